import { Inject, Injectable } from '@nestjs/common';
import { dailyUseSince } from '../common/daily-use.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma, type MemberTransferDirection } from '../generated/prisma/client.js';

const PARTY = { select: { account: true, nickname: true } } as const;
const TRANSFER_COLUMNS = {
  id: true,
  amount: true,
  memberId: true,
  receiverId: true,
  direction: true,
  createdAt: true,
  member: PARTY,
  receiver: PARTY,
} as const;

export type MemberTransferRow = Prisma.MemberTransferGetPayload<{
  select: typeof TRANSFER_COLUMNS;
}>;

export interface NewMemberTransfer {
  merchantId: number;
  memberId: number;
  receiverId: number;
  direction: MemberTransferDirection;
  requestKey: string;
  amount: string;
  entryId: bigint;
  createdAt: Date;
}

// See WithdrawalsRepository: a member's transfers wait for each other, then post to the ledger.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Transfers between members along the agent tree, read by their sender and their receiver. */
@Injectable()
export class MemberTransfersRepository {
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
  ): Promise<MemberTransferRow | null> {
    return tx.memberTransfer.findUnique({
      where: { memberId_requestKey: { memberId, requestKey } },
      select: TRANSFER_COLUMNS,
    });
  }

  /** What the member sent in this direction since `since`. */
  async sentSince(
    client: Prisma.TransactionClient,
    memberId: number,
    direction: MemberTransferDirection,
    since: Date,
  ): Promise<string> {
    const sent = await dailyUseSince(
      client,
      'member_transfer',
      memberId,
      since,
      Prisma.sql`direction = ${direction}::"MemberTransferDirection"`,
    );
    return sent.amount;
  }

  sentToday(memberId: number, direction: MemberTransferDirection, since: Date): Promise<string> {
    return this.sentSince(this.prisma, memberId, direction, since);
  }

  insert(tx: Prisma.TransactionClient, transfer: NewMemberTransfer): Promise<MemberTransferRow> {
    return tx.memberTransfer.create({ data: transfer, select: TRANSFER_COLUMNS });
  }

  /** A page of the member's transfers, newest first: what it sent in one direction, or all. */
  async page(
    where: { sentBy: number; direction: MemberTransferDirection } | { party: number },
    skip: number,
    take: number,
  ): Promise<{ rows: MemberTransferRow[]; total: number }> {
    const filter: Prisma.MemberTransferWhereInput =
      'party' in where
        ? { OR: [{ memberId: where.party }, { receiverId: where.party }] }
        : { memberId: where.sentBy, direction: where.direction };
    const [rows, total] = await Promise.all([
      this.prisma.memberTransfer.findMany({
        where: filter,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: TRANSFER_COLUMNS,
      }),
      this.prisma.memberTransfer.count({ where: filter }),
    ]);
    return { rows, total };
  }
}
