import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { MerchantRepository, type MerchantSite } from './merchant.repository.js';

// Site settings change rarely and are read on every page load; a short cache keeps them off
// the database without making an operator's edit wait long.
const CACHE_TTL_MS = 10_000;

@Injectable()
export class MerchantService {
  private readonly cache = new Map<string, { site: MerchantSite; expiresAt: number }>();

  constructor(private readonly merchants: MerchantRepository) {}

  /** The merchant for a host (port and case ignored), else the default merchant. */
  async siteForHost(host: string | undefined): Promise<MerchantSite> {
    const hostName = normaliseHost(host);
    const cached = this.cache.get(hostName);
    if (cached && cached.expiresAt > Date.now()) return cached.site;
    const site =
      (hostName ? await this.merchants.findSiteByHost(hostName) : null) ??
      (await this.merchants.findDefaultSite());
    if (!site) throw new AppError('SERVICE_UNAVAILABLE', 'The site has no operator configured yet');
    this.cache.set(hostName, { site, expiresAt: Date.now() + CACHE_TTL_MS });
    return site;
  }

  clearCache(): void {
    this.cache.clear();
  }
}

export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  const withoutScheme = host.replace(/^[a-z]+:\/\//i, '').split('/')[0];
  return withoutScheme.replace(/:\d+$/, '').toLowerCase();
}
