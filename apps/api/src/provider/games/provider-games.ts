import { BACCARAT_CODE, baccarat } from './baccarat.js';
import { HARIMAU_EMAS_CODE, harimauEmas } from './harimau-emas.js';

/** Every game the built-in provider serves, by game code. */
export const PROVIDER_GAMES = {
  [HARIMAU_EMAS_CODE]: harimauEmas,
  [BACCARAT_CODE]: baccarat,
} as const;
