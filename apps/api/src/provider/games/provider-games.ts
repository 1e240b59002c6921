import { FOUR_D_GAME_CODE, type GameCategory, type ProviderGameCode } from '@wps/shared-types';
import { BACCARAT_CODE, baccarat } from './baccarat.js';
import { COCKFIGHT_CODE, cockfight } from './cockfight.js';
import { DRAGON_TIGER_CODE, dragonTiger } from './dragon-tiger.js';
import { FISHING_CODE, fishing } from './fishing.js';
import { FOUR_D_CODE } from './four-d.js';
import { HARIMAU_EMAS_CODE, harimauEmas } from './harimau-emas.js';
import { ROULETTE_CODE, roulette } from './roulette.js';
import { ESPORTS_CODE, SPORTSBOOK_CODE } from './sportsbook.js';

/** Every game the built-in provider serves, by game code. */
export const PROVIDER_GAMES = {
  [HARIMAU_EMAS_CODE]: harimauEmas,
  [BACCARAT_CODE]: baccarat,
  [ROULETTE_CODE]: roulette,
  [DRAGON_TIGER_CODE]: dragonTiger,
  [COCKFIGHT_CODE]: cockfight,
  [FISHING_CODE]: fishing,
} as const;

/** The outcome of a round of any of them. */
export type ProviderOutcome = ReturnType<
  (typeof PROVIDER_GAMES)[keyof typeof PROVIDER_GAMES]['play']
>;

// Slots open the slot and fishing games the fishing game; every other category (live casino,
// card games, sports, cockfight...) is a table of bets on an outcome.
const CATEGORY_GAMES: Readonly<Partial<Record<GameCategory, ProviderGameCode>>> = {
  RNG: HARIMAU_EMAS_CODE,
  FISH: FISHING_CODE,
};

// A table of a kind the provider deals itself opens that game (by the vendor's classify of the
// catalogue game); every other table opens baccarat. Sportsbooks and virtual sports open the
// football book, e-sports the e-sports book (docs/decisions.md).
const TABLE_GAMES: Readonly<Record<string, ProviderGameCode>> = {
  ROULETTE: ROULETTE_CODE,
  DRAGON_TIGER: DRAGON_TIGER_CODE,
  COCKFIGHT: COCKFIGHT_CODE,
  SPORTSBOOK: SPORTSBOOK_CODE,
  VIRTUAL: SPORTSBOOK_CODE,
  ESPORTS: ESPORTS_CODE,
};

/** The provider game a catalogue game launches into. */
export function providerGameFor(
  categoryCode: string,
  gameCode: string,
  classifyCode: string | null,
): ProviderGameCode {
  // The provider's own lottery is one catalogue game; its tickets are bought, not played.
  if (gameCode === FOUR_D_GAME_CODE) return FOUR_D_CODE;
  const categoryGame = CATEGORY_GAMES[categoryCode as GameCategory];
  if (categoryGame) return categoryGame;
  return (classifyCode === null ? undefined : TABLE_GAMES[classifyCode]) ?? BACCARAT_CODE;
}
