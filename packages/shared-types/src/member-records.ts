// The member centre's records (spec 1 §2: betting record, account record, personal P&L). Each
// call reads only the caller's own rows, over whole days from `from` to `to` (inclusive, in the
// operator's time zone, yyyy-MM-dd), one page at a time, with the totals of every matching row.
// Amounts are decimal strings with two decimals; show them with formatMoney.
import type { GameCategory } from './games.js';
import type { WalletName } from './wallet.js';

export const MEMBER_RECORD_PATHS = {
  bets: '/wps/member/records/bets',
  transactions: '/wps/member/records/transactions',
  profit: '/wps/member/records/profit',
} as const;

export const RECORD_PAGE_SIZE = 20;
// The widest range one request may cover: the lists stay index range scans of bounded size.
export const RECORD_MAX_RANGE_DAYS = 90;

const RECORD_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Days since 1970-01-01 of a real calendar date written yyyy-MM-dd, else null.
function dayNumber(date: string): number | null {
  const match = RECORD_DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March; a date that does not read back does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export type RecordRangeProblem = 'from' | 'to' | 'order' | 'length';

// What is wrong with a from/to pair, or null: the form and the API check the same rules.
export function recordRangeProblem(from: string, to: string): RecordRangeProblem | null {
  const first = dayNumber(from);
  if (first === null) return 'from';
  const last = dayNumber(to);
  if (last === null) return 'to';
  if (last < first) return 'order';
  return last - first + 1 > RECORD_MAX_RANGE_DAYS ? 'length' : null;
}

// The date `days` after a yyyy-MM-dd date (before it when negative).
export function shiftRecordDate(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a date: "${date}"`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

export interface RecordRangeQuery {
  from: string;
  to: string;
  pageNo?: number;
  pageSize?: number;
}

export interface RecordPage<Row, Totals> {
  list: Row[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  // Of every row the filters match, not only this page.
  totals: Totals;
  // The IANA zone the days were cut in (the operator's).
  timezone: string;
}

// ---- Betting record: the member's game rounds, newest first.

export const BET_RECORD_STATUSES = ['OPEN', 'SETTLED', 'CANCELLED'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

export interface BetRecordQuery extends RecordRangeQuery {
  vendor?: string;
  category?: GameCategory;
}

export interface BetRecordRow {
  id: string;
  roundId: string;
  placedAt: string;
  settledAt: string | null;
  vendor: string;
  vendorName: string;
  gameCode: string;
  // In the caller's language where the catalogue has it.
  gameName: string;
  category: string;
  stake: string;
  payout: string;
  // payout minus stake, the member's side; null while the round is open.
  winLoss: string | null;
  status: BetRecordStatus;
}

export interface BetRecordTotals {
  rounds: number;
  stake: string;
  payout: string;
  // Of the settled rounds.
  winLoss: string;
}

export type BetRecordResponse = RecordPage<BetRecordRow, BetRecordTotals>;

// ---- Account record: every movement on the member's MAIN and vendor wallets, newest first.

// TRANSFER_IN and TRANSFER_OUT are seen from the wallet of the line: a transfer from MAIN to a
// vendor is TRANSFER_OUT on MAIN and TRANSFER_IN on the vendor's wallet.
export const ACCOUNT_RECORD_TYPES = [
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
  'REFUND',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURNED',
  'BONUS',
  'REBATE',
  'POINTS',
  'SALARY',
  'DIVIDEND',
] as const;
export type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

export interface AccountRecordQuery extends RecordRangeQuery {
  type?: AccountRecordType;
}

export interface AccountRecordRow {
  id: string;
  time: string;
  type: AccountRecordType;
  wallet: WalletName;
  // Signed: money into the wallet is positive.
  amount: string;
  // The wallet's balance right after this movement.
  balanceAfter: string;
  // The ledger entry (a transfer's two lines share it) and, for game money, the round.
  reference: string;
  vendor: string | null;
  roundId: string | null;
  // A deposit's or withdrawal's line: that request's number and where it stands now (a
  // withdrawal's hold shows PENDING, then APPROVED, PAID, CONFIRMED...). Null on other lines.
  request: AccountRecordRequest | null;
}

export interface AccountRecordRequest {
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  id: number;
  status: string;
}

export interface AccountRecordTotals {
  count: number;
  moneyIn: string;
  // Negative or zero.
  moneyOut: string;
}

export type AccountRecordResponse = RecordPage<AccountRecordRow, AccountRecordTotals>;

// ---- Personal P&L: settled rounds summed per day (newest first) or per vendor (lobby order).

export const PROFIT_GROUPINGS = ['DAY', 'VENDOR'] as const;
export type ProfitGrouping = (typeof PROFIT_GROUPINGS)[number];

export interface ProfitQuery extends RecordRangeQuery {
  groupBy: ProfitGrouping;
}

export interface ProfitRow {
  // The day (yyyy-MM-dd) or the vendor code.
  key: string;
  // The day again, or the vendor's name.
  name: string;
  rounds: number;
  stake: string;
  payout: string;
  // payout minus stake: above zero the member won.
  net: string;
}

export type ProfitTotals = Omit<ProfitRow, 'key' | 'name'>;

export type ProfitResponse = RecordPage<ProfitRow, ProfitTotals>;
