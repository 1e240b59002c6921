import {
  ROULETTE_POCKETS,
  ROULETTE_RED_NUMBERS,
  ROULETTE_SPOTS,
  type RouletteBetKind,
  type RouletteColour,
  type RoulettePaytable,
  type RouletteSpot,
  type ProviderGameCode,
} from '@wps/shared-types';
import { centsToAmount } from '../money.js';
import type { ExactRatio, GameOutcome, ProviderGame } from './game.js';
import { LIVE_TABLE_BETTING_SECONDS } from './live-table.js';
import {
  settleSpots,
  type SpotBet,
  TABLE_BET_UNIT,
  TABLE_MAX_SPOT_BET,
  tableStake,
} from './table-bets.js';

// European roulette: one zero, 37 pockets, each spin one uniform draw of a pocket. The bets and
// payouts are in roulette.md; rouletteStatistics computes the return of every spot exactly.

export const ROULETTE_CODE = 'ROULETTE' satisfies ProviderGameCode;

/** The pockets clockwise from zero, as the single-zero wheel has them. */
export const ROULETTE_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

/**
 * What a winning bet returns per 100 staked, stake included: a number 35 to 1, a dozen or a
 * column 2 to 1, an even-money bet 1 to 1. Zero loses every outside bet (no la partage).
 */
export const ROULETTE_RETURNS: Readonly<Record<RouletteBetKind, bigint>> = {
  straight: 3_600n,
  dozen: 300n,
  column: 300n,
  evenMoney: 200n,
};

/** Every spot returns 36/37 (a test holds this to rouletteStatistics and roulette.md). */
export const ROULETTE_PUBLISHED_RTP = '97.30';

export type RouletteBet = SpotBet<RouletteSpot>;

export interface RouletteOutcome extends GameOutcome {
  pocket: number;
  colour: RouletteColour;
  spotPayouts: RouletteBet;
}

const RED: readonly number[] = ROULETTE_RED_NUMBERS;

export function colourOf(pocket: number): RouletteColour {
  if (pocket === 0) return 'GREEN';
  return RED.includes(pocket) ? 'RED' : 'BLACK';
}

export function betKindOf(spot: RouletteSpot): RouletteBetKind {
  if (spot.startsWith('dozen')) return 'dozen';
  if (spot.startsWith('column')) return 'column';
  return /^\d+$/.test(spot) ? 'straight' : 'evenMoney';
}

/** Whether the spot wins when the ball lands in the pocket; zero wins only its own number. */
export function spotWins(spot: RouletteSpot, pocket: number): boolean {
  if (betKindOf(spot) === 'straight') return Number(spot) === pocket;
  if (pocket === 0) return false;
  switch (spot) {
    case 'red':
      return colourOf(pocket) === 'RED';
    case 'black':
      return colourOf(pocket) === 'BLACK';
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return Math.ceil(pocket / 12) === Number(spot.slice('dozen'.length));
    default:
      // column1 holds 1, 4, 7...; column3 holds 3, 6, 9...
      return ((pocket - 1) % 3) + 1 === Number(spot.slice('column'.length));
  }
}

function spotReturn(spot: RouletteSpot, pocket: number): bigint {
  return spotWins(spot, pocket) ? ROULETTE_RETURNS[betKindOf(spot)] : 0n;
}

export const roulette: ProviderGame<RouletteBet, RouletteOutcome> = {
  code: ROULETTE_CODE,

  stake(bet) {
    return tableStake(ROULETTE_SPOTS, bet);
  },

  play(random, bet) {
    this.stake(bet);
    const pocket = random.nextInt(ROULETTE_POCKETS);
    const { spotPayouts, payout } = settleSpots(ROULETTE_SPOTS, bet, (spot) =>
      spotReturn(spot, pocket),
    );
    return { pocket, colour: colourOf(pocket), spotPayouts, payout };
  },
};

/** The payout table as the game screen shows it (JSON). */
export function roulettePaytable(): RoulettePaytable {
  return {
    gameCode: ROULETTE_CODE,
    name: 'European Roulette',
    bettingSeconds: LIVE_TABLE_BETTING_SECONDS,
    returns: {
      straight: centsToAmount(ROULETTE_RETURNS.straight),
      evenMoney: centsToAmount(ROULETTE_RETURNS.evenMoney),
      dozen: centsToAmount(ROULETTE_RETURNS.dozen),
      column: centsToAmount(ROULETTE_RETURNS.column),
    },
    minimumBet: centsToAmount(TABLE_BET_UNIT),
    maximumBetPerSpot: centsToAmount(TABLE_MAX_SPOT_BET),
    returnToPlayer: ROULETTE_PUBLISHED_RTP,
    wheel: [...ROULETTE_WHEEL],
    redNumbers: [...ROULETTE_RED_NUMBERS],
  };
}

/** The exact return of every spot: its return in each of the 37 equally likely pockets. */
export function rouletteStatistics(): Record<RouletteSpot, ExactRatio> {
  const pockets = Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => pocket);
  return Object.fromEntries(
    ROULETTE_SPOTS.map((spot) => [
      spot,
      {
        numerator: pockets.reduce((sum, pocket) => sum + spotReturn(spot, pocket), 0n),
        denominator: BigInt(ROULETTE_POCKETS) * 100n,
      },
    ]),
  ) as Record<RouletteSpot, ExactRatio>;
}
