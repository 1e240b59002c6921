import {
  gameTypeFilters,
  isGameCategory,
  type GameCategory,
  type VendorLane,
} from '@wps/shared-types';
import {
  laneSources,
  listedCategory,
  type CatalogueVendor,
  type LaneSource,
} from './vendor-lanes.js';

/** Which games a list may show, as plain data; repositories turn it into SQL. */
export interface GameScope {
  /** Listed under one category: where its games are stored (empty matches nothing). */
  sources?: readonly LaneSource[];
  /** Only games of these vendors. */
  vendorIds?: readonly number[];
  /** Never games of these vendors (the disabled ones). */
  excludedVendorIds?: readonly number[];
}

/** What the lobby caches about the catalogue: its vendors and their lanes (plain JSON). */
export interface CatalogueStructure {
  vendors: CatalogueVendor[];
  lanes: VendorLane[];
}

/** The catalogue structure with the lookups every lobby answer needs. */
export class Catalogue {
  readonly vendorById: ReadonlyMap<number, CatalogueVendor>;
  readonly vendorByCode: ReadonlyMap<string, CatalogueVendor>;
  readonly disabledVendorIds: number[];
  private readonly laneIndex: ReadonlyMap<GameCategory, number>;

  constructor(readonly structure: CatalogueStructure) {
    this.vendorById = new Map(structure.vendors.map((vendor) => [vendor.id, vendor]));
    this.vendorByCode = new Map(structure.vendors.map((vendor) => [vendor.code, vendor]));
    this.disabledVendorIds = structure.vendors
      .filter((vendor) => !vendor.enabled)
      .map((vendor) => vendor.id);
    this.laneIndex = new Map(structure.lanes.map((lane, index) => [lane.gameCategory, index]));
  }

  /**
   * The category a game stored under `categoryCode` by this vendor is listed under: a
   * GameCategory, or the stored code itself when it is none of them.
   */
  listedCategoryOf(categoryCode: string, vendorId: number): string {
    const vendor = this.vendorById.get(vendorId);
    if (!vendor || !isGameCategory(categoryCode)) return categoryCode;
    return listedCategory(categoryCode, vendor.code);
  }

  /** Position of a category's lane (categories without a lane come last). */
  laneOrder(category: string): number {
    return this.laneIndex.get(category as GameCategory) ?? this.laneIndex.size;
  }

  /** Where a listed category's games are stored, optionally for one vendor code only. */
  sources(category: GameCategory, vassalage?: string): LaneSource[] {
    if (vassalage === undefined) return laneSources(category, this.structure.vendors);
    const vendor = this.vendorByCode.get(vassalage);
    return vendor ? laneSources(category, this.structure.vendors, vendor.id) : [];
  }

  /**
   * The games a list may show: those listed under `category` (of vendor `vassalage`), or of
   * that vendor, or of any enabled vendor.
   */
  scope(filter: { category?: GameCategory; vassalage?: string }): GameScope {
    if (filter.category) return { sources: this.sources(filter.category, filter.vassalage) };
    if (filter.vassalage) {
      const vendor = this.vendorByCode.get(filter.vassalage);
      return { vendorIds: vendor?.enabled ? [vendor.id] : [] };
    }
    return { excludedVendorIds: this.disabledVendorIds };
  }

  /** The lanes for an operator: the game types it does not offer left out of each lane. */
  lanesFor(operatorLanguages: readonly string[]): VendorLane[] {
    const offered = new Set<string>(gameTypeFilters(operatorLanguages));
    return this.structure.lanes.map((lane) => ({
      ...lane,
      gameClassify: lane.gameClassify.filter((entry) => offered.has(entry.code)),
    }));
  }
}
