import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

/** A banner's columns as the console writes them (all but its id and merchant). */
export type BannerValues = Omit<Prisma.BannerUncheckedCreateInput, 'id' | 'merchantId'>;

const order = [
  { groupName: 'asc' as const },
  { sortOrder: 'asc' as const },
  { id: 'asc' as const },
];

/** The operator's banners, always within its own site. */
@Injectable()
export class BannersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page of banners (index banner(merchant_id, group_name, sort_order)) and the total. */
  async page(
    merchantId: number,
    filter: { group?: string; language?: string },
    skip: number,
    take: number,
  ) {
    const where: Prisma.BannerWhereInput = {
      merchantId,
      ...(filter.group ? { groupName: filter.group } : {}),
      ...(filter.language ? { language: filter.language } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.banner.findMany({ where, orderBy: order, skip, take }),
      this.prisma.banner.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.banner.findFirst({ where: { id, merchantId } });
  }

  create(merchantId: number, values: BannerValues) {
    return this.prisma.banner.create({ data: { merchantId, ...values } });
  }

  update(merchantId: number, id: number, values: BannerValues) {
    return this.prisma.banner.update({ where: { id, merchantId }, data: values });
  }

  delete(merchantId: number, id: number) {
    return this.prisma.banner.delete({ where: { id, merchantId } });
  }
}
