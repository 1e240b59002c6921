import { Injectable } from '@nestjs/common';
import {
  GAME_TYPE_NAMES,
  gameTypeFilters,
  type GameTypeListResponse,
  type VendorListResponse,
} from '@wps/shared-types';
import { MerchantService } from '../merchant/merchant.service.js';
import { CatalogueCache } from './catalogue-cache.js';
import { Catalogue, type CatalogueStructure } from './catalogue.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { buildVendorLanes } from './vendor-lanes.js';

/** The catalogue's structure (vendors, lanes) and the answers made from it alone. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly cache: CatalogueCache,
    private readonly merchants: MerchantService,
  ) {}

  /** Vendors and lanes of the current catalogue version (store, then in-process). */
  catalogue(): Promise<Catalogue> {
    return this.cache.local(
      'structure',
      async () => new Catalogue(await this.cache.shared('structure', () => this.loadStructure())),
    );
  }

  /** The vendor lanes, adjusted (ESPORTS, COCKFIGHT after PVP), for the operator of `host`. */
  async vendorList(host: string | undefined): Promise<VendorListResponse> {
    const site = await this.merchants.siteForHost(host);
    return this.cache.local(`vendors:${site.languages.join(',')}`, async () => ({
      data: { lanes: (await this.catalogue()).lanesFor(site.languages) },
    }));
  }

  /** vendorList() serialised once per catalogue version and operator languages. */
  async vendorListJson(host: string | undefined): Promise<string> {
    const site = await this.merchants.siteForHost(host);
    return this.cache.local(`vendors-json:${site.languages.join(',')}`, async () =>
      JSON.stringify(await this.vendorList(host)),
    );
  }

  /** The game-type filter: SC, VP, TG, AC, JP, and BG only where the operator supports TY. */
  async gameTypes(host: string | undefined): Promise<GameTypeListResponse> {
    const site = await this.merchants.siteForHost(host);
    return {
      list: gameTypeFilters(site.languages).map((code) => ({ code, name: GAME_TYPE_NAMES[code] })),
    };
  }

  private async loadStructure(): Promise<CatalogueStructure> {
    const [categories, vendors, cards, types] = await Promise.all([
      this.repository.categories(),
      this.repository.vendors(),
      this.repository.vendorCards(),
      this.repository.vendorTypes(),
    ]);
    return { vendors, lanes: buildVendorLanes(categories, vendors, cards, types) };
  }
}
