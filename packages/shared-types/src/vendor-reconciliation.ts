// Reconciliation with game vendors: what the site's ledger holds of each vendor's money movements
// per day (bets, wins, rollbacks and the house's net), compared with the vendor's own statement.
// Days are UTC days, as vendors' statements are. Amounts are decimal strings.
import { CONSOLE_API_PREFIX } from './console.js';

export const VENDOR_RECONCILIATION_PATHS = {
  /** GET ?from&to[&vendor]: VendorDayTotals[] (operator permission payments.read). */
  report: `${CONSOLE_API_PREFIX}/vendor-reconciliation`,
  /** POST VendorStatement: VendorReconciliationLine[] for the statement's vendor and days. */
  compare: `${CONSOLE_API_PREFIX}/vendor-reconciliation/compare`,
} as const;

/** How many movements of one kind and their sum. */
export interface MovementTotals {
  count: number;
  total: string;
}

/**
 * One vendor's real-money movements of one day. `net` is what the house kept: bets minus wins
 * minus rollbacks (the vendor's GGR for the day).
 */
export interface VendorDayTotals {
  vendor: string;
  /** yyyy-MM-dd, UTC. */
  day: string;
  bets: MovementTotals;
  wins: MovementTotals;
  rollbacks: MovementTotals;
  net: string;
}

/** The vendor's own per-day totals (its statement), as uploaded by the operator. */
export interface VendorStatement {
  vendor: string;
  days: Omit<VendorDayTotals, 'vendor' | 'net'>[];
}

export const RECONCILED_FIELDS = [
  'bets.count',
  'bets.total',
  'wins.count',
  'wins.total',
  'rollbacks.count',
  'rollbacks.total',
] as const;
export type ReconciledField = (typeof RECONCILED_FIELDS)[number];

/** A day of a statement beside the site's: the fields where the two sides differ. */
export interface VendorReconciliationLine {
  vendor: string;
  day: string;
  site: VendorDayTotals;
  statement: Omit<VendorDayTotals, 'vendor' | 'net'>;
  /** Empty when both sides agree. */
  differences: { field: ReconciledField; site: string; statement: string }[];
}

// A statement as CSV: a header line, then one line per day. Vendors name their columns
// differently; the operator renames them to these before uploading.
export const VENDOR_STATEMENT_CSV_COLUMNS = [
  'day',
  'bet_count',
  'bet_total',
  'win_count',
  'win_total',
  'rollback_count',
  'rollback_total',
] as const;

/** The days of a statement written as CSV with VENDOR_STATEMENT_CSV_COLUMNS (in any order). */
export function parseVendorStatementCsv(vendor: string, csv: string): VendorStatement {
  const [header = '', ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = header.split(',').map((name) => name.trim().toLowerCase());
  const missing = VENDOR_STATEMENT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new Error(`The statement has no column ${missing.join(', ')}`);
  const days = lines.map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const cell = (column: (typeof VENDOR_STATEMENT_CSV_COLUMNS)[number]) =>
      cells[names.indexOf(column)] ?? '';
    const totals = (kind: 'bet' | 'win' | 'rollback') => ({
      count: Number(cell(`${kind}_count`)),
      total: cell(`${kind}_total`),
    });
    return {
      day: cell('day'),
      bets: totals('bet'),
      wins: totals('win'),
      rollbacks: totals('rollback'),
    };
  });
  return { vendor, days };
}
