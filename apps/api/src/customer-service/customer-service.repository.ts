import { Inject, Injectable } from '@nestjs/common';
import type { CustomerServiceType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

@Injectable()
export class CustomerServiceRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The operator's channel of one type, if it configured one. */
  findChannel(merchantId: number, csType: CustomerServiceType) {
    return this.prisma.customerServiceChannel.findUnique({
      where: { merchantId_csType: { merchantId, csType } },
      select: { csType: true, path: true },
    });
  }

  /** The member's VIP rank level (null without a rank), scoped by the member's operator. */
  async rankLevelOf(merchantId: number, memberId: number): Promise<number | null> {
    const member = await this.prisma.member.findFirst({
      where: { id: memberId, merchantId },
      select: { vipRank: { select: { rankLevel: true } } },
    });
    return member?.vipRank?.rankLevel ?? null;
  }
}
