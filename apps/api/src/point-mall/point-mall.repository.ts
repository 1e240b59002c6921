import { Inject, Injectable } from '@nestjs/common';
import type { PointGoodsCategory } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** The goods of the operator's points mall; only enabled goods are ever read. */
@Injectable()
export class PointMallRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page of goods (of one category when given) and how many there are in all. */
  async goodsPage(
    merchantId: number,
    category: PointGoodsCategory | undefined,
    skip: number,
    take: number,
  ) {
    const where = { merchantId, enabled: true, ...(category ? { category } : {}) };
    const [rows, total] = await this.prisma.$transaction([
      this.prisma.pointGoods.findMany({
        where,
        select: {
          id: true,
          category: true,
          imagePath: true,
          pointsRequired: true,
          stock: true,
          names: true,
        },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        skip,
        take,
      }),
      this.prisma.pointGoods.count({ where }),
    ]);
    return { rows, total };
  }
}
