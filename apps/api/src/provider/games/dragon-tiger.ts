import {
  DRAGON_TIGER_SPOTS,
  type DragonTigerPaytable,
  type DragonTigerSpot,
  type ProviderGameCode,
} from '@wps/shared-types';
import { centsToAmount } from '../money.js';
import type { ExactRatio, GameOutcome, ProviderGame } from './game.js';
import { LIVE_TABLE_BETTING_SECONDS } from './live-table.js';
import {
  type Card,
  CARDS_PER_RANK,
  cardOf,
  freshShoe,
  RANKS,
  rankOf,
  SHOE_DECKS,
  SHOE_SIZE,
} from './shoe.js';
import {
  settleSpots,
  type SpotBet,
  TABLE_BET_UNIT,
  TABLE_MAX_SPOT_BET,
  tableStake,
} from './table-bets.js';

// Dragon tiger: one card to the dragon, one to the tiger, from a fresh eight-deck shoe; the
// higher rank wins (ace low, king high, suits do not count). The payouts are in
// dragon-tiger.md; dragonTigerStatistics computes their returns exactly.

export const DRAGON_TIGER_CODE = 'DRAGON_TIGER' satisfies ProviderGameCode;

/** What a winning spot returns per 100 staked, stake included: dragon or tiger 1:1, tie 8:1. */
export const DRAGON_TIGER_RETURNS: Readonly<Record<DragonTigerSpot, bigint>> = {
  dragon: 200n,
  tiger: 200n,
  tie: 900n,
};

/** On a tie a dragon or tiger bet loses half its stake (the usual house rule), per 100 staked. */
export const DRAGON_TIGER_TIE_RETURN = 50n;

/** Return to player of each spot as published in dragon-tiger.md. */
export const DRAGON_TIGER_PUBLISHED_RTP: Readonly<Record<DragonTigerSpot, string>> = {
  dragon: '96.27',
  tiger: '96.27',
  tie: '67.23',
};

export type DragonTigerBet = SpotBet<DragonTigerSpot>;

export type DragonTigerResult = 'DRAGON' | 'TIGER' | 'TIE';

export interface DragonTigerOutcome extends GameOutcome {
  dragonCard: Card;
  tigerCard: Card;
  result: DragonTigerResult;
  spotPayouts: DragonTigerBet;
}

function resultOf(dragonRank: number, tigerRank: number): DragonTigerResult {
  if (dragonRank === tigerRank) return 'TIE';
  return dragonRank > tigerRank ? 'DRAGON' : 'TIGER';
}

function spotReturn(spot: DragonTigerSpot, result: DragonTigerResult): bigint {
  if (result === 'TIE') return spot === 'tie' ? DRAGON_TIGER_RETURNS.tie : DRAGON_TIGER_TIE_RETURN;
  return spot.toUpperCase() === result ? DRAGON_TIGER_RETURNS[spot] : 0n;
}

export const dragonTiger: ProviderGame<DragonTigerBet, DragonTigerOutcome> = {
  code: DRAGON_TIGER_CODE,

  stake(bet) {
    return tableStake(DRAGON_TIGER_SPOTS, bet);
  },

  play(random, bet) {
    this.stake(bet);
    const draw = freshShoe(random);
    const dragon = draw();
    const tiger = draw();
    const result = resultOf(rankOf(dragon), rankOf(tiger));
    const { spotPayouts, payout } = settleSpots(DRAGON_TIGER_SPOTS, bet, (spot) =>
      spotReturn(spot, result),
    );
    return { dragonCard: cardOf(dragon), tigerCard: cardOf(tiger), result, spotPayouts, payout };
  },
};

/** The payout table as the game screen shows it (JSON). */
export function dragonTigerPaytable(): DragonTigerPaytable {
  return {
    gameCode: DRAGON_TIGER_CODE,
    name: 'Dragon Tiger',
    bettingSeconds: LIVE_TABLE_BETTING_SECONDS,
    decks: SHOE_DECKS,
    returns: Object.fromEntries(
      DRAGON_TIGER_SPOTS.map((spot) => [spot, centsToAmount(DRAGON_TIGER_RETURNS[spot])]),
    ) as Record<DragonTigerSpot, string>,
    tieReturn: centsToAmount(DRAGON_TIGER_TIE_RETURN),
    minimumBet: centsToAmount(TABLE_BET_UNIT),
    maximumBetPerSpot: centsToAmount(TABLE_MAX_SPOT_BET),
    returnToPlayer: { ...DRAGON_TIGER_PUBLISHED_RTP },
  };
}

/**
 * The exact return of each spot over every ordered pair of ranks, weighted by its number of
 * card pairs from the full shoe, over 416 x 415 deals.
 */
export function dragonTigerStatistics(): Record<DragonTigerSpot, ExactRatio> {
  const returned = Object.fromEntries(DRAGON_TIGER_SPOTS.map((spot) => [spot, 0n])) as Record<
    DragonTigerSpot,
    bigint
  >;
  for (let dragon = 0; dragon < RANKS; dragon++) {
    for (let tiger = 0; tiger < RANKS; tiger++) {
      const ways = BigInt(CARDS_PER_RANK * (CARDS_PER_RANK - (dragon === tiger ? 1 : 0)));
      const result = resultOf(dragon, tiger);
      for (const spot of DRAGON_TIGER_SPOTS) returned[spot] += ways * spotReturn(spot, result);
    }
  }
  const deals = BigInt(SHOE_SIZE * (SHOE_SIZE - 1)) * 100n;
  return Object.fromEntries(
    DRAGON_TIGER_SPOTS.map((spot) => [spot, { numerator: returned[spot], denominator: deals }]),
  ) as Record<DragonTigerSpot, ExactRatio>;
}
