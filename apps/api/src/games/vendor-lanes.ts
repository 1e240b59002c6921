import {
  COCKFIGHT_VENDOR,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  GAME_TYPE_CODES,
  isGameCategory,
  isOneOf,
  type GameCategory,
  type GameTypeCode,
  type VendorCard,
  type VendorLane,
} from '@wps/shared-types';

// The catalogue lists vendors the way an upstream aggregator does: e-sports vendors and the
// cockfight vendor sit under SPORTS. The lobby lists them where players look for them (spec 2 §4).

/** A vendor of the catalogue as the lobby needs it. */
export interface CatalogueVendor {
  id: number;
  code: string;
  name: string;
  logoPath: string | null;
  enabled: boolean;
  maintenance: boolean;
  sortOrder: number;
}

/** A vendor's card in a stored category (vendor_category). */
export interface VendorCardRow {
  vendorId: number;
  categoryCode: string;
  isHot: number;
  sortOrder: number;
}

/** One game type a vendor offers in a stored category. */
export interface VendorTypeRow {
  vendorId: number;
  categoryCode: string;
  typeCode: string;
}

export interface CategoryRow {
  code: string;
  sortOrder: number;
}

/** The category a game or card stored under `stored` is listed under. */
export function listedCategory(stored: GameCategory, vendorCode: string): GameCategory {
  if (stored !== 'SPORTS') return stored;
  if (isOneOf(ESPORTS_VENDORS, vendorCode)) return 'ESPORTS';
  if (vendorCode === COCKFIGHT_VENDOR) return 'COCKFIGHT';
  return stored;
}

/**
 * The vendor lanes in display order: categories by their order, with the cockfight lane right
 * after PVP; enabled vendors only, each lane's cards by their order; per lane the game types and
 * which of its vendors offer them.
 */
export function buildVendorLanes(
  categories: readonly CategoryRow[],
  vendors: readonly CatalogueVendor[],
  cards: readonly VendorCardRow[],
  types: readonly VendorTypeRow[],
): VendorLane[] {
  const vendorById = new Map(vendors.map((vendor) => [vendor.id, vendor]));
  const laneCards = new Map<
    GameCategory,
    { card: VendorCard; order: number; vendorOrder: number }[]
  >();
  for (const row of cards) {
    const vendor = vendorById.get(row.vendorId);
    if (!vendor?.enabled || !isGameCategory(row.categoryCode)) continue;
    const category = listedCategory(row.categoryCode, vendor.code);
    const entries = laneCards.get(category) ?? [];
    if (entries.some((entry) => entry.card.vassalage === vendor.code)) continue;
    entries.push({
      card: {
        vassalage: vendor.code,
        name: vendor.name,
        logoUrl: vendor.logoPath,
        isHot: row.isHot === 1 ? 1 : 0,
      },
      order: row.sortOrder,
      vendorOrder: vendor.sortOrder,
    });
    laneCards.set(category, entries);
  }

  const typesByLane = new Map<GameCategory, Map<GameTypeCode, Set<string>>>();
  for (const row of types) {
    const vendor = vendorById.get(row.vendorId);
    if (!vendor?.enabled || !isGameCategory(row.categoryCode)) continue;
    if (!isOneOf(GAME_TYPE_CODES, row.typeCode)) continue;
    const category = listedCategory(row.categoryCode, vendor.code);
    const byCode = typesByLane.get(category) ?? new Map<GameTypeCode, Set<string>>();
    const offering = byCode.get(row.typeCode) ?? new Set<string>();
    offering.add(vendor.code);
    byCode.set(row.typeCode, offering);
    typesByLane.set(category, byCode);
  }

  const order = new Map(categories.map((category) => [category.code, category.sortOrder]));
  const laneOrder = (category: GameCategory) =>
    order.get(category) ?? 1000 + GAME_CATEGORIES.indexOf(category);
  const listed = [...laneCards.keys()].sort((a, b) => laneOrder(a) - laneOrder(b));
  // The cockfight lane sits right after PVP whatever the category order says (spec 2 §4).
  if (listed.includes('COCKFIGHT') && listed.includes('PVP')) {
    listed.splice(listed.indexOf('COCKFIGHT'), 1);
    listed.splice(listed.indexOf('PVP') + 1, 0, 'COCKFIGHT');
  }

  return listed.map((category) => {
    const entries = (laneCards.get(category) ?? []).sort(
      (a, b) =>
        a.order - b.order ||
        a.vendorOrder - b.vendorOrder ||
        a.card.vassalage.localeCompare(b.card.vassalage),
    );
    const cardsInLane = entries.map((entry) => entry.card);
    const cardOrder = cardsInLane.map((card) => card.vassalage);
    const byCode = typesByLane.get(category);
    return {
      title: category,
      gameCategory: category,
      cards: cardsInLane,
      gameClassify: GAME_TYPE_CODES.flatMap((code) => {
        const offering = byCode?.get(code);
        const vendorsOffering = cardOrder.filter((vendor) => offering?.has(vendor));
        return vendorsOffering.length > 0 ? [{ code, vendors: vendorsOffering }] : [];
      }),
    };
  });
}

/**
 * Where the games of a listed category are stored: per stored category, either the vendors to
 * take (`vendorIds`) or the vendors to leave out (`excludedVendorIds`: disabled ones and those
 * listed elsewhere). With `vendorId`, that vendor only. Empty when nothing can match.
 */
export interface LaneSource {
  storedCategory: GameCategory;
  vendorIds?: number[];
  excludedVendorIds?: number[];
}

export function laneSources(
  listed: GameCategory,
  vendors: readonly CatalogueVendor[],
  vendorId?: number,
): LaneSource[] {
  const sources: LaneSource[] = [];
  for (const stored of GAME_CATEGORIES) {
    const belongs = (vendor: CatalogueVendor) => listedCategory(stored, vendor.code) === listed;
    if (vendorId !== undefined) {
      const vendor = vendors.find((candidate) => candidate.id === vendorId);
      if (vendor?.enabled && belongs(vendor))
        sources.push({ storedCategory: stored, vendorIds: [vendorId] });
      continue;
    }
    if (!vendors.some(belongs)) continue;
    if (stored === listed) {
      const excludedVendorIds = vendors
        .filter((vendor) => !vendor.enabled || !belongs(vendor))
        .map((vendor) => vendor.id);
      sources.push({ storedCategory: stored, excludedVendorIds });
    } else {
      const vendorIds = vendors
        .filter((vendor) => vendor.enabled && belongs(vendor))
        .map((vendor) => vendor.id);
      if (vendorIds.length > 0) sources.push({ storedCategory: stored, vendorIds });
    }
  }
  return sources;
}
