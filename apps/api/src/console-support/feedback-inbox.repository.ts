import { Inject, Injectable } from '@nestjs/common';
import type { FeedbackStatus } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

const rowFields = {
  id: true,
  memberId: true,
  questionType: true,
  status: true,
  content: true,
  createdAt: true,
  repliedAt: true,
  closedAt: true,
  member: { select: { account: true } },
  _count: { select: { images: true } },
} as const;

const detailFields = {
  ...rowFields,
  reply: true,
  repliedBy: true,
  images: {
    select: { position: true, mimeType: true, sizeBytes: true },
    orderBy: { position: 'asc' },
  },
} as const;

/** The feedback members of the operator's site sent, as the support inbox reads and answers it. */
@Injectable()
export class FeedbackInboxRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * One page, newest first: index feedback(merchant_id, status, created_at) with a status,
   * feedback(merchant_id, created_at) without.
   */
  async page(merchantId: number, status: FeedbackStatus | undefined, skip: number, take: number) {
    const where = { merchantId, ...(status ? { status } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.feedback.findMany({
        where,
        select: rowFields,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
      this.prisma.feedback.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.feedback.findFirst({ where: { id, merchantId }, select: detailFields });
  }

  /**
   * Stores the reply unless the feedback was closed, and runs `then` (the member's message) in
   * the same transaction; answers how many rows changed (0 or 1).
   */
  async reply(
    merchantId: number,
    id: number,
    reply: string,
    operator: string,
    at: Date,
    then: (tx: Prisma.TransactionClient) => Promise<void>,
  ) {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.feedback.updateMany({
        where: { id, merchantId, status: { not: 'CLOSED' } },
        data: { reply, repliedBy: operator, repliedAt: at, status: 'REPLIED' },
      });
      if (count > 0) await then(tx);
      return count;
    });
  }

  /** Closes the feedback unless it already was; answers how many rows changed (0 or 1). */
  async close(merchantId: number, id: number, at: Date) {
    const { count } = await this.prisma.feedback.updateMany({
      where: { id, merchantId, status: { not: 'CLOSED' } },
      data: { status: 'CLOSED', closedAt: at },
    });
    return count;
  }

  /** An image of a feedback of the site, by its position (from 1). */
  findImage(merchantId: number, feedbackId: number, position: number) {
    return this.prisma.feedbackImage.findFirst({
      where: { feedbackId, position, feedback: { merchantId } },
      select: { storedName: true, mimeType: true },
    });
  }
}
