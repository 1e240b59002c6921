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

  /**
   * Which merchant serves each claimed host, and the default merchant (the first one), which
   * serves every other host; null when no merchant exists yet.
   */
  async findHostDirectory(): Promise<HostDirectory | null> {
    const [defaultMerchant, domains] = await Promise.all([
      this.prisma.merchant.findFirst({ orderBy: { id: 'asc' }, select: { id: true } }),
      this.prisma.merchantDomain.findMany({
        select: { host: true, merchantId: true, isPrimary: true },
      }),
    ]);
    if (!defaultMerchant) return null;
    return {
      defaultMerchantId: defaultMerchant.id,
      merchantIdByHost: new Map(domains.map((domain) => [domain.host, domain.merchantId])),
      primaryHostByMerchantId: new Map(
        domains
          .filter((domain) => domain.isPrimary)
          .map((domain) => [domain.merchantId, domain.host]),
      ),
    };
  }

  /** A merchant with everything the site settings need. */
  async findSite(merchantId: number) {
    return this.prisma.merchant.findUnique({ where: { id: merchantId }, include: SITE_INCLUDE });
  }
}

export interface HostDirectory {
  defaultMerchantId: number;
  /** Claimed hosts only: as many entries as the operators configured, whatever clients send. */
  merchantIdByHost: ReadonlyMap<string, number>;
  primaryHostByMerchantId: ReadonlyMap<number, string>;
}

export type MerchantSite = NonNullable<Awaited<ReturnType<MerchantRepository['findSite']>>>;
