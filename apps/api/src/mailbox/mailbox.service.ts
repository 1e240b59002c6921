import { Injectable } from '@nestjs/common';
import {
  MAILBOX_TEMPLATES,
  type MailboxMessage,
  type MailboxPage,
  type MailboxTemplate,
  type MailboxUnreadCount,
  type OperatorMessageTexts,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';
import { MailboxRepository, type StoredMessage } from './mailbox.repository.js';

/** A message to send: the web renders `mailbox.<template>` with `params` in the reader's language. */
export interface MailboxLetter {
  memberId: number;
  template: MailboxTemplate;
  params: Record<string, string>;
}

/**
 * The member's mailbox (spec 1: messageV2 and the header's unread badge). Other features send
 * through `send`, inside their own transaction, so a message leaves with the change it tells of.
 */
@Injectable()
export class MailboxService {
  constructor(private readonly repository: MailboxRepository) {}

  send(client: Prisma.TransactionClient | PrismaClient, letters: MailboxLetter[]): Promise<void> {
    return this.repository.add(client, letters);
  }

  async page(memberId: number, pageNo: number, pageSize: number): Promise<MailboxPage> {
    const [rows, totalCount, unreadCount] = await Promise.all([
      this.repository.page(memberId, (pageNo - 1) * pageSize, pageSize),
      this.repository.count(memberId),
      this.repository.unread(memberId),
    ]);
    return {
      list: rows.map(toMessage),
      pageNo,
      pageSize,
      totalCount,
      totalPages: pageCount(totalCount, pageSize),
      unreadCount,
    };
  }

  async unreadCount(memberId: number): Promise<MailboxUnreadCount> {
    return { count: await this.repository.unread(memberId) };
  }

  async read(memberId: number, id: number): Promise<MailboxMessage> {
    const row = await this.repository.markRead(memberId, BigInt(id));
    if (!row) throw new AppError('NOT_FOUND', 'No such message');
    return toMessage(row);
  }

  /** Deletes one of the member's messages; another member's is not found (404). */
  async remove(memberId: number, id: number): Promise<MailboxUnreadCount> {
    if (!(await this.repository.remove(memberId, BigInt(id)))) {
      throw new AppError('NOT_FOUND', 'No such message');
    }
    return this.unreadCount(memberId);
  }

  async readAll(memberId: number): Promise<MailboxUnreadCount> {
    await this.repository.markAllRead(memberId);
    return { count: 0 };
  }
}

function toMessage(row: StoredMessage): MailboxMessage {
  const params = row.params && typeof row.params === 'object' && !Array.isArray(row.params);
  return {
    id: Number(row.id),
    template:
      MAILBOX_TEMPLATES.find((template) => template === row.template) ?? MAILBOX_TEMPLATES[0],
    params: params ? (row.params as Record<string, string>) : {},
    operatorText: row.broadcast ? (row.broadcast.texts as OperatorMessageTexts) : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
