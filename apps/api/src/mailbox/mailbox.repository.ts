import { Inject, Injectable } from '@nestjs/common';
import type { MailboxTemplate } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
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

/** A member's messages; every read and write is scoped by the member's id. */
@Injectable()
export class MailboxRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

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
    return this.prisma.mailboxMessage.count({ where: { memberId, readAt: null } });
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
