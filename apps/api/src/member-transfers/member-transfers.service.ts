import { Inject, Injectable } from '@nestjs/common';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDate, operatorDayStart } from '../common/operator-day.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { DividendFreezeService } from '../dividend-freeze/dividend-freeze.service.js';
import { Prisma, type MemberTransferDirection } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import {
  MemberTransfersRepository,
  type MemberTransferRow,
} from './member-transfers.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

export type { MemberTransferRow } from './member-transfers.repository.js';
export type { MemberTransferDirection } from '../generated/prisma/client.js';

/** The operator's limits of one direction: per transfer and per operator day. */
export interface TransferLimits {
  minAmount: string;
  maxAmount: string;
  dailyAmount: string;
}

export interface TransferOrder {
  merchantId: number;
  /** The sender. */
  memberId: number;
  direction: MemberTransferDirection;
  amount: string;
  paymentPassword: string;
  idempotencyKey: string | undefined;
  limits: TransferLimits;
  /** The operator's time zone, whose day the daily limit counts. */
  timezone: string;
  /** The receiver, found after the form is checked; it throws when there is none. */
  receiver: () => Promise<{ id: number }>;
}

// The ledger's idempotency scope of each direction (the upline's predates the agent centre).
const SCOPE: Record<MemberTransferDirection, string> = {
  TO_UPLINE: 'upline-transfer',
  TO_DOWNLINE: 'downline-transfer',
};

/**
 * Money from a member's MAIN to another member's MAIN along the agent tree (spec 2 §6): to the
 * upline (member centre) or to a direct downline (agent centre). The payment password, the
 * operator's limits per transfer and per operator day, one MEMBER_TRANSFER entry, idempotent by
 * the sender's Idempotency-Key. Who the receiver may be is the caller's rule.
 */
@Injectable()
export class MemberTransfersService {
  constructor(
    private readonly transfers: MemberTransfersRepository,
    private readonly ledger: LedgerService,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly dividendFreeze: DividendFreezeService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  upline(memberId: number) {
    return this.transfers.upline(memberId);
  }

  /** What the member sent in this direction today (the operator's day). */
  sentToday(memberId: number, direction: MemberTransferDirection, timezone: string) {
    return this.transfers.sentToday(memberId, direction, this.todayStart(timezone));
  }

  page(
    where: { sentBy: number; direction: MemberTransferDirection } | { party: number },
    skip: number,
    take: number,
  ) {
    return this.transfers.page(where, skip, take);
  }

  /**
   * Sends the order's amount. The form is checked before the receiver and the payment password;
   * then, with the sender's row locked, a retry of the key answers its transfer, the day's
   * amount must allow it, and the entry and its row are written in one transaction.
   */
  async send(order: TransferOrder): Promise<MemberTransferRow> {
    const key = requiredIdempotencyKey(order.idempotencyKey);
    const amount = new Prisma.Decimal(order.amount);
    if (amount.lte(0)) throw invalidInput({ amount: 'The amount must be above zero' });
    await this.ledger.assertFitsCurrency(order.merchantId, order.amount);
    const { limits } = order;
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
    const receiver = await order.receiver();
    await this.dividendFreeze.assertNotFrozen(order.memberId);
    await this.paymentPasswords.verify(order.memberId, order.paymentPassword);
    const money = amount.toFixed(2);
    const [from, to] = await Promise.all([
      this.ledger.memberAccount(order.merchantId, order.memberId, 'MAIN'),
      this.ledger.memberAccount(order.merchantId, receiver.id, 'MAIN'),
    ]);
    const now = new Date(this.clock.now());
    return this.transfers.transaction(async (tx) => {
      await this.transfers.lockMember(tx, order.memberId);
      const earlier = await this.transfers.findByKey(tx, order.memberId, key);
      if (earlier) {
        const same =
          earlier.amount.toFixed(2) === money &&
          earlier.direction === order.direction &&
          earlier.receiverId === receiver.id;
        if (!same) {
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This idempotency key was already used for another request',
          );
        }
        return earlier;
      }
      const sent = await this.transfers.sentSince(
        tx,
        order.memberId,
        order.direction,
        this.todayStart(order.timezone),
      );
      if (amount.plus(sent).gt(limits.dailyAmount)) {
        throw new AppError(
          'LIMIT_EXCEEDED',
          `At most ${limits.dailyAmount} a day; ${sent} is used`,
          { dailyAmount: limits.dailyAmount, usedAmount: sent },
        );
      }
      const posted = await this.ledger.postWithin(tx, {
        kind: 'MEMBER_TRANSFER',
        merchantId: order.merchantId,
        memberId: order.memberId,
        scope: `${SCOPE[order.direction]}:${order.memberId}`,
        key,
        request: { amount: money, receiverId: receiver.id },
        lines: movement(from, to, money),
      });
      return this.transfers.insert(tx, {
        merchantId: order.merchantId,
        memberId: order.memberId,
        receiverId: receiver.id,
        direction: order.direction,
        requestKey: key,
        amount: money,
        entryId: posted.entryId,
        createdAt: now,
      });
    });
  }

  private todayStart(timezone: string): Date {
    return operatorDayStart(operatorDate(new Date(this.clock.now()), timezone), timezone);
  }
}
