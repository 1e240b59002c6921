// Four-eyes (issue 26 point 2): payouts, manual adjustments and console bonus grants above the
// owner's threshold, and every one of a member flagged for monitoring, need a second, different
// operator who confirms with a fresh two-factor code. The threshold counts rolling per-member
// totals, so splitting an amount does not avoid it; a threshold change needs a second owner.

import { CONSOLE_API_PREFIX } from './console.js';

export const FOUR_EYES_KINDS = ['PAYOUT', 'ADJUSTMENT', 'BONUS_GRANT', 'THRESHOLD_CHANGE'] as const;
export type FourEyesKind = (typeof FOUR_EYES_KINDS)[number];

/** AWAITING_SECOND -> APPROVED (the action is carried out) or REJECTED (nothing moves). */
export const FOUR_EYES_STATUSES = ['AWAITING_SECOND', 'APPROVED', 'REJECTED'] as const;
export type FourEyesStatus = (typeof FOUR_EYES_STATUSES)[number];

/**
 * Why a second operator is needed: the member's total of the kind over the last 24 hours or 30
 * days (this one included) passes the limit, the member is flagged for monitoring, or it is a
 * change of the threshold itself.
 */
export const FOUR_EYES_REASONS = ['ROLLING_24H', 'ROLLING_30D', 'MONITORED', 'THRESHOLD'] as const;
export type FourEyesReason = (typeof FOUR_EYES_REASONS)[number];

/** The rolling windows of the threshold. */
export const FOUR_EYES_WINDOWS = { ROLLING_24H: 24 * 3_600_000, ROLLING_30D: 30 * 86_400_000 };

/** The site's threshold: null for a window without a limit (the default: none). */
export interface FourEyesThreshold {
  limit24h: string | null;
  limit30d: string | null;
}

export interface FourEyesApprovalView {
  id: number;
  kind: FourEyesKind;
  status: FourEyesStatus;
  /** The withdrawal's id for a payout; the request's key otherwise. */
  subject: string;
  memberId: number | null;
  memberAccount: string | null;
  amount: string | null;
  /** An adjustment's or a grant's reason, a threshold change's new limits. */
  payload: Record<string, unknown>;
  reasons: FourEyesReason[];
  firstOperator: string;
  secondOperator: string | null;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface FourEyesSettingsView {
  threshold: FourEyesThreshold;
  /** A change an owner proposed that awaits a second owner. */
  pendingChanges: FourEyesApprovalView[];
}

export interface FourEyesApproveRequest {
  /** The second operator's current authenticator code: a code is good once. */
  code: string;
}

export interface FourEyesRejectRequest {
  reason: string;
}

export interface FourEyesMonitoringRequest {
  monitored: boolean;
}

export const FOUR_EYES_REJECT_REASON_MAX = 200;

export const CONSOLE_FOUR_EYES_PATHS = {
  /** GET ?status (any operator): ConsolePage<FourEyesApprovalView>, newest first. */
  approvals: `${CONSOLE_API_PREFIX}/approvals`,
  /** POST FourEyesApproveRequest: the second approval (a different operator with the kind's
   *  permission); the action is carried out once. */
  approve: (id: number) => `${CONSOLE_API_PREFIX}/approvals/${id}/approve`,
  /** POST FourEyesRejectRequest: nothing moves (a payout's withdrawal is rejected). */
  reject: (id: number) => `${CONSOLE_API_PREFIX}/approvals/${id}/reject`,
  /** GET: FourEyesSettingsView; PUT FourEyesThreshold (owner): proposes a change. */
  settings: `${CONSOLE_API_PREFIX}/approvals/settings`,
} as const;
