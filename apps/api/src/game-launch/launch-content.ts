import { FOUR_D_GAME_CODE, PROVIDER_CLIENT_PATH, type GameCategory } from '@wps/shared-types';

// Lottery-type games open the lottery page instead of the game frame (spec 2 §2).
const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'] satisfies GameCategory[];

/** What a launch needs to know about the game it starts. */
export interface LaunchedGame {
  id: number;
  vendorCode: string;
  gameCode: string;
  /** In the launch's language where the catalogue has it, else the catalogue name. */
  name: string;
  categoryCode: string;
  defaultPlayType: string | null;
}

/**
 * Lottery-type games open the lottery page; every other game, and the built-in provider's own
 * 4D (its tickets are bought in the game frame), launches into the provider.
 */
export function isLotteryGame(game: LaunchedGame): boolean {
  return LOTTERY_CATEGORIES.includes(game.categoryCode) && game.gameCode !== FOUR_D_GAME_CODE;
}

/** The lottery page's path for a lottery-type game (LaunchGameResponse.content). */
export function lotteryPageContent(game: LaunchedGame): string {
  const query = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendorCode });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query}`;
}

/**
 * The game frame's path (LaunchGameResponse.content): the /game page frames `url`, the
 * provider's game client with the launch's player token, shows `name` as its title and, after a
 * lobby launch with a backUrl, returns to `back`.
 */
export function gamePageContent(game: LaunchedGame, playerToken: string, backUrl?: string): string {
  const url = `${PROVIDER_CLIENT_PATH}?token=${playerToken}`;
  const back = backUrl === undefined ? '' : `&back=${encodeURIComponent(backUrl)}`;
  return `/game?url=${encodeURIComponent(url)}&name=${encodeURIComponent(game.name)}${back}`;
}
