import { Inject, Injectable } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_PATTERN,
  type UplineTransferOverview,
  type UplineTransferPage,
  type UplineTransferView,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDate, operatorDayStart } from '../common/operator-day.js';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import { PaymentSettingsService } from '../payment-settings/payment-settings.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { UplineTransferDto, UplineTransferPageQueryDto } from './upline-transfers.dto.js';
import {
  UplineTransfersRepository,
  type UplineTransferRow,
} from './upline-transfers.repository.js';

/**
 * A member (or agent) sends money from its MAIN to its upline agent's MAIN (spec 2 §6): the
 * payment password, the operator's limits per transfer and per operator day, one MEMBER_TRANSFER
 * entry, idempotent by the member's Idempotency-Key.
 */
@Injectable()
export class UplineTransfersService {
  constructor(
    private readonly transfers: UplineTransfersRepository,
    private readonly ledger: LedgerService,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly payments: PaymentSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(member: AuthenticatedMember): Promise<UplineTransferOverview> {
    const [{ settings, timezone }, upline] = await Promise.all([
      this.payments.contextOf(member.merchantId),
      this.transfers.upline(member.memberId),
    ]);
    return {
      upline: upline && { account: upline.account, nickname: upline.nickname },
      ...settings.uplineTransfer,
      usedAmount: await this.transfers.sentToday(member.memberId, this.todayStart(timezone)),
    };
  }

  async page(
    member: AuthenticatedMember,
    query: UplineTransferPageQueryDto,
  ): Promise<UplineTransferPage> {
    const { rows, total } = await this.transfers.page(
      member.memberId,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map(view),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  /**
   * Sends `amount` to the upline. The form is checked before the payment password; then, with
   * the member's row locked, a retry of the key answers its transfer, the day's amount must
   * allow it, and the entry and its row are written in one transaction.
   */
  async transfer(
    member: AuthenticatedMember,
    dto: UplineTransferDto,
    idempotencyKey: string | undefined,
  ): Promise<UplineTransferView> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw invalidInput({
        'Idempotency-Key': 'Idempotency-Key header required: 8 to 128 of A-Z a-z 0-9 . _ : -',
      });
    }
    const amount = new Prisma.Decimal(dto.amount);
    if (amount.lte(0)) throw invalidInput({ amount: 'The amount must be above zero' });
    await this.ledger.assertFitsCurrency(member.merchantId, dto.amount);
    const { settings, timezone } = await this.payments.contextOf(member.merchantId);
    const limits = settings.uplineTransfer;
    if (amount.lt(limits.minAmount)) {
      throw new AppError('LIMIT_EXCEEDED', `The smallest transfer is ${limits.minAmount}`, {
        minAmount: limits.minAmount,
      });
    }
    if (amount.gt(limits.maxAmount)) {
      throw new AppError('LIMIT_EXCEEDED', `The largest transfer is ${limits.maxAmount}`, {
        maxAmount: limits.maxAmount,
      });
    }
    const upline = await this.transfers.upline(member.memberId);
    if (!upline) throw new AppError('NO_UPLINE', 'You have no upline agent to transfer to');
    await this.paymentPasswords.verify(member.memberId, dto.paymentPassword);
    const money = amount.toFixed(2);
    const [from, to] = await Promise.all([
      this.ledger.memberAccount(member.merchantId, member.memberId, 'MAIN'),
      this.ledger.memberAccount(member.merchantId, upline.id, 'MAIN'),
    ]);
    const now = new Date(this.clock.now());
    const row = await this.transfers.transaction(async (tx) => {
      await this.transfers.lockMember(tx, member.memberId);
      const earlier = await this.transfers.findByKey(tx, member.memberId, idempotencyKey);
      if (earlier) {
        if (earlier.amount.toFixed(2) !== money) {
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This idempotency key was already used for another request',
          );
        }
        return earlier;
      }
      const sent = await this.transfers.sentSince(tx, member.memberId, this.todayStart(timezone));
      if (amount.plus(sent).gt(limits.dailyAmount)) {
        throw new AppError(
          'LIMIT_EXCEEDED',
          `At most ${limits.dailyAmount} a day; ${sent} is used`,
          { dailyAmount: limits.dailyAmount, usedAmount: sent },
        );
      }
      const posted = await this.ledger.postWithin(tx, {
        kind: 'MEMBER_TRANSFER',
        merchantId: member.merchantId,
        memberId: member.memberId,
        scope: `upline-transfer:${member.memberId}`,
        key: idempotencyKey,
        request: { amount: money, uplineId: upline.id },
        lines: movement(from, to, money),
      });
      return this.transfers.insert(tx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        uplineId: upline.id,
        requestKey: idempotencyKey,
        amount: money,
        entryId: posted.entryId,
        createdAt: now,
      });
    });
    return view(row);
  }

  private todayStart(timezone: string): Date {
    return operatorDayStart(operatorDate(new Date(this.clock.now()), timezone), timezone);
  }
}

function view(row: UplineTransferRow): UplineTransferView {
  return {
    id: row.id,
    amount: row.amount.toFixed(2),
    upline: { account: row.upline.account, nickname: row.upline.nickname },
    createdAt: row.createdAt.toISOString(),
  };
}
