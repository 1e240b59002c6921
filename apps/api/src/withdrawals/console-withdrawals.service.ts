import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PAYOUT_PROOF_MAX_IMAGES,
  PAYOUT_REFERENCE_MAX_LENGTH,
  WITHDRAWAL_PAYOUT_FIELDS,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalRow as ConsoleWithdrawalView,
  type WithdrawalRejectCategory,
  type WithdrawalStatus,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { CLOCK, type Clock } from '../config/clock.js';
import {
  FourEyesService,
  type FourEyesExecutor,
  type FourEyesWork,
} from '../four-eyes/four-eyes.service.js';
import type { FourEyesApprovalRow } from '../four-eyes/four-eyes.repository.js';
import type { Prisma } from '../generated/prisma/client.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import { pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import {
  checkedProofImages,
  proofImageFormProblems,
  type ProofImageForm,
} from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import type { ConsoleWithdrawalQueryDto } from './dto/withdrawals.dto.js';
import { withKeptProofs } from './kept-proofs.js';
import { consoleView } from './withdrawal-views.js';
import { withdrawalPoster } from './withdrawal-postings.js';
import {
  WithdrawalsRepository,
  type ConsoleWithdrawalRow,
  type Transition,
  type WithdrawalRow,
} from './withdrawals.repository.js';
import { WITHDRAWAL_UPLOAD_FOLDER } from './withdrawals.service.js';

type HoldKind = 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAYOUT';

const notFound = () => new AppError('NOT_FOUND', 'No such withdrawal');

/** An operator's payout as it arrived: the reference and the proof. */
export type PayoutForm = ProofImageForm<typeof WITHDRAWAL_PAYOUT_FIELDS.payoutReference>;

/**
 * The operator's withdrawal queue (finance role): approve, reject with a reason (the hold goes
 * back to MAIN), pay with a payout reference and an optional proof (the hold leaves through
 * HOUSE_CASH), and settle a member's dispute with a note. Each decision is a conditional status
 * change in the transaction that posts its ledger entry: two operators at once decide once, the
 * second gets 409 CONFLICT. An approval goes through four-eyes: above the owner's threshold, or
 * for a member flagged for monitoring, the withdrawal stays PENDING until a second operator
 * approves it (this service is the payout's executor).
 */
@Injectable()
export class ConsoleWithdrawalsService implements OnModuleInit, FourEyesExecutor {
  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentSettingsService,
    private readonly uploads: UploadStore,
    private readonly mailbox: MailboxService,
    private readonly fourEyes: FourEyesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register('PAYOUT', this);
  }

  async queue(
    operator: OperatorActor,
    query: ConsoleWithdrawalQueryDto,
  ): Promise<ConsoleWithdrawalPage> {
    const window = pageWindow(query);
    const { timezone } = await this.payments.contextOf(operator.merchantId);
    const { rows, total, totalAmount } = await this.withdrawals.queue(
      {
        merchantId: operator.merchantId,
        status: query.status,
        account: query.account,
        memberId: query.memberId,
        from: query.from ? operatorDayStart(query.from, timezone) : undefined,
        before: query.to ? operatorDayEnd(query.to, timezone) : undefined,
      },
      window.skip,
      window.pageSize,
    );
    const approvals = await this.fourEyes.ofSubjects(
      operator.merchantId,
      'PAYOUT',
      rows.map((row) => String(row.id)),
    );
    return {
      list: rows.map((row) => consoleView(row, approvals.get(String(row.id)) ?? null)),
      total,
      page: window.page,
      pageSize: window.pageSize,
      totalAmount,
    };
  }

  async detail(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalView> {
    return this.view(operator, await this.existing(operator, id));
  }

  /**
   * The first approval: APPROVED at once when one operator is enough, else PENDING with an
   * approval awaiting a second operator (who approves it among the console's approvals).
   */
  async approve(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalView> {
    const before = await this.existing(operator, id);
    const approval = await this.withdrawals.transaction(async (tx) => {
      const opened = await this.fourEyes.open(tx, operator, {
        kind: 'PAYOUT',
        subject: String(id),
        memberId: before.memberId,
        amount: before.amount.toFixed(2),
        payload: {},
        permission: 'payments.write',
      });
      // Another operator's approval came first (or awaits its second operator).
      if (!opened.fresh) return null;
      if (opened.approval.status === 'AWAITING_SECOND') {
        // Under the member's lock: a rejection cannot slip between the check and the approval.
        const current = await this.withdrawals.statusOf(tx, id);
        if (current !== 'PENDING') throw decidedAlready(current ?? before.status);
        return opened.approval;
      }
      await this.transitionOrConflict(tx, operator.merchantId, id, {
        from: ['PENDING'],
        to: 'APPROVED',
        data: { decidedAt: this.now(), decidedBy: operator.username },
      });
      return opened.approval;
    });
    if (!approval) {
      const current = await this.existing(operator, id);
      if (current.status === 'PENDING') {
        throw new AppError('CONFLICT', 'This withdrawal awaits its second approver', {
          status: current.status,
        });
      }
      throw decidedAlready(current.status);
    }
    const after = await this.existing(operator, id);
    operator.change = {
      target: `withdrawal:${id}`,
      before: { status: before.status },
      after: {
        status: after.status,
        amount: after.amount.toFixed(2),
        approval: approval.id,
        approvalStatus: approval.status,
        reasons: approval.reasons,
      },
    };
    return this.view(operator, after);
  }

  /** The second operator approved: the withdrawal moves to APPROVED, ready to pay. */
  async approved(approval: FourEyesApprovalRow): Promise<FourEyesWork> {
    return async (tx, decided) => {
      await this.transitionOrConflict(tx, decided.merchantId, Number(approval.subject), {
        from: ['PENDING'],
        to: 'APPROVED',
        data: { decidedAt: decided.decidedAt, decidedBy: decided.secondOperator },
      });
    };
  }

  /** The second operator rejected it: so is the withdrawal, and the hold goes back to MAIN. */
  async rejected(approval: FourEyesApprovalRow): Promise<FourEyesWork> {
    const id = Number(approval.subject);
    const row = await this.withdrawals.findForSite(approval.merchantId, id);
    if (!row) throw notFound();
    const post = await this.posterOf(row);
    return async (tx, decided) => {
      await this.transitionOrConflict(tx, decided.merchantId, id, {
        from: ['PENDING'],
        to: 'REJECTED',
        data: {
          decidedAt: decided.decidedAt,
          decidedBy: decided.secondOperator,
          rejectReason: decided.rejectReason,
        },
      });
      await post(tx, 'WITHDRAWAL_RELEASE');
    };
  }

  async reject(
    operator: OperatorActor,
    id: number,
    category: WithdrawalRejectCategory,
    reason: string,
  ): Promise<ConsoleWithdrawalView> {
    return this.decide(operator, id, 'WITHDRAWAL_RELEASE', {
      from: ['PENDING', 'APPROVED'],
      to: 'REJECTED',
      data: {
        decidedAt: this.now(),
        decidedBy: operator.username,
        rejectCategory: category,
        rejectReason: reason,
      },
    });
  }

  async resolve(operator: OperatorActor, id: number, note: string): Promise<ConsoleWithdrawalView> {
    return this.decide(operator, id, null, {
      from: ['DISPUTED'],
      to: 'RESOLVED',
      data: { resolvedAt: this.now(), resolvedBy: operator.username, resolutionNote: note },
    });
  }

  /**
   * Pays an approved withdrawal: the payout reference and, optionally, one proof image (kept
   * before the status changes, deleted again when another operator came first).
   */
  async pay(operator: OperatorActor, id: number, form: PayoutForm): Promise<ConsoleWithdrawalView> {
    return withKeptProofs(this.uploads, WITHDRAWAL_UPLOAD_FOLDER, form, async (keep) => {
      const reference = form.texts.payoutReference?.trim() ?? '';
      // Operators read the console in English messages of the API.
      const problems = proofImageFormProblems(form, WITHDRAWAL_PAYOUT_FIELDS.proof, 'EN');
      if (form.images.length > PAYOUT_PROOF_MAX_IMAGES) {
        problems[WITHDRAWAL_PAYOUT_FIELDS.proof] = 'A payout has one proof image at most';
      }
      if (reference.length < 1 || reference.length > PAYOUT_REFERENCE_MAX_LENGTH) {
        problems[WITHDRAWAL_PAYOUT_FIELDS.payoutReference] =
          `The payout reference is 1 to ${PAYOUT_REFERENCE_MAX_LENGTH} characters`;
      }
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const current = await this.existing(operator, id);
      if (current.status !== 'APPROVED') throw decidedAlready(current.status);
      const kept = await keep(checkedProofImages(form));
      return this.decide(
        operator,
        id,
        'WITHDRAWAL_PAYOUT',
        {
          from: ['APPROVED'],
          to: 'PAID',
          data: { paidAt: this.now(), paidBy: operator.username, payoutReference: reference },
        },
        async (tx) => {
          await this.withdrawals.addImages(tx, id, 'PAYOUT', kept);
          await this.mailbox.send(tx, [
            {
              memberId: current.memberId,
              template: 'withdrawal.paid',
              params: { amount: current.amount.toFixed(2) },
            },
          ]);
        },
      );
    });
  }

  /**
   * One decision: the status moves from one of `from` in a conditional update, and the ledger
   * entry of `kind` (if any) posts in the same transaction, with `more` (the payout's proof).
   */
  private async decide(
    operator: OperatorActor,
    id: number,
    kind: HoldKind | null,
    transition: Omit<Transition, 'id'>,
    more?: (tx: Prisma.TransactionClient) => Promise<void>,
  ): Promise<ConsoleWithdrawalView> {
    const before = await this.existing(operator, id);
    const post = await this.posterOf(before);
    const changed: WithdrawalRow | null = await this.withdrawals.transaction(async (tx) => {
      // The member's lock first, as four-eyes approvals take it: a rejection and an approval
      // of the same withdrawal decide one after the other.
      await this.withdrawals.lockMember(tx, before.memberId);
      const row = await this.withdrawals.transition(
        tx,
        { merchantId: operator.merchantId },
        { id, ...transition },
      );
      if (!row) return null;
      if (kind) await post(tx, kind);
      // A rejection from the queue also ends a payout approval awaiting its second operator.
      if (row.status === 'REJECTED') {
        await this.fourEyes.close(tx, operator, 'PAYOUT', String(id), row.rejectReason ?? '');
      }
      await more?.(tx);
      return row;
    });
    if (!changed) {
      throw decidedAlready((await this.existing(operator, id)).status);
    }
    operator.change = {
      target: `withdrawal:${id}`,
      before: { status: before.status },
      after: { status: changed.status, amount: changed.amount.toFixed(2), ...transition.data },
    };
    return this.view(operator, await this.existing(operator, id));
  }

  private async view(
    operator: OperatorActor,
    row: ConsoleWithdrawalRow,
  ): Promise<ConsoleWithdrawalView> {
    const approvals = await this.fourEyes.ofSubjects(operator.merchantId, 'PAYOUT', [
      String(row.id),
    ]);
    return consoleView(row, approvals.get(String(row.id)) ?? null);
  }

  private posterOf(row: ConsoleWithdrawalRow) {
    return withdrawalPoster(this.ledger, {
      id: row.id,
      merchantId: row.merchantId,
      memberId: row.memberId,
      amount: row.amount.toFixed(2),
    });
  }

  /** A conditional status change that must happen: else the withdrawal was decided (409). */
  private async transitionOrConflict(
    tx: Prisma.TransactionClient,
    merchantId: number,
    id: number,
    transition: Omit<Transition, 'id'>,
  ): Promise<void> {
    const row = await this.withdrawals.transition(tx, { merchantId }, { id, ...transition });
    if (!row) {
      throw decidedAlready((await this.withdrawals.statusOf(tx, id)) ?? transition.to);
    }
  }

  private async existing(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalRow> {
    const row = await this.withdrawals.findForSite(operator.merchantId, id);
    if (!row) throw notFound();
    return row;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }
}

function decidedAlready(status: WithdrawalStatus): AppError {
  return new AppError('CONFLICT', `This withdrawal is ${status} now: it was decided already`, {
    status,
  });
}
