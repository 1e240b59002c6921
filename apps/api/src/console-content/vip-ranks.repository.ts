import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export type VipRankValues = Omit<
  Prisma.VipRankUncheckedCreateInput,
  'id' | 'merchantId' | 'members'
>;

const fields = {
  id: true,
  rankLevel: true,
  labelName: true,
  color: true,
  requirements: true,
  _count: { select: { members: true } },
} as const;

/** The operator's VIP ranks, always within its own site. */
@Injectable()
export class VipRanksRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page, lowest level first (unique vip_rank(merchant_id, rank_level)), and the total. */
  async page(merchantId: number, skip: number, take: number) {
    const where = { merchantId };
    const [rows, total] = await Promise.all([
      this.prisma.vipRank.findMany({
        where,
        select: fields,
        orderBy: { rankLevel: 'asc' },
        skip,
        take,
      }),
      this.prisma.vipRank.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.vipRank.findFirst({ where: { id, merchantId }, select: fields });
  }

  create(merchantId: number, values: VipRankValues) {
    return this.prisma.vipRank.create({ data: { merchantId, ...values }, select: fields });
  }

  update(merchantId: number, id: number, values: VipRankValues) {
    return this.prisma.vipRank.update({ where: { id, merchantId }, data: values, select: fields });
  }

  /** Deletes the rank if no member holds it (one statement); answers how many went. */
  async deleteUnheld(merchantId: number, id: number): Promise<number> {
    const { count } = await this.prisma.vipRank.deleteMany({
      where: { id, merchantId, members: { none: {} } },
    });
    return count;
  }
}
