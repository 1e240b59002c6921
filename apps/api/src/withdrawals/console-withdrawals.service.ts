import { Inject, Injectable } from '@nestjs/common';
import {
  PAYOUT_PROOF_MAX_IMAGES,
  PAYOUT_REFERENCE_MAX_LENGTH,
  WITHDRAWAL_PAYOUT_FIELDS,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalRow as ConsoleWithdrawalView,
  type WithdrawalStatus,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { CLOCK, type Clock } from '../config/clock.js';
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
 * second gets 409 CONFLICT.
 */
@Injectable()
export class ConsoleWithdrawalsService {
  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentSettingsService,
    private readonly uploads: UploadStore,
    private readonly mailbox: MailboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    return {
      list: rows.map(consoleView),
      total,
      page: window.page,
      pageSize: window.pageSize,
      totalAmount,
    };
  }

  async detail(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalView> {
    return consoleView(await this.existing(operator, id));
  }

  async approve(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalView> {
    return this.decide(operator, id, null, {
      from: ['PENDING'],
      to: 'APPROVED',
      data: { decidedAt: this.now(), decidedBy: operator.username },
    });
  }

  async reject(
    operator: OperatorActor,
    id: number,
    reason: string,
  ): Promise<ConsoleWithdrawalView> {
    return this.decide(operator, id, 'WITHDRAWAL_RELEASE', {
      from: ['PENDING', 'APPROVED'],
      to: 'REJECTED',
      data: { decidedAt: this.now(), decidedBy: operator.username, rejectReason: reason },
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
    const post = await withdrawalPoster(this.ledger, {
      id,
      merchantId: before.merchantId,
      memberId: before.memberId,
      amount: before.amount.toFixed(2),
    });
    const changed: WithdrawalRow | null = await this.withdrawals.transaction(async (tx) => {
      const row = await this.withdrawals.transition(
        tx,
        { merchantId: operator.merchantId },
        { id, ...transition },
      );
      if (!row) return null;
      if (kind) await post(tx, kind);
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
    return consoleView(await this.existing(operator, id));
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
