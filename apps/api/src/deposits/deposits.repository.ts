import { Inject, Injectable } from '@nestjs/common';
import type { DepositStatus } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma, type DepositChannelType } from '../generated/prisma/client.js';

// A decision and its ledger entries commit together; a busy queue may wait for a connection.
const DECISION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

export const DEPOSIT_SELECT = {
  id: true,
  merchantId: true,
  memberId: true,
  channelId: true,
  channelType: true,
  amount: true,
  currency: true,
  status: true,
  reference: true,
  remark: true,
  promotionId: true,
  bonusAmount: true,
  bonusTurnoverMultiplier: true,
  gatewayReference: true,
  paymentUrl: true,
  rejectReason: true,
  decidedBy: true,
  decidedAt: true,
  createdAt: true,
  expiresAt: true,
  channel: { select: { name: true } },
  member: { select: { account: true } },
  proofs: {
    select: { position: true, mimeType: true, sizeBytes: true },
    orderBy: { position: 'asc' },
  },
} as const satisfies Prisma.DepositSelect;

export type DepositRow = Prisma.DepositGetPayload<{ select: typeof DEPOSIT_SELECT }>;

export const CHANNEL_SELECT = {
  id: true,
  merchantId: true,
  type: true,
  name: true,
  bankName: true,
  accountHolder: true,
  accountNumber: true,
  qrImageUrl: true,
  minAmount: true,
  maxAmount: true,
  dailyAmount: true,
  dailyCount: true,
  enabled: true,
  sortOrder: true,
  promotionId: true,
  bonusPercent: true,
  bonusMax: true,
  bonusTurnoverMultiplier: true,
  promotion: { select: { enabled: true, startsAt: true, endsAt: true, texts: true } },
} as const satisfies Prisma.DepositChannelSelect;

export type ChannelRow = Prisma.DepositChannelGetPayload<{ select: typeof CHANNEL_SELECT }>;

export interface NewDeposit {
  merchantId: number;
  memberId: number;
  channelId: number;
  channelType: DepositChannelType;
  amount: string;
  currency: string;
  reference: string | null;
  remark: string | null;
  promotionId: number | null;
  bonusAmount: string | null;
  bonusTurnoverMultiplier: number | null;
  createdAt: Date;
  expiresAt: Date;
  proofs: Array<{ storedName: string; mimeType: string; sizeBytes: number; sha256: string }>;
}

/** What a new deposit request is checked against. */
export interface DepositUse {
  daily: DailyUse | null;
  promotionClaimed: boolean;
  /** Online payments started and not yet confirmed: the gateway may still credit them. */
  pendingOnline: string;
}

/** What the member used of a channel's daily limits today (pending and approved deposits). */
export interface DailyUse {
  channelId: number;
  amount: string;
  count: number;
}

/** The filters of the console's queue; `from` and `to` are operator days. */
export interface DepositFilter {
  merchantId: number;
  status?: DepositStatus;
  channelId?: number;
  memberId?: number;
  account?: string;
  from?: string;
  to?: string;
  timezone: string;
}

/** The decided fields a claim writes. */
export interface Decision {
  status: Exclude<DepositStatus, 'PENDING'>;
  decidedBy: string;
  decidedAt: Date;
  rejectReason?: string;
}

@Injectable()
export class DepositsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The merchant's settings and time zone, read where a deposit is made or decided. */
  merchant(merchantId: number) {
    return this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { settings: true, timezone: true, currencyCode: true },
    });
  }

  channels(merchantId: number, onlyEnabled: boolean): Promise<ChannelRow[]> {
    return this.prisma.depositChannel.findMany({
      where: { merchantId, ...(onlyEnabled ? { enabled: true } : {}) },
      select: CHANNEL_SELECT,
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  }

  channel(merchantId: number, channelId: number): Promise<ChannelRow | null> {
    return this.prisma.depositChannel.findFirst({
      where: { merchantId, id: channelId },
      select: CHANNEL_SELECT,
    });
  }

  /** Today's use of every channel by the member (index deposit(member_id, created_at)). */
  dailyUse(memberId: number, now: Date, timezone: string): Promise<DailyUse[]> {
    return this.prisma.$queryRaw<DailyUse[]>`
      SELECT channel_id AS "channelId", sum(amount)::text AS amount, count(*)::int AS count
      FROM deposit
      WHERE member_id = ${memberId} AND status IN ('PENDING', 'APPROVED')
        AND created_at >= ${operatorDayStart(now, timezone)}
      GROUP BY channel_id`;
  }

  /** The promotions of `promotionIds` the member has claimed (a deposit pending or approved). */
  async claimedPromotions(memberId: number, promotionIds: number[]): Promise<Set<number>> {
    if (promotionIds.length === 0) return new Set();
    const rows = await this.prisma.deposit.findMany({
      where: {
        memberId,
        promotionId: { in: promotionIds },
        status: { in: ['PENDING', 'APPROVED'] },
      },
      select: { promotionId: true },
      distinct: ['promotionId'],
    });
    return new Set(rows.map((row) => row.promotionId!));
  }

  /**
   * Writes the deposit and its proofs after `admit` checked, under a lock of the member's row,
   * what the member's other deposits allow (daily limits, a promotion claimed once, the member's
   * own deposit limits): two requests at once are checked one after the other.
   */
  create(
    deposit: NewDeposit,
    admit: (use: DepositUse, tx: Prisma.TransactionClient) => Promise<void>,
    timezone: string,
  ): Promise<DepositRow> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM member WHERE id = ${deposit.memberId} FOR UPDATE`;
      const [daily] = await tx.$queryRaw<DailyUse[]>`
        SELECT channel_id AS "channelId", sum(amount)::text AS amount, count(*)::int AS count
        FROM deposit
        WHERE member_id = ${deposit.memberId} AND channel_id = ${deposit.channelId}
          AND status IN ('PENDING', 'APPROVED')
          AND created_at >= ${operatorDayStart(deposit.createdAt, timezone)}
        GROUP BY channel_id`;
      const promotionClaimed =
        deposit.promotionId !== null &&
        (await tx.deposit.count({
          where: {
            memberId: deposit.memberId,
            promotionId: deposit.promotionId,
            status: { in: ['PENDING', 'APPROVED'] },
          },
        })) > 0;
      const [pending] = await tx.$queryRaw<{ amount: string }[]>`
        SELECT COALESCE(sum(amount), 0)::numeric(20,2)::text AS amount FROM deposit
        WHERE member_id = ${deposit.memberId} AND channel_type = 'ONLINE' AND status = 'PENDING'`;
      await admit(
        { daily: daily ?? null, promotionClaimed, pendingOnline: pending?.amount ?? '0.00' },
        tx,
      );
      const { proofs, ...values } = deposit;
      return tx.deposit.create({
        data: {
          ...values,
          proofs: { create: proofs.map((proof, index) => ({ ...proof, position: index + 1 })) },
        },
        select: DEPOSIT_SELECT,
      });
    }, DECISION_OPTIONS);
  }

  setPayment(depositId: number, gatewayReference: string, paymentUrl: string) {
    return this.prisma.deposit.update({
      where: { id: depositId },
      data: { gatewayReference, paymentUrl },
      select: DEPOSIT_SELECT,
    });
  }

  /** One page of the member's own deposits, newest first (index deposit(member_id, created_at)). */
  async memberPage(memberId: number, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.prisma.deposit.findMany({
        where: { memberId },
        select: DEPOSIT_SELECT,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
      }),
      this.prisma.deposit.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }

  /** A proof of a deposit: the member's own (memberId), or any of the merchant's (operators). */
  proof(scope: { merchantId: number; memberId?: number }, depositId: number, position: number) {
    return this.prisma.depositProof.findFirst({
      where: {
        depositId,
        position,
        deposit: { merchantId: scope.merchantId, memberId: scope.memberId },
      },
      select: { storedName: true, mimeType: true },
    });
  }

  find(merchantId: number, depositId: number): Promise<DepositRow | null> {
    return this.prisma.deposit.findFirst({
      where: { merchantId, id: depositId },
      select: DEPOSIT_SELECT,
    });
  }

  findByGatewayReference(gatewayReference: string): Promise<DepositRow | null> {
    return this.prisma.deposit.findUnique({
      where: { gatewayReference },
      select: DEPOSIT_SELECT,
    });
  }

  /**
   * Decides a pending deposit in one transaction with `effects` (its ledger entries): the row is
   * claimed by a conditional update first, so of two decisions at once one claims it and the
   * other gets false and changes nothing. A deposit past its expiry is not pending any more.
   */
  decide(
    depositId: number,
    decision: Decision,
    effects: (tx: Prisma.TransactionClient) => Promise<void>,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.$executeRaw`
        UPDATE deposit
        SET status = ${decision.status}::"DepositStatus", decided_by = ${decision.decidedBy},
            decided_at = ${decision.decidedAt}, reject_reason = ${decision.rejectReason ?? null}
        WHERE id = ${depositId} AND status = 'PENDING' AND expires_at > ${decision.decidedAt}`;
      if (claimed === 0) return false;
      await effects(tx);
      return true;
    }, DECISION_OPTIONS);
  }

  /**
   * Expires up to `limit` pending deposits whose time ran out by `now`, oldest first; answers
   * how many. SKIP LOCKED: a deposit being decided right now is left to its decision.
   */
  expire(now: Date, limit: number): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE deposit SET status = 'EXPIRED', decided_at = ${now}, decided_by = 'expiry'
      WHERE id IN (
        SELECT id FROM deposit
        WHERE status = 'PENDING' AND expires_at <= ${now}
        ORDER BY expires_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`;
  }

  /** A page of the console's queue, newest first, and the totals of every row it selects. */
  async queue(filter: DepositFilter, skip: number, take: number) {
    const where = queueWhere(filter);
    const [rows, [totals]] = await Promise.all([
      this.prisma.$queryRaw<Array<{ id: number }>>`
        SELECT d.id FROM deposit d ${where.join}
        WHERE ${where.condition}
        ORDER BY d.created_at DESC, d.id DESC
        OFFSET ${skip} LIMIT ${take}`,
      this.prisma.$queryRaw<Array<{ count: number; amount: string }>>`
        SELECT count(*)::int AS count, COALESCE(sum(d.amount), 0)::text AS amount
        FROM deposit d ${where.join}
        WHERE ${where.condition}`,
    ]);
    const ids = rows.map((row) => row.id);
    const found = await this.prisma.deposit.findMany({
      where: { id: { in: ids } },
      select: DEPOSIT_SELECT,
    });
    const byId = new Map(found.map((row) => [row.id, row]));
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      total: totals?.count ?? 0,
      amount: totals?.amount ?? '0',
    };
  }

  channelExists(merchantId: number, name: string, exceptId?: number) {
    return this.prisma.depositChannel.count({
      where: { merchantId, name, ...(exceptId ? { id: { not: exceptId } } : {}) },
    });
  }

  promotionExists(merchantId: number, promotionId: number) {
    return this.prisma.promotion.count({ where: { merchantId, id: promotionId } });
  }

  createChannel(data: Prisma.DepositChannelUncheckedCreateInput): Promise<ChannelRow> {
    return this.prisma.depositChannel.create({ data, select: CHANNEL_SELECT });
  }

  updateChannel(
    merchantId: number,
    channelId: number,
    data: Prisma.DepositChannelUncheckedUpdateInput,
  ): Promise<ChannelRow> {
    return this.prisma.depositChannel.update({
      where: { id: channelId, merchantId },
      data,
      select: CHANNEL_SELECT,
    });
  }
}

/** The instant the operator day of `now` began in `timezone`. */
function operatorDayStart(now: Date, timezone: string): Prisma.Sql {
  return Prisma.sql`((${now}::timestamptz AT TIME ZONE ${timezone})::date::timestamp AT TIME ZONE ${timezone})`;
}

// Each filter narrows an index: deposit(merchant_id, [status | channel_id,] created_at) or
// deposit(member_id, created_at) for a member; the account is resolved through member's unique
// (merchant_id, account).
function queueWhere(filter: DepositFilter): { join: Prisma.Sql; condition: Prisma.Sql } {
  const conditions: Prisma.Sql[] = [Prisma.sql`d.merchant_id = ${filter.merchantId}`];
  if (filter.status) conditions.push(Prisma.sql`d.status = ${filter.status}::"DepositStatus"`);
  if (filter.channelId !== undefined)
    conditions.push(Prisma.sql`d.channel_id = ${filter.channelId}`);
  if (filter.memberId !== undefined) conditions.push(Prisma.sql`d.member_id = ${filter.memberId}`);
  if (filter.from) {
    conditions.push(
      Prisma.sql`d.created_at >= (${filter.from}::date::timestamp AT TIME ZONE ${filter.timezone})`,
    );
  }
  if (filter.to) {
    conditions.push(
      Prisma.sql`d.created_at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${filter.timezone})`,
    );
  }
  const join =
    filter.account === undefined
      ? Prisma.empty
      : Prisma.sql`JOIN member m ON m.id = d.member_id AND m.merchant_id = d.merchant_id AND m.account = ${filter.account}`;
  return { join, condition: Prisma.join(conditions, ' AND ') };
}
