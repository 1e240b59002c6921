// The jackpot counter of the slots page (spec 1 §4, §9). Amounts are kept in whole cents so the
// 165.11 step never meets floating-point rounding.

export const JACKPOT_STEP_CENTS = 16_511;
export const JACKPOT_TICK_MS = 3_000;

const DAY_MS = 86_400_000;
// Every day starts between RM 5,000,000 and about RM 6,200,000, so the figure looks like a
// pool that was won and refilled rather than one number that only ever grows.
const DAILY_BASE_CENTS = 500_000_000;
const DAILY_SPREAD_CENTS = 1_234_567;
const DAILY_SPREAD_STEPS = 97;

/**
 * The counter's value at `time`: a function of the clock alone, so every visitor sees the same
 * plausible figure and a returning visitor finds it where the ticks would have taken it.
 */
export function jackpotCentsAt(time: number): number {
  const day = Math.floor(time / DAY_MS);
  const ticksToday = Math.floor((time - day * DAY_MS) / JACKPOT_TICK_MS);
  return (
    DAILY_BASE_CENTS +
    (day % DAILY_SPREAD_STEPS) * DAILY_SPREAD_CENTS +
    ticksToday * JACKPOT_STEP_CENTS
  );
}

/** Whole cents as the decimal text formatMoney takes ("123456.07"). */
export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
