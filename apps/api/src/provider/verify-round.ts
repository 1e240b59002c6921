import type { FourDNumbers } from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { drawFourD } from './games/four-d.js';
import type { BACCARAT_CODE, BaccaratBet, BaccaratOutcome } from './games/baccarat.js';
import type { COCKFIGHT_CODE, CockfightBet, CockfightOutcome } from './games/cockfight.js';
import type { FISHING_CODE, FishingBet, FishingOutcome } from './games/fishing.js';
import type {
  DRAGON_TIGER_CODE,
  DragonTigerBet,
  DragonTigerOutcome,
} from './games/dragon-tiger.js';
import type { ProviderGame } from './games/game.js';
import type {
  HARIMAU_EMAS_CODE,
  HarimauEmasBet,
  HarimauEmasOutcome,
} from './games/harimau-emas.js';
import { PROVIDER_GAMES, type ProviderOutcome } from './games/provider-games.js';
import type { ROULETTE_CODE, RouletteBet, RouletteOutcome } from './games/roulette.js';
import { drawScore, type MatchModel, type Score } from './games/sportsbook.js';
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
export type RouletteRoundToVerify = RevealedRound & {
  game: typeof ROULETTE_CODE;
  bet: RouletteBet;
};
export type DragonTigerRoundToVerify = RevealedRound & {
  game: typeof DRAGON_TIGER_CODE;
  bet: DragonTigerBet;
};
export type CockfightRoundToVerify = RevealedRound & {
  game: typeof COCKFIGHT_CODE;
  bet: CockfightBet;
};
export type FishingRoundToVerify = RevealedRound & {
  game: typeof FISHING_CODE;
  bet: FishingBet;
};
export type RoundToVerify =
  | SlotRoundToVerify
  | BaccaratRoundToVerify
  | RouletteRoundToVerify
  | DragonTigerRoundToVerify
  | CockfightRoundToVerify
  | FishingRoundToVerify;

/**
 * Replays a round from its revealed seeds: the same inputs always give the outcome the round
 * had. Throws VALIDATION_FAILED when the seed does not match the hash shown before play.
 */
export function verifyRound(round: SlotRoundToVerify): HarimauEmasOutcome;
export function verifyRound(round: BaccaratRoundToVerify): BaccaratOutcome;
export function verifyRound(round: RouletteRoundToVerify): RouletteOutcome;
export function verifyRound(round: DragonTigerRoundToVerify): DragonTigerOutcome;
export function verifyRound(round: CockfightRoundToVerify): CockfightOutcome;
export function verifyRound(round: FishingRoundToVerify): FishingOutcome;
export function verifyRound(round: RoundToVerify): ProviderOutcome;
export function verifyRound(round: RoundToVerify): ProviderOutcome {
  if (
    !isServerSeed(round.serverSeed) ||
    hashServerSeed(round.serverSeed) !== round.serverSeedHash
  ) {
    throw invalidInput({ serverSeed: 'does not match the server seed hash shown before play' });
  }
  // Each game takes the bet of its own round, which the union above pairs with it.
  const game: ProviderGame<unknown, ProviderOutcome> = PROVIDER_GAMES[round.game];
  return game.play(new RoundRandom(round), round.bet);
}

/** A 4D draw as published once drawn: its client seed is its numero, its nonce 0. */
export interface FourDDrawToVerify {
  numero: string;
  serverSeed: string;
  serverSeedHash: string;
}

/**
 * Recomputes a 4D draw's 23 numbers from its revealed seed. Throws VALIDATION_FAILED when the
 * seed does not match the hash published before the draw.
 */
export function verifyFourDDraw(draw: FourDDrawToVerify): FourDNumbers {
  if (!isServerSeed(draw.serverSeed) || hashServerSeed(draw.serverSeed) !== draw.serverSeedHash) {
    throw invalidInput({
      serverSeed: 'does not match the server seed hash published before the draw',
    });
  }
  return drawFourD(
    new RoundRandom({ serverSeed: draw.serverSeed, clientSeed: draw.numero, nonce: 0 }),
  );
}

/** A sportsbook match as published once played: its client seed is its fixture id, its nonce 0. */
export interface SportFixtureToVerify extends MatchModel {
  fixtureId: string;
  serverSeed: string;
  serverSeedHash: string;
}

/**
 * Recomputes a sportsbook match's final score from its revealed seed and the teams' ratings.
 * Throws VALIDATION_FAILED when the seed does not match the hash published before kick-off.
 */
export function verifySportFixture(fixture: SportFixtureToVerify): Score {
  if (
    !isServerSeed(fixture.serverSeed) ||
    hashServerSeed(fixture.serverSeed) !== fixture.serverSeedHash
  ) {
    throw invalidInput({
      serverSeed: 'does not match the server seed hash published before kick-off',
    });
  }
  return drawScore(
    new RoundRandom({ serverSeed: fixture.serverSeed, clientSeed: fixture.fixtureId, nonce: 0 }),
    fixture,
  );
}
