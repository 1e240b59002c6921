import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

const TRANSFER_COLUMNS = {
  id: true,
  amount: true,
  uplineId: true,
  createdAt: true,
  upline: { select: { account: true, nickname: true } },
} as const;

export type UplineTransferRow = Prisma.UplineTransferGetPayload<{
  select: typeof TRANSFER_COLUMNS;
}>;

export interface NewUplineTransfer {
  merchantId: number;
  memberId: number;
  uplineId: number;
  requestKey: string;
  amount: string;
  entryId: bigint;
  createdAt: Date;
}

// See WithdrawalsRepository: a member's transfers wait for each other, then post to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Transfers to the upline, read by their sender only. */
@Injectable()
export class UplineTransfersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /** The member's upline agent, if it has one. */
  async upline(
    memberId: number,
  ): Promise<{ id: number; account: string; nickname: string } | null> {
    const member = await this.prisma.member.findUnique({
      where: { id: memberId },
      select: { upline: { select: { id: true, account: true, nickname: true } } },
    });
    return member?.upline ?? null;
  }

  /** Holds the member's row until the transaction ends: one transfer of the member at a time. */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
    await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
  }

  findByKey(
    tx: Prisma.TransactionClient,
    memberId: number,
    requestKey: string,
  ): Promise<UplineTransferRow | null> {
    return tx.uplineTransfer.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: TRANSFER_COLUMNS,
    });
  }

  async sentSince(
    client: Prisma.TransactionClient,
    memberId: number,
    since: Date,
  ): Promise<string> {
    const sent = await client.uplineTransfer.aggregate({
      where: { memberId, createdAt: { gte: since } },
      _sum: { amount: true },
    });
    return (sent._sum.amount ?? new Prisma.Decimal(0)).toFixed(2);
  }

  sentToday(memberId: number, since: Date): Promise<string> {
    return this.sentSince(this.prisma, memberId, since);
  }

  insert(tx: Prisma.TransactionClient, transfer: NewUplineTransfer): Promise<UplineTransferRow> {
    return tx.uplineTransfer.create({ data: transfer, select: TRANSFER_COLUMNS });
  }

  async page(
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ rows: UplineTransferRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.uplineTransfer.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: TRANSFER_COLUMNS,
      }),
      this.prisma.uplineTransfer.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }
}
