import type { GameCategory, ProviderGameCode } from '@wps/shared-types';
import { BACCARAT_CODE, baccarat } from './baccarat.js';
import { HARIMAU_EMAS_CODE, harimauEmas } from './harimau-emas.js';

/** Every game the built-in provider serves, by game code. */
export const PROVIDER_GAMES = {
  [HARIMAU_EMAS_CODE]: harimauEmas,
  [BACCARAT_CODE]: baccarat,
} as const;

// Slots and fishing games are reel games at heart; every other category (live casino, card
// games, sports, cockfight...) is a table of bets on an outcome, which baccarat stands in for.
const SLOT_CATEGORIES: readonly string[] = ['RNG', 'FISH'] satisfies GameCategory[];

/** The provider game a catalogue game of `categoryCode` launches into. */
export function providerGameFor(categoryCode: string): ProviderGameCode {
  return SLOT_CATEGORIES.includes(categoryCode) ? HARIMAU_EMAS_CODE : BACCARAT_CODE;
}
