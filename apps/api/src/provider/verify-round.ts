import { invalidInput } from '../common/app-error.js';
import {
  BACCARAT_CODE,
  baccarat,
  type BaccaratBet,
  type BaccaratOutcome,
} from './games/baccarat.js';
import {
  HARIMAU_EMAS_CODE,
  harimauEmas,
  type HarimauEmasBet,
  type HarimauEmasOutcome,
} from './games/harimau-emas.js';
import { hashServerSeed, isServerSeed, RoundRandom } from './provably-fair.js';

/** A played round as the player can see it once its server seed is revealed. */
export interface RevealedRound {
  serverSeed: string;
  /** The hash shown before play; the revealed seed must match it. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type SlotRoundToVerify = RevealedRound & {
  game: typeof HARIMAU_EMAS_CODE;
  bet: HarimauEmasBet;
};
export type BaccaratRoundToVerify = RevealedRound & {
  game: typeof BACCARAT_CODE;
  bet: BaccaratBet;
};

/**
 * Replays a round from its revealed seeds: the same inputs always give the outcome the round
 * had. Throws VALIDATION_FAILED when the seed does not match the hash shown before play.
 */
export function verifyRound(round: SlotRoundToVerify): HarimauEmasOutcome;
export function verifyRound(round: BaccaratRoundToVerify): BaccaratOutcome;
export function verifyRound(
  round: SlotRoundToVerify | BaccaratRoundToVerify,
): HarimauEmasOutcome | BaccaratOutcome {
  if (
    !isServerSeed(round.serverSeed) ||
    hashServerSeed(round.serverSeed) !== round.serverSeedHash
  ) {
    throw invalidInput({ serverSeed: 'does not match the server seed hash shown before play' });
  }
  const random = new RoundRandom(round);
  return round.game === HARIMAU_EMAS_CODE
    ? harimauEmas.play(random, round.bet)
    : baccarat.play(random, round.bet);
}
