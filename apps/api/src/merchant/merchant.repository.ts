import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

const SITE_INCLUDE = {
  modules: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  registerRules: { orderBy: { field: 'asc' } },
  resources: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
  customerServices: { orderBy: { id: 'asc' } },
} satisfies Prisma.MerchantInclude;

@Injectable()
export class MerchantRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The merchant serving a host name, with everything the site settings need. */
  async findSiteByHost(host: string) {
    const domain = await this.prisma.merchantDomain.findUnique({
      where: { host },
      select: { merchant: { include: SITE_INCLUDE } },
    });
    return domain?.merchant ?? null;
  }

  /** The first merchant: the site served on hosts no merchant has claimed. */
  async findDefaultSite() {
    return this.prisma.merchant.findFirst({ orderBy: { id: 'asc' }, include: SITE_INCLUDE });
  }
}

export type MerchantSite = NonNullable<Awaited<ReturnType<MerchantRepository['findDefaultSite']>>>;
