import type { LotteryMenuGame, LotteryMenuResponse } from '@wps/shared-types';

// The Vietnamese games get the long result list (count 100, spec 2 §9).
export const VIETNAMESE_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

export interface LotteryPageQuery {
  gameCode: string | null;
  vendor: string | null;
  playType: string | null;
}

export function lotteryPageQuery(search: URLSearchParams): LotteryPageQuery {
  return {
    gameCode: search.get('gameCode'),
    vendor: search.get('vendor'),
    playType: search.get('playType'),
  };
}

/** Every game of the menus, once each, in menu order. */
export function menuGames(menus: LotteryMenuResponse | undefined): LotteryMenuGame[] {
  const games = new Map<string, LotteryMenuGame>();
  for (const group of menus?.groups ?? []) {
    for (const game of group.gameMenus) if (!games.has(game.gameId)) games.set(game.gameId, game);
  }
  return [...games.values()];
}

/** The game the page shows: the one named by gameCode, else the vendor's first, else the first. */
export function selectedGame(
  games: readonly LotteryMenuGame[],
  query: LotteryPageQuery,
): LotteryMenuGame | undefined {
  return (
    games.find((game) => game.gameCode === query.gameCode) ??
    games.find((game) => game.vendor === query.vendor) ??
    games[0]
  );
}

/** The play type on the board: the query's, when it is about this game, else the game's default. */
export function selectedPlayType(game: LotteryMenuGame, query: LotteryPageQuery): string | null {
  return (game.gameCode === query.gameCode && query.playType) || game.defaultPlayType;
}

export function isVietnameseLottery(game: LotteryMenuGame): boolean {
  return game.vendor === VIETNAMESE_LOTTERY_VENDOR;
}
