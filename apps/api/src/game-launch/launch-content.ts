import type { GameCategory } from '@wps/shared-types';

// Lottery-type games open the lottery page instead of the game frame (spec 2 §2).
const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'] satisfies GameCategory[];

/** What a launch needs to know about the game it starts. */
export interface LaunchedGame {
  id: number;
  vendorCode: string;
  gameCode: string;
  categoryCode: string;
  defaultPlayType: string | null;
}

/** The site path the web opens for a launched game (LaunchGameResponse.content). */
export function launchContent(game: LaunchedGame): string {
  if (LOTTERY_CATEGORIES.includes(game.categoryCode)) {
    const query = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendorCode });
    if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
    return `/lottery?${query}`;
  }
  return gamePageContent(game);
}

/** The game frame's path; the only place that says how the /game page finds its game. */
function gamePageContent(game: LaunchedGame): string {
  const query = new URLSearchParams({
    vendor: game.vendorCode,
    gameCode: game.gameCode,
    nodeId: String(game.id),
  });
  return `/game?${query}`;
}
