import {
  FISHING_FISH,
  type FishingFish,
  type FishingPaytable,
  type ProviderGameCode,
} from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { centsToAmount } from '../money.js';
import { type ExactRatio, formatPercent, type GameOutcome, type ProviderGame } from './game.js';

// "Naga Laut" (sea dragon), the fishing game: each shot stakes the cannon's level at one fish of
// the pond; the fish is caught with its own chance and then pays its multiple of the stake. The
// chances are set so that every fish returns the same, so aiming changes how often and how much
// a player wins, never what they win on average. The table is in fishing.md; fishingStatistics
// computes the returns exactly.

export const FISHING_CODE = 'FISHING' satisfies ProviderGameCode;

/** A shot is one draw in [0, 10 000): caught below the fish's catch number. */
export const FISHING_SHOT_OUTCOMES = 10_000;

interface FishRule {
  /** Multiples of the stake a catch pays; the boss's several are equally likely. */
  multipliers: readonly number[];
  /** Caught when the shot's draw is below this (of FISHING_SHOT_OUTCOMES). */
  catchNumber: number;
}

/** Every fish, smallest first: multiple x catch chance = 96% for each. */
export const FISHING_RULES: Readonly<Record<FishingFish, FishRule>> = {
  ANCHOVY: { multipliers: [2], catchNumber: 4_800 },
  CLOWNFISH: { multipliers: [3], catchNumber: 3_200 },
  PUFFERFISH: { multipliers: [5], catchNumber: 1_920 },
  ANGELFISH: { multipliers: [8], catchNumber: 1_200 },
  LIONFISH: { multipliers: [10], catchNumber: 960 },
  TURTLE: { multipliers: [20], catchNumber: 480 },
  STINGRAY: { multipliers: [30], catchNumber: 320 },
  SHARK: { multipliers: [50], catchNumber: 192 },
  WHALE: { multipliers: [100], catchNumber: 96 },
  // The boss: a second draw picks what it pays, 200x on average.
  NAGA: { multipliers: [100, 150, 200, 250, 300], catchNumber: 48 },
};

/** What a shot may stake, in cents (RM 0.10 to RM 10): the cannon's levels. */
export const FISHING_STAKES: readonly bigint[] = [10n, 20n, 50n, 100n, 200n, 500n, 1_000n];

/** The return to player of every fish, as published in fishing.md. */
export const FISHING_PUBLISHED_RTP = '96.00';

export interface FishingBet {
  /** The shot's stake in cents; one of FISHING_STAKES. */
  stake: bigint;
  fish: FishingFish;
}

export interface FishingOutcome extends GameOutcome {
  fish: FishingFish;
  caught: boolean;
  /** The multiple of the stake paid; 0 when the fish got away. */
  multiplier: number;
}

export const fishing: ProviderGame<FishingBet, FishingOutcome> = {
  code: FISHING_CODE,

  stake({ stake, fish }) {
    const fields: Record<string, string> = {};
    if (!FISHING_STAKES.includes(stake)) fields.stake = "must be one of the cannon's stakes";
    if (!FISHING_FISH.includes(fish)) fields.fish = 'must be a fish of the pond';
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return stake;
  },

  play(random, bet) {
    const stake = this.stake(bet);
    const { multipliers, catchNumber } = FISHING_RULES[bet.fish];
    const caught = random.nextInt(FISHING_SHOT_OUTCOMES) < catchNumber;
    // Only a caught fish with several pays draws again, so every other shot is one number.
    const multiplier = !caught
      ? 0
      : multipliers.length === 1
        ? multipliers[0]
        : multipliers[random.nextInt(multipliers.length)];
    return { fish: bet.fish, caught, multiplier, payout: stake * BigInt(multiplier) };
  },
};

/** The pond as the game screen and its rules panel show it (JSON). */
export function fishingPaytable(): FishingPaytable {
  return {
    gameCode: FISHING_CODE,
    name: 'Naga Laut',
    fish: FISHING_FISH.map((fish) => {
      const { multipliers, catchNumber } = FISHING_RULES[fish];
      return {
        fish,
        multipliers: [...multipliers],
        catchChance: formatPercent({
          numerator: BigInt(catchNumber),
          denominator: BigInt(FISHING_SHOT_OUTCOMES),
        }),
        boss: multipliers.length > 1,
      };
    }),
    stakes: FISHING_STAKES.map(centsToAmount),
    returnToPlayer: FISHING_PUBLISHED_RTP,
  };
}

/** The exact return of a shot at each fish: its catch chance times its average multiple. */
export function fishingStatistics(): Record<FishingFish, ExactRatio> {
  return Object.fromEntries(
    FISHING_FISH.map((fish) => {
      const { multipliers, catchNumber } = FISHING_RULES[fish];
      const total = multipliers.reduce((sum, multiplier) => sum + BigInt(multiplier), 0n);
      return [
        fish,
        {
          numerator: BigInt(catchNumber) * total,
          denominator: BigInt(FISHING_SHOT_OUTCOMES) * BigInt(multipliers.length),
        },
      ];
    }),
  ) as Record<FishingFish, ExactRatio>;
}
