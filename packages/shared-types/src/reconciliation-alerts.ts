// Daily reconciliation (issue 26 point 5): once a day the job runner checks the day's money three
// ways and raises an alert for every mismatch, open until an operator resolves it with a reason.
// Days are UTC days, as the job runner's periods and the vendors' statements are.
import { CONSOLE_API_PREFIX } from './console.js';

export const RECONCILIATION_ALERT_PATHS = {
  /** GET ?status&page&pageSize (payments.read): ConsolePage<ReconciliationAlert>, newest first. */
  alerts: `${CONSOLE_API_PREFIX}/reconciliation-alerts`,
  /** GET (payments.read): ReconciliationAlertCount, the open alerts (the dashboard's badge). */
  openCount: `${CONSOLE_API_PREFIX}/reconciliation-alerts/open-count`,
  /** POST ReconciliationResolveRequest (payments.write): the resolved ReconciliationAlert. */
  resolve: (id: number | ':id') => `${CONSOLE_API_PREFIX}/reconciliation-alerts/${id}/resolve`,
  /** POST ReconciliationRunRequest (payments.write): ReconciliationRunResult, the job's run. */
  run: `${CONSOLE_API_PREFIX}/reconciliation-alerts/run`,
} as const;

/**
 * What a check compares. WALLET_BALANCE: a member wallet's opening balance plus the day's lines
 * against its closing balance, and its balance row against its last line. DEPOSIT_CHANNEL: a
 * channel's approved deposits of the day against the ledger's deposit credits. PAYMENT_GATEWAY:
 * the gateway's paid callbacks of the day against the ledger, with online deposits approved
 * without one. VENDOR_ROUNDS: a vendor's rounds of the day against the wallet entries of them.
 */
export const RECONCILIATION_CHECKS = [
  'WALLET_BALANCE',
  'DEPOSIT_CHANNEL',
  'PAYMENT_GATEWAY',
  'VENDOR_ROUNDS',
] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

export const RECONCILIATION_ALERT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReconciliationAlertStatus = (typeof RECONCILIATION_ALERT_STATUSES)[number];

/** A resolution's reason: long enough to say something. */
export const RECONCILIATION_REASON_LENGTH = { min: 5, max: 500 } as const;

export interface ReconciliationAlert {
  id: number;
  /** yyyy-MM-dd, UTC: the day reconciled. */
  day: string;
  check: ReconciliationCheck;
  /** What does not agree: a wallet, a channel, a gateway or a vendor, e.g. "vendor PG". */
  subject: string;
  /** The figure the other side implies, and the one found (decimal strings, or counts). */
  expected: string;
  actual: string;
  /** Every figure the check compared, by name, for the auditor. */
  figures: Record<string, string>;
  status: ReconciliationAlertStatus;
  raisedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}

export interface ReconciliationAlertQuery {
  status?: ReconciliationAlertStatus;
  page?: number;
  pageSize?: number;
}

export interface ReconciliationAlertCount {
  open: number;
}

export interface ReconciliationResolveRequest {
  reason: string;
}

export interface ReconciliationRunRequest {
  /** yyyy-MM-dd, UTC; a day that has ended. */
  day: string;
}

export interface ReconciliationRunResult {
  day: string;
  /** Subjects compared per check (a wallet, a channel, a gateway, a vendor). */
  compared: Record<ReconciliationCheck, number>;
  /** Mismatches found, and how many of them were new alerts (a rerun raises none twice). */
  mismatches: number;
  raised: number;
}
