import type { SlotOutcome, SlotPaytable, SlotSymbol } from '@wps/shared-types';

/** Key of the cell on `row` of `reel`. */
export const cellKey = (row: number, reel: number) => `${row}:${reel}`;

/** The screen the strips show at stop 0 (a stop shows its symbol on top, the next two below). */
export function restingScreen(paytable: SlotPaytable): SlotSymbol[][] {
  return Array.from({ length: paytable.rows }, (_, row) =>
    paytable.reelStrips.map((strip) => strip[row % strip.length] ?? ''),
  );
}

/**
 * The cells that make a win: the first `count` cells of each paying line (line wins pay from the
 * leftmost reel) and every scatter when the scatter paid.
 */
export function winningCells(outcome: SlotOutcome, paytable: SlotPaytable): Set<string> {
  const cells = new Set<string>();
  for (const win of outcome.lineWins) {
    const rows = paytable.paylines[win.line - 1] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => cells.add(cellKey(row, reel)));
  }
  if (outcome.scatter) {
    outcome.screen.forEach((symbols, row) =>
      symbols.forEach((symbol, reel) => {
        if (symbol === paytable.scatter) cells.add(cellKey(row, reel));
      }),
    );
  }
  return cells;
}
