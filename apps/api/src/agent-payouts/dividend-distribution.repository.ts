import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

/** A due dividend as its distribution reads it (the payout row locked). */
export interface OwedDividend {
  id: bigint;
  merchantId: number;
  agentId: number;
  uplineId: number;
  amount: Prisma.Decimal;
  distributed: Prisma.Decimal;
  status: string;
  entryId: bigint | null;
}

/** The due dividends' reads and writes: the upline's distribution and the deadline job's. */
@Injectable()
export class DividendDistributionRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** A dividend the member owes as the holder's upline (any status); null for anyone else. */
  owedBy(uplineId: number, id: bigint) {
    return this.prisma.agentPayout.findFirst({
      where: { id, uplineId, kind: 'DIVIDEND', status: { in: ['DUE', 'PAID', 'FORCED'] } },
      select: { id: true, merchantId: true, agentId: true, uplineId: true },
    });
  }

  /** Locks the payout row: distributions of one dividend run one after another. */
  async lock(tx: Prisma.TransactionClient, id: bigint): Promise<OwedDividend> {
    const [row] = await tx.$queryRaw<
      {
        id: bigint;
        merchant_id: number;
        agent_id: number;
        upline_id: number;
        amount: Prisma.Decimal;
        distributed: Prisma.Decimal;
        status: string;
        entry_id: bigint | null;
      }[]
    >`
      SELECT id, merchant_id, agent_id, upline_id, amount, distributed, status::text, entry_id
      FROM agent_payout WHERE id = ${id} FOR UPDATE`;
    return {
      id: row.id,
      merchantId: row.merchant_id,
      agentId: row.agent_id,
      uplineId: row.upline_id,
      amount: row.amount,
      distributed: row.distributed,
      status: row.status,
      entryId: row.entry_id,
    };
  }

  /** Records a distribution: all of it (PAID or FORCED) or part of it (still DUE). */
  async distributed(
    tx: Prisma.TransactionClient,
    id: bigint,
    change: {
      distributed: Prisma.Decimal;
      status: 'DUE' | 'PAID' | 'FORCED';
      entryId: bigint;
      paidAt: Date | null;
    },
  ): Promise<void> {
    await tx.agentPayout.update({ where: { id }, data: change });
  }

  /** Due dividends past their deadline, oldest deadline first (index (status, due_by)). */
  async overdue(now: Date, take: number, after: bigint | null) {
    return this.prisma.agentPayout.findMany({
      where: {
        status: 'DUE',
        dueBy: { lte: now },
        ...(after === null ? {} : { id: { gt: after } }),
      },
      select: { id: true },
      orderBy: { id: 'asc' },
      take,
    });
  }

  async accountsOf(memberIds: number[]): Promise<Map<number, string>> {
    const rows = await this.prisma.member.findMany({
      where: { id: { in: memberIds } },
      select: { id: true, account: true },
    });
    return new Map(rows.map((row) => [row.id, row.account]));
  }
}
