import { LANGUAGES, type Language } from '@wps/shared-types';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

// The forms hold what the inputs hold (text for numbers and times); these turn it into the API's
// input and back. The API checks every value and its message is shown as it comes.

/** A whole number typed in a text input; empty leaves the field out (its default). */
export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * A required whole number; an empty input is sent as null (JSON has no NaN), which the API
 * refuses naming the field.
 */
export function requiredNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Trimmed text; empty is none. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Paragraphs are parted by blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One entry a line. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function byLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;
}

/** The texts with one language's changed. */
export function patchLanguage<Text extends object>(
  texts: Record<Language, Text>,
  language: Language,
  patch: Partial<Text>,
): Record<Language, Text> {
  return { ...texts, [language]: { ...texts[language], ...patch } };
}

/** "" for every language (null), else the language. */
export function languageInput(value: string): Language | null {
  return LANGUAGES.find((language) => language === value) ?? null;
}

export interface ScheduleDraft {
  startsAt: string;
  endsAt: string;
}

export function scheduleDraft(row: { startsAt: string | null; endsAt: string | null }) {
  return { startsAt: toLocalInput(row.startsAt), endsAt: toLocalInput(row.endsAt) };
}

export function scheduleInput(draft: ScheduleDraft) {
  return { startsAt: fromLocalInput(draft.startsAt), endsAt: fromLocalInput(draft.endsAt) };
}

export type ScheduleState = 'live' | 'scheduled' | 'ended' | 'disabled';

/** How a scheduled row stands now: the API's `live`, else why players do not see it. */
export function scheduleState(
  row: { enabled: boolean; live: boolean; startsAt: string | null },
  now = Date.now(),
): ScheduleState {
  if (!row.enabled) return 'disabled';
  if (row.live) return 'live';
  return row.startsAt && new Date(row.startsAt).getTime() > now ? 'scheduled' : 'ended';
}
