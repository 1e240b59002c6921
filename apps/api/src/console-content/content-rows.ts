import type { ConsoleSchedule, Language } from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { AuditedChange } from '../operator/operator-actor.js';

// What the console's content services share: schedules, the audit trail's before and after, and
// the answers for a row that is gone or a code already taken.

/** A schedule as the database keeps it (null: no bound; the end is exclusive). */
export interface StoredSchedule {
  startsAt: Date | null;
  endsAt: Date | null;
}

export function scheduleOf(row: StoredSchedule): ConsoleSchedule {
  return {
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** Players see the row now: it is enabled and `now` is inside its schedule. */
export function isLive(row: StoredSchedule & { enabled: boolean }, now: Date): boolean {
  return (
    row.enabled &&
    (row.startsAt === null || row.startsAt <= now) &&
    (row.endsAt === null || row.endsAt > now)
  );
}

/** The schedule an operator sent, checked: an end must come after the start. */
export function storedSchedule(input: Partial<ConsoleSchedule>): StoredSchedule {
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw invalidInput({ endsAt: 'endsAt must come after startsAt' });
  }
  return { startsAt, endsAt };
}

/** A new row for the audit trail. */
export function created(target: string, after: object): AuditedChange {
  return { target, before: null, after };
}

/** A removed row for the audit trail. */
export function removed(target: string, before: object): AuditedChange {
  return { target, before, after: null };
}

/** The fields a write changed, before and after, for the audit trail. */
export function changed<T extends object>(target: string, before: T, after: T): AuditedChange {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    target,
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `No ${what} of this site has this id`);
}

/**
 * Runs a write of one row: a row gone meanwhile (another operator deleted it, Prisma's P2025)
 * answers 404; a unique key already taken 409 with `conflict` as the message, as does a row it
 * refers to that was deleted meanwhile (P2003).
 */
export async function writeRow<T>(
  write: () => Promise<T>,
  what: string,
  conflict = `This ${what} already exists`,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2025') throw notFound(what);
    if (uniqueViolationOn(error) !== null) throw new AppError('CONFLICT', conflict);
    if ((error as { code?: unknown }).code === 'P2003') {
      throw new AppError('CONFLICT', `What this ${what} belongs to was deleted meanwhile`);
    }
    throw error;
  }
}

/** A per-language JSON column (`{"MS": ..., "EN": ..., "CN": ...}`) read entry by entry. */
export function perLanguage<T>(json: unknown, read: (value: unknown) => T): Record<Language, T> {
  const entries: Partial<Record<Language, unknown>> =
    json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {};
  return { MS: read(entries.MS), EN: read(entries.EN), CN: read(entries.CN) };
}

/** A per-language value as its JSON column keeps it, entry by entry. */
export function storedPerLanguage<T>(
  values: Record<Language, T>,
  store: (value: T) => Prisma.InputJsonValue,
): Prisma.InputJsonObject {
  return { MS: store(values.MS), EN: store(values.EN), CN: store(values.CN) };
}

/** Text of a JSON field; anything else (a row typed by hand) reads as empty. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields of a JSON object; anything else reads as an object without fields. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
}

/** Paragraphs of a JSON field; anything that is not text is left out. */
export function textsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
