import {
  FOUR_D_PRIZES,
  type FourDNumbers,
  type FourDPaytable,
  type FourDPrize,
  type ProviderGameCode,
} from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { centsToAmount } from '../money.js';
import type { RandomSource } from '../provably-fair.js';
import { type ExactRatio, formatPercent } from './game.js';

// The built-in provider's 4D, as Malaysian 4D is played (rules in four-d.md): 23 distinct
// four-digit numbers a draw, a ticket one number with a Big and/or a Small stake.

export const FOUR_D_CODE = 'FOUR_D' satisfies ProviderGameCode;

const NUMBERS = 10_000;
const SPECIAL_PRIZES = 10;
const CONSOLATION_PRIZES = 10;

/** Paid per 1 staked (docs/decisions.md "4D prize table"); the stake is not paid back besides. */
export const FOUR_D_BIG_PRIZES: Readonly<Record<FourDPrize, bigint>> = {
  FIRST: 2_500n,
  SECOND: 1_000n,
  THIRD: 500n,
  SPECIAL: 180n,
  CONSOLATION: 60n,
};
export const FOUR_D_SMALL_PRIZES: Readonly<Record<FourDPrize, bigint>> = {
  FIRST: 3_500n,
  SECOND: 2_000n,
  THIRD: 1_000n,
  SPECIAL: 0n,
  CONSOLATION: 0n,
};
const PRIZE_COUNTS: Readonly<Record<FourDPrize, bigint>> = {
  FIRST: 1n,
  SECOND: 1n,
  THIRD: 1n,
  SPECIAL: BigInt(SPECIAL_PRIZES),
  CONSOLATION: BigInt(CONSOLATION_PRIZES),
};

/** Each stake is zero or RM1 to RM500 (in cents). */
export const FOUR_D_MIN_STAKE = 100n;
export const FOUR_D_MAX_STAKE = 50_000n;

export interface FourDBet {
  number: string;
  big: bigint;
  small: bigint;
}

const FOUR_DIGITS = /^\d{4}$/;

/** Checks the ticket against the limits; answers its total stake in cents. */
export function fourDStake(bet: FourDBet): bigint {
  const errors: Record<string, string> = {};
  if (!FOUR_DIGITS.test(bet.number)) errors.number = 'must be four digits';
  for (const side of ['big', 'small'] as const) {
    const stake = bet[side];
    if (stake !== 0n && (stake < FOUR_D_MIN_STAKE || stake > FOUR_D_MAX_STAKE)) {
      errors[side] =
        `must be 0 or from ${centsToAmount(FOUR_D_MIN_STAKE)} to ${centsToAmount(FOUR_D_MAX_STAKE)}`;
    }
  }
  if (bet.big === 0n && bet.small === 0n) errors.big = 'stake Big, Small or both';
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return bet.big + bet.small;
}

/**
 * The 23 numbers of a draw: integers in [0, 10000) taken in order (1st, 2nd, 3rd, the specials,
 * the consolations), a number already drawn skipped and the next integer taken.
 */
export function drawFourD(random: RandomSource): FourDNumbers {
  const drawn: string[] = [];
  while (drawn.length < 3 + SPECIAL_PRIZES + CONSOLATION_PRIZES) {
    const number = String(random.nextInt(NUMBERS)).padStart(4, '0');
    if (!drawn.includes(number)) drawn.push(number);
  }
  return {
    first: drawn[0],
    second: drawn[1],
    third: drawn[2],
    special: drawn.slice(3, 3 + SPECIAL_PRIZES),
    consolation: drawn.slice(3 + SPECIAL_PRIZES),
  };
}

/** The numbers in the order they are stored and drawn. */
export function flatNumbers(numbers: FourDNumbers): string[] {
  return [numbers.first, numbers.second, numbers.third, ...numbers.special, ...numbers.consolation];
}

export function fourDNumbersOf(flat: readonly string[]): FourDNumbers {
  return {
    first: flat[0],
    second: flat[1],
    third: flat[2],
    special: flat.slice(3, 3 + SPECIAL_PRIZES),
    consolation: flat.slice(3 + SPECIAL_PRIZES),
  };
}

/** The prize the number won in the draw, if any (numbers are distinct: at most one). */
export function prizeOf(numbers: FourDNumbers, number: string): FourDPrize | null {
  if (numbers.first === number) return 'FIRST';
  if (numbers.second === number) return 'SECOND';
  if (numbers.third === number) return 'THIRD';
  if (numbers.special.includes(number)) return 'SPECIAL';
  if (numbers.consolation.includes(number)) return 'CONSOLATION';
  return null;
}

/** What the ticket wins in the draw, in cents. */
export function fourDPayout(
  numbers: FourDNumbers,
  bet: FourDBet,
): { prize: FourDPrize | null; payout: bigint } {
  const prize = prizeOf(numbers, bet.number);
  if (!prize) return { prize, payout: 0n };
  return {
    prize,
    payout: bet.big * FOUR_D_BIG_PRIZES[prize] + bet.small * FOUR_D_SMALL_PRIZES[prize],
  };
}

/**
 * The exact return of each stake: every draw has one number per prize of the table among the
 * 10,000 a player can pick, so a stake of 1 on a number returns the table's total / 10,000.
 */
export function fourDReturnToPlayer(): { big: ExactRatio; small: ExactRatio } {
  const total = (table: Readonly<Record<FourDPrize, bigint>>) =>
    FOUR_D_PRIZES.reduce((sum, prize) => sum + table[prize] * PRIZE_COUNTS[prize], 0n);
  return {
    big: { numerator: total(FOUR_D_BIG_PRIZES), denominator: BigInt(NUMBERS) },
    small: { numerator: total(FOUR_D_SMALL_PRIZES), denominator: BigInt(NUMBERS) },
  };
}

export function fourDPaytable(): FourDPaytable {
  const amounts = (table: Readonly<Record<FourDPrize, bigint>>) =>
    Object.fromEntries(
      FOUR_D_PRIZES.map((prize) => [prize, centsToAmount(table[prize] * 100n)]),
    ) as Record<FourDPrize, string>;
  const rtp = fourDReturnToPlayer();
  return {
    gameCode: FOUR_D_CODE,
    name: '4D',
    big: amounts(FOUR_D_BIG_PRIZES),
    small: amounts(FOUR_D_SMALL_PRIZES),
    minimumStake: centsToAmount(FOUR_D_MIN_STAKE),
    maximumStake: centsToAmount(FOUR_D_MAX_STAKE),
    returnToPlayer: { big: formatPercent(rtp.big), small: formatPercent(rtp.small) },
  };
}
