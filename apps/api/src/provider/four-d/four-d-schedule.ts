// When the 4D draws: every `intervalMs` from the epoch, each draw numbered by its Malaysian
// local time (YYYYMMDDHHmm), so a numero names one draw whichever instance commits it.

const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/** Sales of a draw close this long before it: no ticket is bought while it is being drawn. */
export const FOUR_D_SALES_CLOSE_MS = 10_000;

export function numeroOf(drawAt: number): string {
  return new Date(drawAt + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16).replaceAll(/[-T:]/g, '');
}

/** The draw whose tickets are on sale at `now`: the first whose sales close after `now`. */
export function openDrawAt(now: number, intervalMs: number): number {
  return (Math.floor((now + FOUR_D_SALES_CLOSE_MS) / intervalMs) + 1) * intervalMs;
}
