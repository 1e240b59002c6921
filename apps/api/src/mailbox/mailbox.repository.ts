import { Inject, Injectable } from '@nestjs/common';
import type { MailboxTemplate } from '@wps/shared-types';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import { GroupSender } from '../database/group-sender.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export interface StoredMessage {
  id: bigint;
  template: string;
  params: Prisma.JsonValue;
  createdAt: Date;
  readAt: Date | null;
  broadcast: { texts: Prisma.JsonValue } | null;
}

const COLUMNS = {
  id: true,
  template: true,
  params: true,
  createdAt: true,
  readAt: true,
  // An operator's message: its texts, joined in the same query.
  broadcast: { select: { texts: true } },
} as const;

// The header's badge: every signed-in page asks it every minute, the most frequent read of the
// site. The counts of all the requests that arrive while the previous statement is out go in one
// named prepared statement, each an index-only count of mailbox_message_unread_idx.
const UNREAD_COUNTS_SQL = `
  SELECT q.n::int AS n,
         (SELECT count(*) FROM mailbox_message m
          WHERE m.member_id = q.member_id AND m.read_at IS NULL)::int AS count
  FROM unnest($1::int[]) WITH ORDINALITY AS q(member_id, n)`;
const UNREAD_GROUP = { maxGroup: 128, maxInFlight: 2 };

/** A member's messages; every read and write is scoped by the member's id. */
@Injectable()
export class MailboxRepository {
  private readonly unreadCounts = new GroupSender<number, number>(
    (memberIds) => this.unreadGroup(memberIds),
    UNREAD_GROUP,
  );

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async add(
    client: Prisma.TransactionClient | PrismaClient,
    messages: { memberId: number; template: MailboxTemplate; params: Record<string, string> }[],
  ): Promise<void> {
    if (messages.length === 0) return;
    await client.mailboxMessage.createMany({ data: messages });
  }

  async page(memberId: number, offset: number, limit: number): Promise<StoredMessage[]> {
    return this.prisma.mailboxMessage.findMany({
      where: { memberId },
      orderBy: { id: 'desc' },
      skip: offset,
      take: limit,
      select: COLUMNS,
    });
  }

  count(memberId: number): Promise<number> {
    return this.prisma.mailboxMessage.count({ where: { memberId } });
  }

  unread(memberId: number): Promise<number> {
    return this.unreadCounts.submit(memberId);
  }

  private async unreadGroup(memberIds: number[]): Promise<number[]> {
    const { rows } = await this.pool.query<{ n: number; count: number }>({
      name: 'mailbox_unread_counts',
      text: UNREAD_COUNTS_SQL,
      values: [memberIds],
    });
    const counts = new Map(rows.map((row) => [row.n, row.count]));
    return memberIds.map((_, index) => counts.get(index + 1) ?? 0);
  }

  /** Marks the member's message read (once: a second call keeps the first time). */
  async markRead(memberId: number, id: bigint): Promise<StoredMessage | null> {
    await this.prisma.mailboxMessage.updateMany({
      where: { id, memberId, readAt: null },
      data: { readAt: new Date() },
    });
    return this.prisma.mailboxMessage.findFirst({ where: { id, memberId }, select: COLUMNS });
  }

  /** Deletes the member's message; false when the member has no such message. */
  async remove(memberId: number, id: bigint): Promise<boolean> {
    const { count } = await this.prisma.mailboxMessage.deleteMany({ where: { id, memberId } });
    return count > 0;
  }

  async markAllRead(memberId: number): Promise<void> {
    await this.prisma.mailboxMessage.updateMany({
      where: { memberId, readAt: null },
      data: { readAt: new Date() },
    });
  }
}
