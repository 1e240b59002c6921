// Bonuses (member centre entry 9, bonusDetails): every bonus a member received, whatever gave
// it, with the turnover requirement it added. One list of sources for the API and the web.

/**
 * What gave a bonus: a deposit's promotion bonus, an operator's grant in the console, a claimed rebate, a mission, a referral
 * reward, a raffle prize, or a promotion's reward claimed in the reward centre.
 */
export const BONUS_SOURCES = [
  'DEPOSIT_BONUS',
  'MANUAL',
  'REBATE',
  'MISSION',
  'REFERRAL',
  'RAFFLE',
  'PROMOTION',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/**
 * ACTIVE: its turnover is still being wagered; COMPLETED: met (or cleared by a withdrawal);
 * FORFEITED: an operator took it back; EXPIRED: its turnover was not met in the operator's days.
 */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus as its member sees it: amount, the turnover it added and how much of it is met. */
export interface BonusView {
  id: string;
  source: BonusSource;
  amount: string;
  turnoverRequired: string;
  turnoverMet: string;
  status: BonusStatus;
  createdAt: string;
  /** When its turnover must be met by; null when the operator sets no limit. */
  expiresAt: string | null;
  forfeitedAt: string | null;
}

export interface BonusPage {
  list: BonusView[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const BONUS_PAGE_SIZE = 10;

export const BONUS_PATHS = {
  /** GET ?pageNo&pageSize: BonusPage, newest first (T). */
  bonuses: '/wps/member/bonuses',
} as const;

/** The operator's bonus settings (merchant.settings.bonuses). */
export interface BonusSettings {
  /** Days a bonus's turnover may take before it shows as expired; null: no limit. */
  turnoverDays: number | null;
}

export const DEFAULT_BONUS_SETTINGS: BonusSettings = { turnoverDays: 30 };
export const BONUS_TURNOVER_DAYS_MAX = 365;

export function bonusSettingsOf(settings: unknown): BonusSettings {
  const stored = recordOf(recordOf(settings).bonuses);
  const days = stored.turnoverDays;
  return {
    turnoverDays:
      days === null
        ? null
        : typeof days === 'number' && Number.isInteger(days) && days >= 1
          ? days
          : DEFAULT_BONUS_SETTINGS.turnoverDays,
  };
}

/** A bonus in the console: its member, and what a forfeit took back and why. */
export interface ConsoleBonusView extends BonusView {
  memberId: number;
  account: string;
  forfeitedAmount: string | null;
  forfeitReason: string | null;
}

/** POST forfeit: why (kept in the audit trail and shown beside the bonus). */
export interface BonusForfeitRequest {
  reason: string;
}
export const BONUS_FORFEIT_REASON_MAX = 140;

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
