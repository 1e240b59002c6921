// Player protection (issue 24): limits a member sets, time-outs and self-exclusions, reality
// checks, and the identity verification an operator may require before the first withdrawal.

import type { ConsolePageQuery } from './console.js';

export const PROTECTION_PATHS = {
  /** GET: ProtectionOverview. */
  overview: '/wps/member/protection',
  /** PUT: SetLimitRequest, answers ProtectionOverview. */
  limits: '/wps/member/protection/limits',
  /** POST: ExclusionRequest, answers ProtectionOverview. */
  exclusion: '/wps/member/protection/exclusion',
  /** PUT: RealityCheckRequest, answers ProtectionOverview. */
  realityCheck: '/wps/member/protection/reality-check',
  /** GET: PlaySessionStatus, what the game frame's reality check shows. */
  playSession: '/wps/member/protection/session',
  /** GET: BetRefusalStatus, the wallet's last refusal of a bet (the game frame polls it). */
  betRefusal: '/wps/member/protection/session/refusal',
  /** PUT multipart (IDENTITY_FIELDS): the identity documents, answers IdentityStatusValue. */
  identity: '/wps/member/protection/identity',
} as const;

/** Paths under CONSOLE_PATHS.playerProtection. */
export const CONSOLE_PROTECTION_PATHS = {
  /** GET ConsoleProtectionQuery: ConsolePage<ConsoleProtectionRow>, newest member first. */
  members: 'members',
  /** GET: ConsoleProtectionDetail of :memberId. */
  member: 'members/:memberId',
  /** GET ?page&pageSize: ConsolePage<ProtectionEvent> of :memberId, newest first. */
  history: 'members/:memberId/history',
  /** POST LiftExclusionRequest: ends the member's exclusion before its end, with a reason. */
  liftExclusion: 'members/:memberId/exclusion/lift',
  /** POST IdentityReviewRequest: verifies or rejects the submitted documents. */
  reviewIdentity: 'members/:memberId/identity/review',
  /** GET: the :position-th (1-based) identity document image of :memberId. */
  identityDocument: 'members/:memberId/identity/documents/:position',
  /** GET and PUT: ProtectionSettings. */
  settings: 'settings',
} as const;

/** A raise or a removal of a limit waits this long; a lowering takes effect at once. */
export const PROTECTION_COOLING_OFF_HOURS = 24;

export const LIMIT_TYPES = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a member can set: an amount per period, or the minutes of one login session. */
export const PLAYER_LIMIT_KINDS = [
  'DEPOSIT_DAY',
  'DEPOSIT_WEEK',
  'DEPOSIT_MONTH',
  'LOSS_DAY',
  'LOSS_WEEK',
  'LOSS_MONTH',
  'WAGER_DAY',
  'WAGER_WEEK',
  'WAGER_MONTH',
  'SESSION_MINUTES',
] as const;
export type PlayerLimitKind = (typeof PLAYER_LIMIT_KINDS)[number];

/** The limits the seamless wallet checks on every bet of a member who set one. */
export const PLAY_LIMIT_KINDS: readonly PlayerLimitKind[] = [
  'LOSS_DAY',
  'LOSS_WEEK',
  'LOSS_MONTH',
  'WAGER_DAY',
  'WAGER_WEEK',
  'WAGER_MONTH',
];

/** A session limit in minutes: 15 minutes to 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1440 } as const;
/** The reality check's interval a member may choose, in minutes. */
export const REALITY_CHECK_MINUTES = { min: 5, max: 240 } as const;
/** An amount limit: positive, two decimals at most, below a billion. */
export const LIMIT_AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

export function limitTypeOf(kind: PlayerLimitKind): LimitType | 'SESSION' {
  return kind === 'SESSION_MINUTES' ? 'SESSION' : (kind.split('_')[0] as LimitType);
}

export function limitPeriodOf(kind: PlayerLimitKind): LimitPeriod | null {
  return kind === 'SESSION_MINUTES' ? null : (kind.split('_')[1] as LimitPeriod);
}

/** Why `value` is no valid value for a limit of `kind` (null: it is valid). */
export function limitValueProblem(kind: PlayerLimitKind, value: string): string | null {
  if (kind === 'SESSION_MINUTES') {
    const minutes = Number(value);
    return /^\d{1,4}$/.test(value) &&
      minutes >= SESSION_LIMIT_MINUTES.min &&
      minutes <= SESSION_LIMIT_MINUTES.max
      ? null
      : `Enter whole minutes from ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max}`;
  }
  return LIMIT_AMOUNT_PATTERN.test(value) && Number(value) > 0
    ? null
    : 'Enter an amount above 0 with at most two decimals';
}

/** Set a limit (a value) or remove it (null). */
export interface SetLimitRequest {
  kind: PlayerLimitKind;
  /** An amount ("100.00") or, for SESSION_MINUTES, whole minutes ("60"); null removes it. */
  value: string | null;
}

export interface PlayerLimitView {
  kind: PlayerLimitKind;
  /** The value in force now; null: none (a new limit waiting for its cooling-off). */
  value: string | null;
  /** A raise or removal waiting for its cooling-off: the value it will have (null: removed). */
  pending: { value: string | null; from: string } | null;
  /** For an amount limit: what this period used so far (deposited, lost or wagered). */
  used: string | null;
}

export const EXCLUSION_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** Time-out: 24 hours to 6 weeks. Self-exclusion: 6 months, 1 year, 5 years or for good. */
export const EXCLUSION_DURATIONS = {
  TIME_OUT: ['1D', '3D', '7D', '14D', '30D', '42D'],
  SELF_EXCLUSION: ['6M', '1Y', '5Y', 'PERMANENT'],
} as const satisfies Record<ExclusionKind, readonly string[]>;
export type ExclusionDuration =
  | (typeof EXCLUSION_DURATIONS.TIME_OUT)[number]
  | (typeof EXCLUSION_DURATIONS.SELF_EXCLUSION)[number];

export function isExclusionDuration(
  kind: ExclusionKind,
  duration: unknown,
): duration is ExclusionDuration {
  return (EXCLUSION_DURATIONS[kind] as readonly unknown[]).includes(duration);
}

/** When an exclusion of `duration` that starts at `start` ends (null: never). */
export function exclusionEnd(start: Date, duration: ExclusionDuration): Date | null {
  if (duration === 'PERMANENT') return null;
  const count = Number(duration.slice(0, -1));
  const end = new Date(start.getTime());
  switch (duration.slice(-1)) {
    case 'D':
      end.setTime(start.getTime() + count * 86_400_000);
      break;
    case 'M':
      end.setUTCMonth(end.getUTCMonth() + count);
      break;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + count);
  }
  return end;
}

export interface ExclusionRequest {
  kind: ExclusionKind;
  duration: ExclusionDuration;
}

export interface ExclusionView {
  kind: ExclusionKind;
  startsAt: string;
  /** Null: permanent. */
  endsAt: string | null;
}

export interface RealityCheckRequest {
  /** Null: the operator's default. */
  minutes: number | null;
}

export const IDENTITY_STATUSES = ['NOT_VERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The identity form's multipart fields: 1 or 2 document images (front and back). */
export const IDENTITY_FIELDS = { documents: 'documents' } as const;
export const IDENTITY_MAX_DOCUMENTS = 2;

export interface IdentityStatusValue {
  status: IdentityStatus;
  submittedAt: string | null;
  /** Why the operator rejected the documents, while REJECTED. */
  rejectReason: string | null;
  documentCount: number;
}

/** The member's net result (positive: won) and time played in a period. */
export interface PlayFigures {
  from: string;
  netResult: string;
  wagered: string;
  deposited: string;
  minutesPlayed: number;
}

export interface ProtectionOverview {
  limits: PlayerLimitView[];
  /** The time-out or self-exclusion in force. */
  exclusion: ExclusionView | null;
  realityCheck: { minutes: number; isDefault: boolean };
  identity: IdentityStatusValue;
  week: PlayFigures;
  month: PlayFigures;
  /** When this login session ends by the member's session limit (null: no limit). */
  sessionEndsAt: string | null;
  coolingOffHours: number;
}

/** What the game frame's reality check shows, every `realityCheckMinutes` of play. */
export interface PlaySessionStatus {
  startedAt: string;
  minutesPlayed: number;
  /** The session's net result: wins minus stakes (negative: lost). */
  netResult: string;
  realityCheckMinutes: number;
  sessionEndsAt: string | null;
}

/**
 * A bet the seamless wallet refused for a limit or an exclusion. The vendor only learns that the
 * bet was refused (and may say "insufficient funds"); the game frame tells the player why.
 */
export type BetRefusal =
  | {
      code: 'PLAY_LIMIT_REACHED';
      /** When the bet was refused: also what tells one refusal from the next. */
      at: string;
      /** The limit the bet would have passed, and its amount. */
      kind: PlayerLimitKind;
      limit: string;
    }
  | { code: 'PLAY_EXCLUDED'; at: string; exclusion: ExclusionView };

export interface BetRefusalStatus {
  /** The latest refusal of the last hour (null: none). */
  refusal: BetRefusal | null;
}

/** The operator's player-protection settings (merchant.settings under `protection`). */
export interface ProtectionSettings {
  /** A birthday showing the operator's minimum age is needed before the first deposit. */
  ageCheckBeforeDeposit: boolean;
  /** A verified identity is needed before the first withdrawal. */
  identityBeforeWithdrawal: boolean;
  realityCheckMinutes: number;
}

export const DEFAULT_PROTECTION_SETTINGS: ProtectionSettings = {
  ageCheckBeforeDeposit: false,
  identityBeforeWithdrawal: false,
  realityCheckMinutes: 60,
};

export function protectionSettingsOf(settings: unknown): ProtectionSettings {
  const root =
    settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  const stored =
    root.protection && typeof root.protection === 'object'
      ? (root.protection as Record<string, unknown>)
      : {};
  const minutes = stored.realityCheckMinutes;
  return {
    ageCheckBeforeDeposit:
      typeof stored.ageCheckBeforeDeposit === 'boolean'
        ? stored.ageCheckBeforeDeposit
        : DEFAULT_PROTECTION_SETTINGS.ageCheckBeforeDeposit,
    identityBeforeWithdrawal:
      typeof stored.identityBeforeWithdrawal === 'boolean'
        ? stored.identityBeforeWithdrawal
        : DEFAULT_PROTECTION_SETTINGS.identityBeforeWithdrawal,
    realityCheckMinutes:
      typeof minutes === 'number' &&
      Number.isInteger(minutes) &&
      minutes >= REALITY_CHECK_MINUTES.min &&
      minutes <= REALITY_CHECK_MINUTES.max
        ? minutes
        : DEFAULT_PROTECTION_SETTINGS.realityCheckMinutes,
  };
}

export const PROTECTION_EVENT_KINDS = [
  'LIMIT_SET',
  'LIMIT_CHANGE_PENDING',
  'EXCLUSION_STARTED',
  'EXCLUSION_LIFTED',
  'REALITY_CHECK_SET',
  'IDENTITY_SUBMITTED',
  'IDENTITY_REVIEWED',
] as const;
export type ProtectionEventKind = (typeof PROTECTION_EVENT_KINDS)[number];

/** One line of a member's protection history. */
export interface ProtectionEvent {
  id: string;
  kind: ProtectionEventKind;
  detail: Record<string, unknown>;
  /** The operator who made the change; null: the member. */
  operator: string | null;
  createdAt: string;
}

export const CONSOLE_PROTECTION_FILTERS = ['EXCLUDED', 'LIMITED', 'IDENTITY_PENDING'] as const;
export type ConsoleProtectionFilter = (typeof CONSOLE_PROTECTION_FILTERS)[number];

export interface ConsoleProtectionQuery extends ConsolePageQuery {
  /** None: every member with a protection record. */
  filter?: ConsoleProtectionFilter;
  /** The member's account, exactly. */
  account?: string;
}

export interface ConsoleProtectionRow {
  memberId: number;
  account: string;
  exclusion: ExclusionView | null;
  limitCount: number;
  identityStatus: IdentityStatus;
}

export interface ConsoleProtectionDetail {
  memberId: number;
  account: string;
  limits: PlayerLimitView[];
  exclusion: ExclusionView | null;
  realityCheckMinutes: number | null;
  identity: IdentityStatusValue;
}

/** An operator ends an exclusion early only with a reason, kept in the audit trail. */
export interface LiftExclusionRequest {
  reason: string;
}

export interface IdentityReviewRequest {
  decision: 'VERIFIED' | 'REJECTED';
  /** Required for a rejection: the member sees it. */
  reason?: string;
}

export const PROTECTION_REASON_LENGTH = { min: 5, max: 500 } as const;
