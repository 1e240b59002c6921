import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Language } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { languageFor, type Visitor } from '../common/visitor.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import {
  MerchantRepository,
  type HostDirectory,
  type MerchantSite,
} from './merchant.repository.js';

// Site settings change rarely and are read on every page load; a short cache keeps them off
// the database without making an operator's edit wait long.
const CACHE_TTL_MS = 10_000;
// Sites are cached per merchant, never per host a client names; this bounds even a console
// with many white-label operators.
const MAX_CACHED_SITES = 500;
// Every API process listens here and drops its cached sites when an operator changes one.
const SITE_SETTINGS_CHANNEL = 'site-settings-changed';

/**
 * Which site a request is for. A host no operator claimed (whatever a client writes in Host,
 * `url` or `domain`) resolves to the default site without a query and without a cache entry of
 * its own: the directory of claimed hosts is read once per TTL.
 */
@Injectable()
export class MerchantService implements OnModuleInit, OnModuleDestroy {
  private directory: { value: Promise<HostDirectory | null>; expiresAt: number } | null = null;
  private readonly sites = new LRUCache<number, Promise<MerchantSite | null>>({
    max: MAX_CACHED_SITES,
    ttl: CACHE_TTL_MS,
  });

  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly merchants: MerchantRepository,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.store.subscribe(SITE_SETTINGS_CHANNEL, () => this.clearCache());
  }

  async onModuleDestroy(): Promise<void> {
    await this.unsubscribe?.();
  }

  /**
   * Tells every API process that site settings changed: each reads them again at once. This one
   * drops its cache before answering, so the caller's next request sees the change.
   */
  settingsChanged(): Promise<void> {
    this.clearCache();
    return this.store.publish(SITE_SETTINGS_CHANNEL, '');
  }

  /**
   * The language of a list's answer: the query's, else the X-Language header's, else the
   * site's default (the spec never makes a list's language required).
   */
  async answerLanguage(asked: Language | undefined, visitor: Visitor): Promise<Language> {
    if (asked) return asked;
    if (visitor.language) return visitor.language;
    return languageFor(visitor, (await this.siteForHost(visitor.host)).defaultLanguage);
  }

  /** The merchant for a host (port and case ignored), else the default merchant. */
  async siteForHost(host: string | undefined): Promise<MerchantSite> {
    const directory = await this.hostDirectory();
    const merchantId =
      directory?.merchantIdByHost.get(normaliseHost(host)) ?? directory?.defaultMerchantId;
    const site = merchantId === undefined ? null : await this.site(merchantId);
    if (!site) throw new AppError('SERVICE_UNAVAILABLE', 'The site has no operator configured yet');
    return site;
  }

  /**
   * The address of the site for links sent outside (a recovery e-mail): the request's own origin
   * when its host is one this site claims, else the site's primary domain. Never a host only the
   * client named: a link to it would hand the link's secret to whoever owns that host.
   */
  async siteOrigin(
    site: MerchantSite,
    request: { host: string; protocol: string },
  ): Promise<string> {
    const directory = await this.hostDirectory();
    if (directory?.merchantIdByHost.get(normaliseHost(request.host)) === site.id) {
      return `${request.protocol}://${request.host}`;
    }
    const primary = directory?.primaryHostByMerchantId.get(site.id);
    if (!primary) throw new AppError('SERVICE_UNAVAILABLE', 'The site has no domain configured');
    return `https://${primary}`;
  }

  /** How many sites are cached now: a bound, whatever hosts clients name. */
  get cachedSiteCount(): number {
    return this.sites.size;
  }

  /** Drops this process's cached sites (what `settingsChanged` does in every process). */
  clearCache(): void {
    this.directory = null;
    this.sites.clear();
  }

  private hostDirectory(): Promise<HostDirectory | null> {
    if (!this.directory || this.directory.expiresAt <= Date.now()) {
      const value = this.merchants.findHostDirectory();
      this.directory = { value, expiresAt: Date.now() + CACHE_TTL_MS };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (this.directory?.value === value) this.directory = null;
      });
    }
    return this.directory.value;
  }

  private site(merchantId: number): Promise<MerchantSite | null> {
    let site = this.sites.get(merchantId);
    if (!site) {
      site = this.merchants.findSite(merchantId);
      this.sites.set(merchantId, site);
      const loading = site;
      loading.catch(() => {
        if (this.sites.get(merchantId) === loading) this.sites.delete(merchantId);
      });
    }
    return site;
  }
}

export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  const withoutScheme = host.replace(/^[a-z]+:\/\//i, '').split('/')[0];
  return withoutScheme.replace(/:\d+$/, '').toLowerCase();
}
