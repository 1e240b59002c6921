import { Inject, Injectable } from '@nestjs/common';
import type { WithdrawalImageKind, WithdrawalStatus } from '@wps/shared-types';
import { dailyUseSince, type DailyUse } from '../common/daily-use.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import type { KeptProof } from './kept-proofs.js';

const IMAGES = {
  select: { position: true, kind: true, mimeType: true },
  orderBy: { position: 'asc' },
} as const;

const WITHDRAWAL_COLUMNS = {
  id: true,
  merchantId: true,
  memberId: true,
  requestKey: true,
  amount: true,
  status: true,
  bankAccountId: true,
  bankName: true,
  accountNumber: true,
  holderName: true,
  createdAt: true,
  decidedAt: true,
  decidedBy: true,
  rejectReason: true,
  rejectCategory: true,
  paidAt: true,
  paidBy: true,
  payoutReference: true,
  answeredAt: true,
  autoConfirmed: true,
  disputeRemark: true,
  resolutionNote: true,
  resolvedAt: true,
  resolvedBy: true,
  images: IMAGES,
} as const;

const CONSOLE_COLUMNS = {
  ...WITHDRAWAL_COLUMNS,
  member: { select: { account: true } },
  bankAccount: { select: { confirmedAt: true } },
} as const;

export type WithdrawalRow = Prisma.WithdrawalGetPayload<{ select: typeof WITHDRAWAL_COLUMNS }>;
export type ConsoleWithdrawalRow = Prisma.WithdrawalGetPayload<{
  select: typeof CONSOLE_COLUMNS;
}>;

export interface NewWithdrawal {
  merchantId: number;
  memberId: number;
  requestKey: string;
  amount: string;
  bankAccountId: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
  createdAt: Date;
}

export interface WithdrawalFilter {
  merchantId: number;
  status?: WithdrawalStatus;
  account?: string;
  memberId?: number;
  from?: Date;
  before?: Date;
}

/** A status change an operator or a member makes: from `from`, at most once. */
export interface Transition {
  id: number;
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  data: Prisma.WithdrawalUpdateManyMutationInput;
}

// A withdrawal's transaction waits for the member's other requests (their row lock) and posts to
// the ledger: on a loaded machine that can take longer than Prisma's 2 s and 5 s defaults.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Withdrawals and their proof images; member reads are scoped by member, console ones by site. */
@Injectable()
export class WithdrawalsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** Holds the member's row until the transaction ends: one request of the member at a time. */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
  }

  /** The withdrawal's status as the transaction sees it. */
  async statusOf(tx: Prisma.TransactionClient, id: number): Promise<WithdrawalStatus | null> {
    const row = await tx.withdrawal.findUnique({ where: { id }, select: { status: true } });
    return row?.status ?? null;
  }

  findByKey(
    tx: Prisma.TransactionClient,
    memberId: number,
    requestKey: string,
  ): Promise<WithdrawalRow | null> {
    return tx.withdrawal.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: WITHDRAWAL_COLUMNS,
    });
  }

  /** The member's requests since `since` that were not rejected: their number and amount. */
  usedSince(client: Prisma.TransactionClient, memberId: number, since: Date): Promise<DailyUse> {
    return dailyUseSince(client, 'withdrawal', memberId, since, Prisma.sql`status <> 'REJECTED'`);
  }

  usedToday(memberId: number, since: Date) {
    return this.usedSince(this.prisma, memberId, since);
  }

  insert(tx: Prisma.TransactionClient, withdrawal: NewWithdrawal): Promise<WithdrawalRow> {
    return tx.withdrawal.create({ data: withdrawal, select: WITHDRAWAL_COLUMNS });
  }

  async page(
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: WithdrawalRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.withdrawal.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: WITHDRAWAL_COLUMNS,
      }),
      this.prisma.withdrawal.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }

  findOwn(memberId: number, id: number): Promise<WithdrawalRow | null> {
    return this.prisma.withdrawal.findFirst({
      where: { id, memberId },
      select: WITHDRAWAL_COLUMNS,
    });
  }

  /**
   * Moves a withdrawal from one of `from` to `to` in one conditional statement: of two callers
   * at once, the second waits for the first and then finds the status changed. Answers the row
   * as it is after the change, or null when nothing changed.
   */
  async transition(
    tx: Prisma.TransactionClient,
    scope: { merchantId?: number; memberId?: number },
    transition: Transition,
  ): Promise<WithdrawalRow | null> {
    const { count } = await tx.withdrawal.updateMany({
      where: { id: transition.id, ...scope, status: { in: [...transition.from] } },
      data: { ...transition.data, status: transition.to },
    });
    if (count === 0) return null;
    return tx.withdrawal.findUniqueOrThrow({
      where: { id: transition.id },
      select: WITHDRAWAL_COLUMNS,
    });
  }

  /** Adds images after the withdrawal's others (positions from 1). */
  async addImages(
    tx: Prisma.TransactionClient,
    withdrawalId: number,
    kind: WithdrawalImageKind,
    images: readonly KeptProof[],
  ): Promise<void> {
    if (images.length === 0) return;
    const existing = await tx.withdrawalImage.count({ where: { withdrawalId } });
    await tx.withdrawalImage.createMany({
      data: images.map((image, index) => ({
        ...image,
        withdrawalId,
        kind,
        position: existing + index + 1,
      })),
    });
  }

  /** An image of a withdrawal, of the member's own (memberId) or of the operator's site. */
  findImage(
    scope: { memberId: number } | { merchantId: number },
    withdrawalId: number,
    position: number,
  ) {
    return this.prisma.withdrawalImage.findFirst({
      where: { withdrawalId, position, withdrawal: scope },
      select: { storedName: true, mimeType: true },
    });
  }

  // ---------------------------------------------------------------- the console's queue

  async queue(
    filter: WithdrawalFilter,
    skip: number,
    take: number,
  ): Promise<{ rows: ConsoleWithdrawalRow[]; total: number; totalAmount: string }> {
    const where: Prisma.WithdrawalWhereInput = {
      merchantId: filter.merchantId,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.memberId ? { memberId: filter.memberId } : {}),
      ...(filter.account ? { member: { account: { startsWith: filter.account } } } : {}),
      createdAt: {
        ...(filter.from ? { gte: filter.from } : {}),
        ...(filter.before ? { lt: filter.before } : {}),
      },
    };
    const [rows, totals] = await Promise.all([
      this.prisma.withdrawal.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: CONSOLE_COLUMNS,
      }),
      this.prisma.withdrawal.aggregate({ where, _count: { _all: true }, _sum: { amount: true } }),
    ]);
    return {
      rows,
      total: totals._count._all,
      totalAmount: (totals._sum.amount ?? new Prisma.Decimal(0)).toFixed(2),
    };
  }

  findForSite(merchantId: number, id: number): Promise<ConsoleWithdrawalRow | null> {
    return this.prisma.withdrawal.findFirst({ where: { id, merchantId }, select: CONSOLE_COLUMNS });
  }

  // ---------------------------------------------------------------- the auto-confirm job

  /** Sites with payouts waiting for an answer. */
  async sitesWithPayouts(): Promise<number[]> {
    const rows = await this.prisma.withdrawal.findMany({
      where: { status: 'PAID' },
      distinct: ['merchantId'],
      select: { merchantId: true },
    });
    return rows.map((row) => row.merchantId);
  }

  /**
   * Confirms up to `batch` of the site's payouts paid at or before `paidBy` that nobody
   * answered. Rows a member is answering at that moment are skipped (their answer wins) and
   * picked up by a later run if still unanswered. Answers how many it confirmed.
   */
  autoConfirm(merchantId: number, paidBy: Date, now: Date, batch: number): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE withdrawal SET status = 'CONFIRMED', answered_at = ${now}, auto_confirmed = true
      WHERE id IN (
        SELECT id FROM withdrawal
        WHERE status = 'PAID' AND merchant_id = ${merchantId} AND paid_at <= ${paidBy}
        ORDER BY paid_at LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
        AND status = 'PAID'`;
  }
}
