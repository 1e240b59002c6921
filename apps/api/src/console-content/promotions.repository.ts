import { Inject, Injectable } from '@nestjs/common';
import type { PromotionType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export type PromotionValues = Omit<Prisma.PromotionUncheckedCreateInput, 'id' | 'merchantId'>;

const order = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** The operator's promotions, enabled or not, always within its own site. */
@Injectable()
export class PromotionsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page (index promotion(merchant_id, type, sort_order)) and the total. */
  async page(merchantId: number, type: PromotionType | undefined, skip: number, take: number) {
    const where: Prisma.PromotionWhereInput = { merchantId, ...(type ? { type } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.promotion.findMany({ where, orderBy: order, skip, take }),
      this.prisma.promotion.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.promotion.findFirst({ where: { id, merchantId } });
  }

  create(merchantId: number, values: PromotionValues) {
    return this.prisma.promotion.create({ data: { merchantId, ...values } });
  }

  update(merchantId: number, id: number, values: Partial<PromotionValues>) {
    return this.prisma.promotion.update({ where: { id, merchantId }, data: values });
  }
}
