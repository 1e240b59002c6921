// Game catalogue codes, lobby constants and the game-list contracts (spec 2).
import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';

// Game categories in header order. In requests the category travels as `gameType`.
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return isOneOf(GAME_CATEGORIES, value);
}

// The lobby page of each category. Lottery and e-lottery start the first vendor's game
// directly, and cockfight starts its game directly, so they have no lobby route.
export const GAME_CATEGORY_ROUTES: Readonly<Record<GameCategory, string | null>> = {
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  LOTT: null,
  ELOTT: null,
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: null,
};

// The category a lobby path shows (the page takes it from the path), or null.
export function gameCategoryForRoute(path: string): GameCategory | null {
  const route = path.split(/[?#]/, 1)[0] ?? '';
  const found = GAME_CATEGORIES.find((category) => GAME_CATEGORY_ROUTES[category] === route);
  return found ?? null;
}

// Game-type filter of the electronic-games lobby. The codes travel as `gameClassify`, and each
// vendor lane lists which vendors offer which code.
export const GAME_TYPE_CODES = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameTypeCode = (typeof GAME_TYPE_CODES)[number];

export const GAME_TYPE_NAMES: Readonly<Record<GameTypeCode, string>> = {
  SC: 'Scratch Card',
  VP: 'Video Poker',
  TG: 'Board Game',
  AC: 'Arcade',
  JP: 'Slot machine',
  BG: 'Bingo',
};

// Bingo is offered only where the operator supports the TY language.
export const BINGO_LANGUAGE = 'TY';

export function gameTypeFilters(supportedLanguages: readonly string[]): GameTypeCode[] {
  const bingoOffered = supportedLanguages.includes(BINGO_LANGUAGE);
  return GAME_TYPE_CODES.filter((code) => code !== 'BG' || bingoOffered);
}

// Sports vendors that are really e-sports; they are listed under ESPORTS.
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export type EsportsVendor = (typeof ESPORTS_VENDORS)[number];

// The cockfight vendor; listed under COCKFIGHT (after PVP), not under SPORTS.
export const COCKFIGHT_VENDOR = 'DS88';

// Vendors served by the /lottery page (query gameCode, vendor, playType).
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export type LotteryVendor = (typeof LOTTERY_VENDORS)[number];

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

// The e-lottery mode applies when the vendor list has an ELOTT lane holding a TCG_LOTTO_VN or
// LOTT card; otherwise the lottery mode.
export function prizeModeFor(lanes: readonly VendorLane[]): PrizeMode {
  const electronicLottery = lanes.some(
    (lane) =>
      lane.gameCategory === 'ELOTT' &&
      lane.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT'),
  );
  return electronicLottery ? 'Elott' : 'Lott';
}

// Minimum-bet filter; 'All' means no filter, the other options travel as `minBet`.
export const MINIMUM_BET_FILTERS = ['All', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinimumBetFilter = (typeof MINIMUM_BET_FILTERS)[number];

export const GAME_PAGE_SIZE = 12;
// Client type 3 is the web client in every game and lottery call.
export const CLIENT_TYPE = 3;

export const GAME_PLATFORMS = ['flash', 'html5-desktop'] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];
export const DEFAULT_GAME_PLATFORM: GamePlatform = 'html5-desktop';

// The vendor carousel shows arrows only when it cannot show every vendor.
export const VENDOR_CAROUSEL_ARROWS_ABOVE = 7;
// A header dropdown lists at most 11 vendors, with a "more" button from 11 vendors on.
export const NAVIGATION_DROPDOWN_MAX_VENDORS = 11;

// The winner board asks for 50 entries and shows only wins above 50000.
export const WINNER_BOARD_LIMIT = 50;
export const WINNER_BOARD_WIN_THRESHOLD = 50000;

export const POPULAR_LOTTERY_COUNT = 20;
export const VIETNAMESE_LOTTERY_NUMBERS_COUNT = 100;

// GET game list: the lobby's filters. Optional filters are left out when not chosen. Here and in
// every lobby list, a query without language answers in the X-Language header's, else the site's.
export interface GameQuery {
  clientType: number;
  platform: GamePlatform;
  // Both carry the brand's merchant code.
  channel: string;
  merchant: string;
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: GameTypeCode;
  gameName?: string;
  minBet?: Exclude<MinimumBetFilter, 'All'>;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language?: Language;
}

// isGame marks what a click does: launch the game, or (VASSALAGE) open that vendor's game list.
export const GAME_ENTRY_KINDS = ['GAME', 'VASSALAGE'] as const;
export type GameEntryKind = (typeof GAME_ENTRY_KINDS)[number];

export interface GameObject {
  // Catalogue id; the favourite calls name the game by it.
  nodeId: string;
  gameType: GameCategory;
  isGame: GameEntryKind;
  // Wallet vendor (accountTypeName in older payloads).
  vendor: string;
  gameCode: string;
  gameName: string;
  imageUrl: string | null;
  defaultPlayType: string | null;
  // Catalogue vendor the game is listed under.
  vassalage: string;
}

export interface GameListResponse {
  games: GameObject[];
  totalPages: number;
}

export interface FavouriteListResponse {
  content: GameObject[];
  totalPages: number;
}

export interface RecentListResponse {
  list: GameObject[];
  totalPages: number;
}

// Hot games come as a single page.
export interface HotListResponse {
  list: GameObject[];
}

// Add or remove favourite.
export interface FavouriteGame {
  nodeId: string;
  vendor: string;
  gameType: GameCategory;
}

// isHot 1 marks a hot vendor.
export const HOT_VENDOR = 1;

export interface VendorCard {
  vassalage: string;
  name: string;
  logoUrl: string | null;
  isHot: 0 | 1;
}

// Which vendors offer one game-type code; the classify filter shows the codes of the chosen
// vendor.
export interface GameClassifyEntry {
  code: GameTypeCode;
  vendors: string[];
}

export interface VendorLane {
  // Display title (legacy data uses the category code; the web translates it).
  title: string;
  gameCategory: GameCategory;
  cards: VendorCard[];
  gameClassify: GameClassifyEntry[];
}

// The API already places e-sports vendors under ESPORTS and the cockfight vendor under
// COCKFIGHT, so clients use the lanes as they come.
export interface VendorListResponse {
  data: { lanes: VendorLane[] };
}
