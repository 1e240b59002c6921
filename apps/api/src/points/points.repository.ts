import { Inject, Injectable } from '@nestjs/common';
import type { PointsSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import {
  readMerchantSettings,
  replaceMerchantSettingsPart,
} from '../database/merchant-settings.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma, type PointOrderStatus } from '../generated/prisma/client.js';

const ORDER_COLUMNS = {
  id: true,
  memberId: true,
  requestHash: true,
  exchangeType: true,
  goodsId: true,
  productNames: true,
  quantity: true,
  points: true,
  amount: true,
  status: true,
  shippingAddress: true,
  paymentAccount: true,
  rejectReason: true,
  reviewedBy: true,
  reviewedAt: true,
  createdAt: true,
} as const;

export type PointOrderRow = Prisma.PointOrderGetPayload<{ select: typeof ORDER_COLUMNS }>;

export type NewPointOrder = Omit<
  Prisma.PointOrderUncheckedCreateInput,
  'id' | 'createdAt' | 'reviewedBy' | 'reviewedAt' | 'rejectReason'
>;

export interface RedeemableGoods {
  id: number;
  category: string;
  pointsRequired: number;
  stock: number;
  names: Prisma.JsonValue;
}

/** A member's settled real-money stakes of an earning window. */
export interface WindowTurnover {
  memberId: number;
  turnover: Prisma.Decimal;
}

// Like the other money routes: a member's orders wait for each other, then post to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Exchange orders (always scoped by member or operator), the goods' stock, the earning cursor. */
@Injectable()
export class PointsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  siteSettings(merchantId: number): Promise<Prisma.JsonValue> {
    return readMerchantSettings(this.prisma, merchantId);
  }

  /** Replaces `points`, keeping the other settings. */
  replaceSettings(merchantId: number, points: PointsSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'points', points);
  }

  /** The member's language: the letters about its orders name the goods in it. */
  async memberLanguage(tx: Prisma.TransactionClient, memberId: number): Promise<string> {
    const member = await tx.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { language: true },
    });
    return member.language;
  }

  /** An enabled good of the operator's mall, or null. */
  goods(merchantId: number, goodsId: number): Promise<RedeemableGoods | null> {
    return this.prisma.pointGoods.findFirst({
      where: { id: goodsId, merchantId, enabled: true },
      select: { id: true, category: true, pointsRequired: true, stock: true, names: true },
    });
  }

  /** Takes `quantity` off the good's stock if that many are left; false when not. */
  async reserveStock(
    tx: Prisma.TransactionClient,
    goodsId: number,
    quantity: number,
  ): Promise<boolean> {
    const changed = await tx.$executeRaw`
      UPDATE point_goods SET stock = stock - ${quantity}
      WHERE id = ${goodsId} AND stock >= ${quantity}`;
    return changed === 1;
  }

  async returnStock(tx: Prisma.TransactionClient, goodsId: number, quantity: number) {
    await tx.$executeRaw`UPDATE point_goods SET stock = stock + ${quantity} WHERE id = ${goodsId}`;
  }

  /** Holds the member's row until the transaction ends: one order of the member at a time. */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
  }

  findByKey(
    tx: Prisma.TransactionClient,
    memberId: number,
    requestKey: string,
  ): Promise<PointOrderRow | null> {
    return tx.pointOrder.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: ORDER_COLUMNS,
    });
  }

  insert(tx: Prisma.TransactionClient, order: NewPointOrder): Promise<PointOrderRow> {
    return tx.pointOrder.create({ data: order, select: ORDER_COLUMNS });
  }

  /** The member of the operator's order, or null when there is no such order. */
  async memberOfOrder(merchantId: number, id: bigint): Promise<number | null> {
    const order = await this.prisma.pointOrder.findFirst({
      where: { id, merchantId },
      select: { memberId: true },
    });
    return order?.memberId ?? null;
  }

  /** The operator's order with its row locked until the transaction ends, or null. */
  async lockOrder(
    tx: Prisma.TransactionClient,
    merchantId: number,
    id: bigint,
  ): Promise<PointOrderRow | null> {
    const rows = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM point_order WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`;
    if (rows.length === 0) return null;
    return tx.pointOrder.findUnique({ where: { id }, select: ORDER_COLUMNS });
  }

  decide(
    tx: Prisma.TransactionClient,
    id: bigint,
    decision: { status: PointOrderStatus; reviewedBy: number; rejectReason: string | null },
  ): Promise<PointOrderRow> {
    return tx.pointOrder.update({
      where: { id },
      data: { ...decision, reviewedAt: new Date() },
      select: ORDER_COLUMNS,
    });
  }

  /** The member's orders, newest first (the index on member and creation time). */
  async memberPage(memberId: number, skip: number, take: number) {
    const where = { memberId };
    const [rows, total] = await Promise.all([
      this.prisma.pointOrder.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: ORDER_COLUMNS,
      }),
      this.prisma.pointOrder.count({ where }),
    ]);
    return { rows, total };
  }

  /** The operator's orders, of one status when given, newest first, with each member's account. */
  async consolePage(
    merchantId: number,
    status: PointOrderStatus | undefined,
    skip: number,
    take: number,
  ) {
    const where = { merchantId, ...(status ? { status } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.pointOrder.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { ...ORDER_COLUMNS, member: { select: { account: true } } },
      }),
      this.prisma.pointOrder.count({ where }),
    ]);
    return { rows, total };
  }

  async memberAccount(memberId: number): Promise<string> {
    const member = await this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { account: true },
    });
    return member.account;
  }

  operatorNames(ids: number[]): Promise<{ id: number; username: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.operatorAccount.findMany({
      where: { id: { in: ids } },
      select: { id: true, username: true },
    });
  }

  memberOfMerchant(merchantId: number, memberId: number) {
    return this.prisma.member.findFirst({
      where: { id: memberId, merchantId },
      select: { id: true },
    });
  }

  merchantIds(): Promise<{ id: number }[]> {
    return this.prisma.merchant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  }

  cursor(merchantId: number) {
    return this.prisma.pointEarningCursor.findUnique({ where: { merchantId } });
  }

  /** Opens the cursor at `from` when the operator has none; answers the cursor. */
  async openCursor(merchantId: number, from: Date) {
    await this.prisma.pointEarningCursor.createMany({
      data: [{ merchantId, countedUntil: from }],
      skipDuplicates: true,
    });
    return this.prisma.pointEarningCursor.findUniqueOrThrow({ where: { merchantId } });
  }

  async setWindowEnd(merchantId: number, windowEnd: Date): Promise<void> {
    await this.prisma.pointEarningCursor.update({ where: { merchantId }, data: { windowEnd } });
  }

  async closeWindow(merchantId: number, countedUntil: Date): Promise<void> {
    await this.prisma.pointEarningCursor.update({
      where: { merchantId },
      data: { countedUntil, windowEnd: null },
    });
  }

  /**
   * The members' valid turnover of the window (from, until]: settled real-money stakes, a
   * rolled-back (CANCELLED) or open round not counted, a batch of members after `afterMember`
   * (the partial index bet_record_settled_idx reads only the operator's settled rows of it).
   */
  windowTurnover(
    merchantId: number,
    from: Date,
    until: Date,
    afterMember: number,
    take: number,
  ): Promise<WindowTurnover[]> {
    return this.prisma.$queryRaw<WindowTurnover[]>`
      SELECT member_id AS "memberId", sum(stake) AS turnover
      FROM bet_record
      WHERE merchant_id = ${merchantId} AND status = 'SETTLED' AND NOT is_demo
        AND settled_at > ${from} AND settled_at <= ${until} AND member_id > ${afterMember}
      GROUP BY member_id
      ORDER BY member_id
      LIMIT ${take}`;
  }
}
