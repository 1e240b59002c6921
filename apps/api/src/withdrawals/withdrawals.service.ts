import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  WITHDRAWAL_DISPUTE_FIELDS,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  type ProofImageType,
  type WithdrawalLimits,
  type WithdrawalPage,
  type WithdrawalView,
} from '@wps/shared-types';
import { BankAccountsService } from '../bank-accounts/bank-accounts.service.js';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDate, operatorDayStart } from '../common/operator-day.js';
import { pageCount } from '../common/paging.query.js';
import { languageFor, type Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { DividendFreezeService } from '../dividend-freeze/dividend-freeze.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { TurnoverService } from '../turnover/turnover.service.js';
import { StoredFileNotFoundError, type StoredFile } from '../uploads/file-storage.js';
import {
  checkedProofImages,
  proofImageFormProblems,
  type ProofImageForm,
} from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import type { WithdrawalPageQueryDto, WithdrawalRequestDto } from './dto/withdrawals.dto.js';
import { withKeptProofs } from './kept-proofs.js';
import { memberView } from './withdrawal-views.js';
import { withdrawalPoster } from './withdrawal-postings.js';
import { WithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

export const WITHDRAWAL_UPLOAD_FOLDER = 'withdrawals';

/** A proof image to send: its type as checked at upload, its bytes as a stream. */
export type WithdrawalImageFile = StoredFile & { mimeType: ProofImageType };

/** The answer "not received" as it arrived. */
export type DisputeForm = ProofImageForm<typeof WITHDRAWAL_DISPUTE_FIELDS.remark>;

const notFound = () => new AppError('NOT_FOUND', 'No such withdrawal');

/**
 * A member's withdrawals (decisions): requested with the payment password to a bound account,
 * within the operator's limits and once the turnover requirement is met; the amount moves to
 * HOLD in the request's transaction. After the payout the member answers received or not
 * received (with proof), or the payout confirms itself (AutoConfirmHandler).
 */
@Injectable()
export class WithdrawalsService {
  private readonly logger = new Logger('Withdrawals');

  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly ledger: LedgerService,
    private readonly bankAccounts: BankAccountsService,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly payments: PaymentSettingsService,
    private readonly turnover: TurnoverService,
    private readonly uploads: UploadStore,
    private readonly protection: PlayerProtectionService,
    private readonly dividendFreeze: DividendFreezeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async limits(member: AuthenticatedMember): Promise<WithdrawalLimits> {
    const { settings, timezone } = await this.payments.contextOf(member.merchantId);
    const [used, turnover] = await Promise.all([
      this.withdrawals.usedToday(member.memberId, this.todayStart(timezone)),
      this.turnover.status(member.memberId),
    ]);
    return {
      ...settings.withdrawal,
      usedCount: used.count,
      usedAmount: used.amount,
      turnover,
    };
  }

  async page(member: AuthenticatedMember, query: WithdrawalPageQueryDto): Promise<WithdrawalPage> {
    const { rows, total } = await this.withdrawals.page(
      member.memberId,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map(memberView),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  /**
   * Requests a withdrawal. The cheap checks come before the payment password, so a typing
   * mistake costs no try of it. In one transaction, with the member's row locked (the member's
   * requests at once are counted one after another): a retry of the key answers its withdrawal,
   * the account must be the member's, the day's count and amount must allow it, the row is
   * written, its amount posted to HOLD and the turnover requirement closed.
   */
  async request(
    member: AuthenticatedMember,
    dto: WithdrawalRequestDto,
    idempotencyKey: string | undefined,
  ): Promise<WithdrawalView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const amount = new Prisma.Decimal(dto.amount);
    if (amount.lte(0)) throw invalidInput({ amount: 'The amount must be above zero' });
    await this.ledger.assertFitsCurrency(member.merchantId, dto.amount);
    const { settings, timezone } = await this.payments.contextOf(member.merchantId);
    const limits = settings.withdrawal;
    if (amount.lt(limits.minAmount)) {
      throw new AppError('LIMIT_EXCEEDED', `The smallest withdrawal is ${limits.minAmount}`, {
        minAmount: limits.minAmount,
      });
    }
    if (amount.gt(limits.maxAmount)) {
      throw new AppError('LIMIT_EXCEEDED', `The largest withdrawal is ${limits.maxAmount}`, {
        maxAmount: limits.maxAmount,
      });
    }
    await this.protection.checkWithdrawal(member.memberId);
    await this.dividendFreeze.assertNotFrozen(member.memberId);
    await this.paymentPasswords.verify(member.memberId, dto.paymentPassword);
    const turnover = await this.turnover.status(member.memberId);
    if (new Prisma.Decimal(turnover.remaining).gt(0)) {
      throw new AppError(
        'TURNOVER_NOT_MET',
        `Wager ${turnover.remaining} more before withdrawing`,
        turnover,
      );
    }
    const money = amount.toFixed(2);
    const post = await withdrawalPoster(this.ledger, {
      id: 0,
      merchantId: member.merchantId,
      memberId: member.memberId,
      amount: money,
    });
    const now = new Date(this.clock.now());
    const row = await this.withdrawals.transaction(async (tx) => {
      await this.withdrawals.lockMember(tx, member.memberId);
      const earlier = await this.withdrawals.findByKey(tx, member.memberId, key);
      if (earlier) return sameRequest(earlier, money, dto.bankAccountId);
      const account = await this.bankAccounts.forWithdrawal(tx, member.memberId, dto.bankAccountId);
      if (!account) {
        throw invalidInput({ bankAccountId: 'Choose one of your bound bank accounts' });
      }
      const used = await this.withdrawals.usedSince(tx, member.memberId, this.todayStart(timezone));
      if (used.count >= limits.dailyCount) {
        throw new AppError('LIMIT_EXCEEDED', `At most ${limits.dailyCount} withdrawals a day`, {
          dailyCount: limits.dailyCount,
        });
      }
      if (amount.plus(used.amount).gt(limits.dailyAmount)) {
        throw new AppError(
          'LIMIT_EXCEEDED',
          `At most ${limits.dailyAmount} a day; ${used.amount} is used`,
          { dailyAmount: limits.dailyAmount, usedAmount: used.amount },
        );
      }
      const inserted = await this.withdrawals.insert(tx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        requestKey: key,
        amount: money,
        bankAccountId: account.id,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        holderName: account.holderName,
        createdAt: now,
      });
      await post(tx, 'WITHDRAWAL_HOLD', inserted.id);
      await this.turnover.clear(tx, member.memberId, now);
      return inserted;
    });
    return memberView(row);
  }

  /** The member received the payout. */
  async received(member: AuthenticatedMember, id: number): Promise<WithdrawalView> {
    const now = new Date(this.clock.now());
    const row = await this.withdrawals.transaction((tx) =>
      this.withdrawals.transition(
        tx,
        { memberId: member.memberId },
        { id, from: ['PAID'], to: 'CONFIRMED', data: { answeredAt: now } },
      ),
    );
    if (!row) throw await this.notAwaitingAnswer(member, id);
    return memberView(row);
  }

  /**
   * The member did not receive the payout: a remark and up to three proof images open a dispute
   * for the operator. The images are kept before the status changes; if it cannot change (an
   * answer or the auto-confirm came first) they are deleted again.
   */
  async notReceived(
    member: AuthenticatedMember,
    visitor: Visitor,
    id: number,
    form: DisputeForm,
  ): Promise<WithdrawalView> {
    return withKeptProofs(this.uploads, WITHDRAWAL_UPLOAD_FOLDER, form, async (keep) => {
      const { defaultLanguage } = await this.payments.contextOf(member.merchantId);
      const language = languageFor(visitor, defaultLanguage);
      // Postgres text cannot hold NUL; an emoji counts as one character.
      const remark = (form.texts.remark ?? '').replaceAll('\u0000', '').trim();
      const length = [...remark].length;
      const problems = proofImageFormProblems(form, WITHDRAWAL_DISPUTE_FIELDS.images, language);
      if (length < 1 || length > WITHDRAWAL_REMARK_MAX_LENGTH) {
        problems[WITHDRAWAL_DISPUTE_FIELDS.remark] =
          `Say what happened in 1 to ${WITHDRAWAL_REMARK_MAX_LENGTH} characters`;
      }
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const current = await this.withdrawals.findOwn(member.memberId, id);
      if (!current) throw notFound();
      if (current.status !== 'PAID') throw awaitingNoAnswer();
      const kept = await keep(checkedProofImages(form));
      const now = new Date(this.clock.now());
      await this.withdrawals.transaction(async (tx) => {
        const changed = await this.withdrawals.transition(
          tx,
          { memberId: member.memberId },
          {
            id,
            from: ['PAID'],
            to: 'DISPUTED',
            data: { answeredAt: now, disputeRemark: remark },
          },
        );
        if (!changed) throw awaitingNoAnswer();
        await this.withdrawals.addImages(tx, id, 'DISPUTE', kept);
      });
      return memberView((await this.withdrawals.findOwn(member.memberId, id))!);
    });
  }

  /** A proof image of the member's own withdrawal (memberId) or of the operator's site. */
  async image(
    scope: { memberId: number } | { merchantId: number },
    id: number,
    position: number,
  ): Promise<WithdrawalImageFile> {
    const image = await this.withdrawals.findImage(scope, id, position);
    if (!image) throw new AppError('NOT_FOUND', 'No such image');
    try {
      const file = await this.uploads.open(WITHDRAWAL_UPLOAD_FOLDER, image.storedName);
      return { mimeType: image.mimeType as ProofImageType, ...file };
    } catch (error) {
      if (!(error instanceof StoredFileNotFoundError)) throw error;
      this.logger.warn(`withdrawal image ${image.storedName} has a row but no stored file`);
      throw new AppError('NOT_FOUND', 'No such image');
    }
  }

  private todayStart(timezone: string): Date {
    return operatorDayStart(operatorDate(new Date(this.clock.now()), timezone), timezone);
  }

  private async notAwaitingAnswer(member: AuthenticatedMember, id: number): Promise<AppError> {
    return (await this.withdrawals.findOwn(member.memberId, id)) ? awaitingNoAnswer() : notFound();
  }
}

function awaitingNoAnswer(): AppError {
  return new AppError('CONFLICT', 'This withdrawal is not waiting for your answer');
}

/** A retry of a request answers its withdrawal; the same key for another request is refused. */
function sameRequest(earlier: WithdrawalRow, amount: string, bankAccountId: number): WithdrawalRow {
  if (earlier.amount.toFixed(2) !== amount || earlier.bankAccountId !== bankAccountId) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another request',
    );
  }
  return earlier;
}
