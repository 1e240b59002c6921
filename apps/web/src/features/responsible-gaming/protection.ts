import {
  EXCLUSION_DURATIONS,
  exclusionEnd,
  limitTypeOf,
  limitValueProblem,
  moneyCents,
  type ExclusionDuration,
  type ExclusionKind,
  type ExclusionView,
  type PlayerLimitKind,
  type PlayerLimitView,
  type ProtectionOverview,
} from '@wps/shared-types';

/** The limits as the page groups them: one card per kind of limit, its periods in a row each. */
export const LIMIT_GROUPS = [
  { type: 'DEPOSIT', kinds: ['DEPOSIT_DAY', 'DEPOSIT_WEEK', 'DEPOSIT_MONTH'] },
  { type: 'LOSS', kinds: ['LOSS_DAY', 'LOSS_WEEK', 'LOSS_MONTH'] },
  { type: 'WAGER', kinds: ['WAGER_DAY', 'WAGER_WEEK', 'WAGER_MONTH'] },
  { type: 'SESSION', kinds: ['SESSION_MINUTES'] },
] as const satisfies ReadonlyArray<{
  type: ReturnType<typeof limitTypeOf>;
  kinds: readonly PlayerLimitKind[];
}>;

export type LimitGroupType = (typeof LIMIT_GROUPS)[number]['type'];

export function limitOf(
  overview: ProtectionOverview,
  kind: PlayerLimitKind,
): PlayerLimitView | null {
  return overview.limits.find((limit) => limit.kind === kind) ?? null;
}

/** What is wrong with a typed limit value, as a text key's name (null: it can be sent). */
export function limitDraftProblem(
  kind: PlayerLimitKind,
  value: string,
): 'amount' | 'minutes' | null {
  if (limitValueProblem(kind, value.trim()) === null) return null;
  return kind === 'SESSION_MINUTES' ? 'minutes' : 'amount';
}

/** What a saved change did, read from the server's answer. */
export type LimitOutcome =
  | { kind: 'inForce' }
  | { kind: 'pending'; value: string | null; from: string }
  | { kind: 'unchanged' };

export function limitOutcome(answer: ProtectionOverview, kind: PlayerLimitKind): LimitOutcome {
  const limit = limitOf(answer, kind);
  if (!limit) return { kind: 'unchanged' };
  if (limit.pending) return { kind: 'pending', ...limit.pending };
  return { kind: 'inForce' };
}

/** How much of an amount limit this period has left (never below 0.00). */
export function limitLeft(limit: PlayerLimitView): string | null {
  if (limit.value === null || limit.used === null) return null;
  const left = moneyCents(limit.value) - moneyCents(limit.used);
  const cents = left > 0n ? left : 0n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

export interface ExclusionChoice {
  duration: ExclusionDuration;
  /** When it would end if started at `now` (null: never). */
  endsAt: Date | null;
  /** False when one in force already reaches as far: the server only lets a new one reach further. */
  allowed: boolean;
}

export function exclusionChoices(
  kind: ExclusionKind,
  current: ExclusionView | null,
  now: Date,
): ExclusionChoice[] {
  return EXCLUSION_DURATIONS[kind].map((duration) => {
    const endsAt = exclusionEnd(now, duration);
    const allowed =
      !current ||
      (current.endsAt !== null &&
        (endsAt === null || endsAt.getTime() > Date.parse(current.endsAt)));
    return { duration, endsAt, allowed };
  });
}

/**
 * A period's name in `locale` ("3 hari", "6 weeks", "1年"), written by the browser: only the
 * permanent one needs a text of its own (null).
 */
export function durationName(duration: ExclusionDuration, locale: string | undefined) {
  if (duration === 'PERMANENT') return null;
  let count = Number(duration.slice(0, -1));
  let unit = { D: 'day', M: 'month', Y: 'year' }[duration.slice(-1)] ?? 'day';
  // The longest time-out reads as the issue names it: 6 weeks.
  if (unit === 'day' && count > 30 && count % 7 === 0) {
    count /= 7;
    unit = 'week';
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** Whole hours and the minutes left over, for "3 h 20 min". */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A whole number of minutes the reality check accepts, else null. */
export function realityCheckMinutes(value: string, range: { min: number; max: number }) {
  const text = value.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= range.min && minutes <= range.max ? minutes : null;
}
