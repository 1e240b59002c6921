import {
  COCKFIGHT_SPOTS,
  type CockfightPaytable,
  type CockfightResult,
  type CockfightSpot,
  type ProviderGameCode,
} from '@wps/shared-types';
import { centsToAmount } from '../money.js';
import { type ExactRatio, formatPercent, type GameOutcome, type ProviderGame } from './game.js';
import { LIVE_TABLE_BETTING_SECONDS } from './live-table.js';
import {
  settleSpots,
  type SpotBet,
  TABLE_BET_UNIT,
  TABLE_MAX_SPOT_BET,
  tableStake,
} from './table-bets.js';

// Cockfight (sabung): meron or wala wins the fight, or it is a draw. Each fight is one uniform
// draw of 20 equally likely ends: 9 for meron, 9 for wala, 2 for a draw. The payouts are in
// cockfight.md; cockfightStatistics computes their returns exactly.

export const COCKFIGHT_CODE = 'COCKFIGHT' satisfies ProviderGameCode;

/** The table's rhythm: a fight every minute, numbered by its minute (docs/decisions.md). */
export const COCKFIGHT_FIGHT_SECONDS = 60;

/** The ends of a fight in order: ends [0, 9) meron, [9, 18) wala, [18, 20) a draw. */
export const COCKFIGHT_ENDS: Readonly<Record<CockfightResult, number>> = {
  MERON: 9,
  WALA: 9,
  DRAW: 2,
};
const RESULTS = Object.keys(COCKFIGHT_ENDS) as CockfightResult[];
const FIGHT_ENDS = RESULTS.reduce((sum, result) => sum + COCKFIGHT_ENDS[result], 0);

/** What a winning spot returns per 100 staked, stake included: meron or wala 0.9:1, draw 8:1. */
export const COCKFIGHT_RETURNS: Readonly<Record<CockfightSpot, bigint>> = {
  meron: 190n,
  wala: 190n,
  draw: 900n,
};

/** On a draw meron and wala bets are returned in full (the usual rule), per 100 staked. */
export const COCKFIGHT_DRAW_RETURN = 100n;

/** Return to player of each spot as published in cockfight.md. */
export const COCKFIGHT_PUBLISHED_RTP: Readonly<Record<CockfightSpot, string>> = {
  meron: '95.50',
  wala: '95.50',
  draw: '90.00',
};

export type CockfightBet = SpotBet<CockfightSpot>;

export interface CockfightOutcome extends GameOutcome {
  result: CockfightResult;
  spotPayouts: CockfightBet;
}

function resultOf(end: number): CockfightResult {
  let first = 0;
  for (const result of RESULTS) {
    first += COCKFIGHT_ENDS[result];
    if (end < first) return result;
  }
  throw new RangeError(`No fight ends at ${end}`);
}

function spotReturn(spot: CockfightSpot, result: CockfightResult): bigint {
  if (result === 'DRAW') return spot === 'draw' ? COCKFIGHT_RETURNS.draw : COCKFIGHT_DRAW_RETURN;
  return spot.toUpperCase() === result ? COCKFIGHT_RETURNS[spot] : 0n;
}

export const cockfight: ProviderGame<CockfightBet, CockfightOutcome> = {
  code: COCKFIGHT_CODE,

  stake(bet) {
    return tableStake(COCKFIGHT_SPOTS, bet);
  },

  play(random, bet) {
    this.stake(bet);
    const result = resultOf(random.nextInt(FIGHT_ENDS));
    const { spotPayouts, payout } = settleSpots(COCKFIGHT_SPOTS, bet, (spot) =>
      spotReturn(spot, result),
    );
    return { result, spotPayouts, payout };
  },
};

/** The payout table as the game screen shows it (JSON). */
export function cockfightPaytable(): CockfightPaytable {
  return {
    gameCode: COCKFIGHT_CODE,
    name: 'Cockfight',
    bettingSeconds: LIVE_TABLE_BETTING_SECONDS,
    fightSeconds: COCKFIGHT_FIGHT_SECONDS,
    returns: Object.fromEntries(
      COCKFIGHT_SPOTS.map((spot) => [spot, centsToAmount(COCKFIGHT_RETURNS[spot])]),
    ) as Record<CockfightSpot, string>,
    drawReturn: centsToAmount(COCKFIGHT_DRAW_RETURN),
    chances: Object.fromEntries(
      RESULTS.map((result) => [
        result,
        formatPercent({
          numerator: BigInt(COCKFIGHT_ENDS[result]),
          denominator: BigInt(FIGHT_ENDS),
        }),
      ]),
    ) as Record<CockfightResult, string>,
    minimumBet: centsToAmount(TABLE_BET_UNIT),
    maximumBetPerSpot: centsToAmount(TABLE_MAX_SPOT_BET),
    returnToPlayer: { ...COCKFIGHT_PUBLISHED_RTP },
  };
}

/** The exact return of each spot over the 20 equally likely ends of a fight. */
export function cockfightStatistics(): Record<CockfightSpot, ExactRatio> {
  return Object.fromEntries(
    COCKFIGHT_SPOTS.map((spot) => [
      spot,
      {
        numerator: RESULTS.reduce(
          (sum, result) => sum + BigInt(COCKFIGHT_ENDS[result]) * spotReturn(spot, result),
          0n,
        ),
        denominator: BigInt(FIGHT_ENDS) * 100n,
      },
    ]),
  ) as Record<CockfightSpot, ExactRatio>;
}
