import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

@Injectable()
export class SystemRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The merchant's domains, fastest (lowest speed figure) first. */
  findDomains(merchantId: number) {
    return this.prisma.merchantDomain.findMany({
      where: { merchantId },
      select: { host: true, speed: true },
      orderBy: [{ speed: 'asc' }, { id: 'asc' }],
    });
  }

  /** The merchant's VIP ranks, lowest level first. */
  findVipRanks(merchantId: number) {
    return this.prisma.vipRank.findMany({
      where: { merchantId },
      select: { rankLevel: true, labelName: true, color: true, requirements: true },
      orderBy: { rankLevel: 'asc' },
    });
  }
}
