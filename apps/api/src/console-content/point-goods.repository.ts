import { Inject, Injectable } from '@nestjs/common';
import type { PointGoodsCategory } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export type PointGoodsValues = Omit<Prisma.PointGoodsUncheckedCreateInput, 'id' | 'merchantId'>;

const order = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** The goods of the operator's points mall, enabled or not, always within its own site. */
@Injectable()
export class PointGoodsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page (index point_goods(merchant_id, category, sort_order)) and the total. */
  async page(
    merchantId: number,
    category: PointGoodsCategory | undefined,
    skip: number,
    take: number,
  ) {
    const where: Prisma.PointGoodsWhereInput = { merchantId, ...(category ? { category } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.pointGoods.findMany({ where, orderBy: order, skip, take }),
      this.prisma.pointGoods.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.pointGoods.findFirst({ where: { id, merchantId } });
  }

  create(merchantId: number, values: PointGoodsValues) {
    return this.prisma.pointGoods.create({ data: { merchantId, ...values } });
  }

  update(merchantId: number, id: number, values: Partial<PointGoodsValues>) {
    return this.prisma.pointGoods.update({ where: { id, merchantId }, data: values });
  }
}
