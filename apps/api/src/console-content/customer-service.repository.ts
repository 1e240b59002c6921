import { Inject, Injectable } from '@nestjs/common';
import type { CustomerServiceType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

const fields = { csType: true, name: true, path: true } as const;

/** The operator's customer-service channels: one of each type at most. */
@Injectable()
export class CustomerServiceChannelsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async page(merchantId: number, skip: number, take: number) {
    const where = { merchantId };
    const [rows, total] = await Promise.all([
      this.prisma.customerServiceChannel.findMany({
        where,
        select: fields,
        orderBy: { csType: 'asc' },
        skip,
        take,
      }),
      this.prisma.customerServiceChannel.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, csType: CustomerServiceType) {
    return this.prisma.customerServiceChannel.findUnique({
      where: { merchantId_csType: { merchantId, csType } },
      select: fields,
    });
  }

  /** Sets the channel of this type, adding it if the site has none (unique per type). */
  save(merchantId: number, csType: CustomerServiceType, values: { name: string; path: string }) {
    return this.prisma.customerServiceChannel.upsert({
      where: { merchantId_csType: { merchantId, csType } },
      create: { merchantId, csType, ...values },
      update: values,
      select: fields,
    });
  }

  async delete(merchantId: number, csType: CustomerServiceType): Promise<number> {
    const { count } = await this.prisma.customerServiceChannel.deleteMany({
      where: { merchantId, csType },
    });
    return count;
  }
}
