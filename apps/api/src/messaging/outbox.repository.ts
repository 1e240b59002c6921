import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { OutboxChannel } from '../generated/prisma/client.js';

export interface OutboxFilter {
  recipient?: string;
  channel?: OutboxChannel;
  limit: number;
}

@Injectable()
export class OutboxRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async record(channel: OutboxChannel, recipient: string, text: string): Promise<void> {
    await this.prisma.outboxMessage.create({ data: { channel, recipient, text } });
  }

  /** Newest first. */
  findNewest({ recipient, channel, limit }: OutboxFilter) {
    return this.prisma.outboxMessage.findMany({
      where: { recipient, channel },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
