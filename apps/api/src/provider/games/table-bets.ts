import { invalidInput } from '../../common/app-error.js';

// The table games (baccarat, roulette, dragon tiger) take chips on named spots, with one set of
// limits: whole ringgit so every payout (baccarat's 5% commission, a half returned on a dragon
// tiger tie) is whole sen, RM 1 to RM 5,000 on each spot.

export const TABLE_BET_UNIT = 100n;
export const TABLE_MAX_SPOT_BET = 500_000n;

/** Stakes in cents per spot; spots left out (or at zero) are not played. */
export type SpotBet<TSpot extends string> = Partial<Record<TSpot, bigint>>;

export function stakedSpots<TSpot extends string>(
  spots: readonly TSpot[],
  bet: SpotBet<TSpot>,
): [TSpot, bigint][] {
  return spots.flatMap((spot) => {
    const amount = bet[spot];
    return amount === undefined || amount === 0n ? [] : [[spot, amount]];
  });
}

/** Checks every staked spot against the table limits and gives the total stake in cents. */
export function tableStake<TSpot extends string>(
  spots: readonly TSpot[],
  bet: SpotBet<TSpot>,
): bigint {
  const fields: Record<string, string> = {};
  const staked = stakedSpots(spots, bet);
  for (const [spot, amount] of staked) {
    if (amount < 0n || amount % TABLE_BET_UNIT !== 0n || amount > TABLE_MAX_SPOT_BET) {
      fields[spot] = 'must be whole ringgit from RM 1 to RM 5,000';
    }
  }
  if (staked.length === 0) fields.bet = 'stake at least one spot';
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return staked.reduce((sum, [, amount]) => sum + amount, 0n);
}

/** What each staked spot pays back (stake x return per 100, stake included) and their sum. */
export function settleSpots<TSpot extends string>(
  spots: readonly TSpot[],
  bet: SpotBet<TSpot>,
  returnPer100: (spot: TSpot) => bigint,
): { spotPayouts: SpotBet<TSpot>; payout: bigint } {
  const spotPayouts: SpotBet<TSpot> = {};
  let payout = 0n;
  for (const [spot, amount] of stakedSpots(spots, bet)) {
    const paid = (amount * returnPer100(spot)) / 100n;
    spotPayouts[spot] = paid;
    payout += paid;
  }
  return { spotPayouts, payout };
}
