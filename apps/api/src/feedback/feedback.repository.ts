import { Inject, Injectable } from '@nestjs/common';
import type { FeedbackQuestionType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

export interface NewFeedback {
  merchantId: number;
  memberId: number;
  questionType: FeedbackQuestionType;
  content: string;
  images: Array<{ storedName: string; mimeType: string; sizeBytes: number; sha256: string }>;
}

const FEEDBACK_SELECT = {
  id: true,
  questionType: true,
  content: true,
  createdAt: true,
  status: true,
  reply: true,
  repliedAt: true,
  images: {
    select: { mimeType: true, sizeBytes: true },
    orderBy: { position: 'asc' },
  },
} as const;

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The feedback and its images, in one transaction (a nested create is one). */
  create(feedback: NewFeedback) {
    return this.prisma.feedback.create({
      data: {
        merchantId: feedback.merchantId,
        memberId: feedback.memberId,
        questionType: feedback.questionType,
        content: feedback.content,
        images: {
          create: feedback.images.map((image, index) => ({ ...image, position: index + 1 })),
        },
      },
      select: FEEDBACK_SELECT,
    });
  }

  /** An image of the member's own feedback, by its position (from 1). */
  findImage(memberId: number, feedbackId: number, position: number) {
    return this.prisma.feedbackImage.findFirst({
      where: { feedbackId, position, feedback: { memberId } },
      select: { storedName: true, mimeType: true },
    });
  }

  /** One page of the member's own feedback, newest first (index feedback(member_id, created_at)). */
  async page(memberId: number, pageNo: number, pageSize: number) {
    const [rows, total] = await Promise.all([
      this.prisma.feedback.findMany({
        where: { memberId },
        select: FEEDBACK_SELECT,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
      }),
      this.prisma.feedback.count({ where: { memberId } }),
    ]);
    return { rows, total };
  }
}
