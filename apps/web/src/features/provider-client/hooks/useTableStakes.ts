import { useState } from 'react';

/** Chip values in whole ringgit: the tables take whole units (docs/decisions.md). */
export const TABLE_CHIPS = [1, 5, 10, 50, 100] as const;

export type Stakes<TSpot extends string> = Partial<Record<TSpot, number>>;

/**
 * The chips of a table game: the chip in hand and what lies on each spot, up to the table's
 * limit per spot. The bets stay on the table after a round, so the same bets can be played again.
 */
export function useTableStakes<TSpot extends string>(maximumPerSpot: string) {
  const [chip, setChip] = useState<number>(TABLE_CHIPS[0]);
  const [stakes, setStakes] = useState<Stakes<TSpot>>({});
  const maximum = Number(maximumPerSpot);
  const total = Object.values<number | undefined>(stakes).reduce<number>(
    (sum, stake) => sum + (stake ?? 0),
    0,
  );
  const place = (spot: TSpot) =>
    setStakes((current) => ({
      ...current,
      [spot]: Math.min(maximum, (current[spot] ?? 0) + chip),
    }));
  // Whole units written as the decimal amounts the provider takes.
  const bet = Object.fromEntries(
    Object.entries<number | undefined>(stakes)
      .filter(([, stake]) => (stake ?? 0) > 0)
      .map(([spot, stake]) => [spot, `${stake}.00`]),
  ) as Partial<Record<TSpot, string>>;
  return { chip, setChip, stakes, place, clear: () => setStakes({}), total, bet };
}
