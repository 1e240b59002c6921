import {
  GAME_CATEGORY_ROUTES,
  gameCategoryForRoute,
  type GameCategory,
  type GameObject,
} from '@wps/shared-types';

const LOTTERY_PAGE = '/lottery';

export interface GameCategoryLink {
  category: GameCategory;
  /** Null for cockfight, which has no page and starts its game instead. */
  to: string | null;
  labelKey:
    | 'games.categories.slots'
    | 'games.categories.live'
    | 'games.categories.fishing'
    | 'games.categories.cards'
    | 'games.categories.sports'
    | 'games.categories.esports'
    | 'games.categories.lottery'
    | 'games.categories.elottery'
    | 'games.categories.cockfight';
}

/** The game categories of the header, in menu order. */
export const GAME_CATEGORY_LINKS: readonly GameCategoryLink[] = [
  { category: 'RNG', to: '/rng', labelKey: 'games.categories.slots' },
  { category: 'LIVE', to: '/live', labelKey: 'games.categories.live' },
  { category: 'FISH', to: '/fish', labelKey: 'games.categories.fishing' },
  { category: 'PVP', to: '/pvp', labelKey: 'games.categories.cards' },
  { category: 'SPORTS', to: '/sports', labelKey: 'games.categories.sports' },
  { category: 'ESPORTS', to: '/esports', labelKey: 'games.categories.esports' },
  // Lottery and e-lottery have no lobby: the header opens the lottery page at the first vendor.
  { category: 'LOTT', to: LOTTERY_PAGE, labelKey: 'games.categories.lottery' },
  { category: 'ELOTT', to: LOTTERY_PAGE, labelKey: 'games.categories.elottery' },
  // Cockfight has no lobby: it starts the DS88 game directly (spec 2 §2), in the /game frame.
  { category: 'COCKFIGHT', to: null, labelKey: 'games.categories.cockfight' },
];

/** The category of a lobby page, taken from its path (`/live` -> LIVE). */
export function categoryLinkOfPath(pathname: string): GameCategoryLink | undefined {
  // Router paths match case-insensitively; the shared table is lower case.
  const category = gameCategoryForRoute(pathname.toLowerCase());
  return GAME_CATEGORY_LINKS.find((link) => link.category === category);
}

/** The query parameter of a lobby's vendor: /rng picks its vendor tab with `page` (spec 2 §2). */
export function vendorParameter(category: GameCategory): 'page' | 'vendor' {
  return category === 'RNG' ? 'page' : 'vendor';
}

/** The lobby page of one vendor; null for categories without a lobby page. */
export function vendorPagePath(category: GameCategory, vassalage: string): string | null {
  const route = GAME_CATEGORY_ROUTES[category];
  if (!route) return null;
  return `${route}?${vendorParameter(category)}=${encodeURIComponent(vassalage)}`;
}

/** The vendor a lobby page shows, from its query (`page` on /rng, `vendor` elsewhere). */
export function vendorOfSearch(category: GameCategory, search: URLSearchParams): string {
  return search.get(vendorParameter(category)) ?? '';
}

/** The lottery page opened at one vendor (spec 2 §2: it serves the lottery vendors' games). */
export function lotteryPagePath(vendor: string | undefined): string {
  return vendor ? `${LOTTERY_PAGE}?vendor=${encodeURIComponent(vendor)}` : LOTTERY_PAGE;
}

/** The lottery page's query that opens one game, as a launch does (gameCode, vendor, playType). */
export function lotteryGameSearch(
  game: Pick<GameObject, 'gameCode' | 'vendor' | 'defaultPlayType'>,
): Record<string, string> {
  const search: Record<string, string> = { gameCode: game.gameCode, vendor: game.vendor };
  if (game.defaultPlayType) search.playType = game.defaultPlayType;
  return search;
}
