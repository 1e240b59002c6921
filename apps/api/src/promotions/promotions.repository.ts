import { Inject, Injectable } from '@nestjs/common';
import type { PromotionType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

const summaryFields = {
  id: true,
  type: true,
  tag: true,
  imagePath: true,
  startsAt: true,
  endsAt: true,
  texts: true,
} as const;
const listOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** The operator's promotions; only enabled ones are ever read. */
@Injectable()
export class PromotionsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page of promotions (of one type when given) and how many there are in all. */
  async page(merchantId: number, type: PromotionType | undefined, skip: number, take: number) {
    const where = { merchantId, enabled: true, ...(type ? { type } : {}) };
    const [rows, total] = await this.prisma.$transaction([
      this.prisma.promotion.findMany({
        where,
        select: summaryFields,
        orderBy: listOrder,
        skip,
        take,
      }),
      this.prisma.promotion.count({ where }),
    ]);
    return { rows, total };
  }

  findById(merchantId: number, id: number) {
    return this.prisma.promotion.findFirst({
      where: { id, merchantId, enabled: true },
      select: summaryFields,
    });
  }

  /** Each type with at least one promotion on show, and whether a referral promotion runs now. */
  async types(merchantId: number, now: Date) {
    const [rows, referral] = await this.prisma.$transaction([
      this.prisma.promotion.findMany({
        where: { merchantId, enabled: true },
        select: { type: true },
        distinct: ['type'],
      }),
      this.prisma.promotion.findFirst({
        where: {
          merchantId,
          enabled: true,
          type: 'REFERRAL',
          startsAt: { lte: now },
          OR: [{ endsAt: null }, { endsAt: { gt: now } }],
        },
        select: { id: true },
      }),
    ]);
    return { types: rows.map((row) => row.type), referralRunning: referral !== null };
  }
}
