import type { RandomSource } from '../provably-fair.js';

/** What every outcome carries: the amount paid back, in cents, stake included when returned. */
export interface GameOutcome {
  payout: bigint;
}

/** A game of the built-in provider: pure rules over a random source, money in cents. */
export interface ProviderGame<TBet, TOutcome extends GameOutcome> {
  readonly code: string;
  /** Checks the bet against the game's limits and gives its total stake in cents. */
  stake(bet: TBet): bigint;
  play(random: RandomSource, bet: TBet): TOutcome;
}

/** An exact ratio: a return-to-player figure as (total returned) / (total staked). */
export interface ExactRatio {
  numerator: bigint;
  denominator: bigint;
}

/** The ratio as a percentage rounded half up to `decimals` places, e.g. "96.27". */
export function formatPercent({ numerator, denominator }: ExactRatio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (numerator * 100n * scale * 2n + denominator) / (denominator * 2n);
  const whole = scaled / scale;
  return decimals === 0
    ? whole.toString()
    : `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}`;
}
