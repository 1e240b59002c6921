import type { TFunction } from 'i18next';
import { formatDateTime } from '../lib/date-time';
import { errorMessageKey, isApiError, type ApiErrorCode } from './client';

/** The per-field messages of a 400 VALIDATION_FAILED answer: `value.fields.<name>[0]`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const messages: Record<string, string> = {};
  for (const [name, list] of Object.entries(fields)) {
    const first: unknown = Array.isArray(list) ? list[0] : list;
    if (typeof first === 'string' && first) messages[name] = first;
  }
  return messages;
}

/**
 * What to tell the player about a failed call: the server's field message for a validation
 * failure (already in the request's language), the end of a login lock in the player's time,
 * else the translated text of the error code, with the end of a time-out or self-exclusion
 * when the answer carries it.
 */
export function errorText(t: TFunction, error: unknown): string {
  const [firstFieldMessage] = Object.values(fieldErrorsOf(error));
  if (firstFieldMessage) return firstFieldMessage;
  const lockedUntil = dateOf(error, 'LOGIN_LOCKED', 'lockedUntil');
  if (lockedUntil) {
    const time = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      timeStyle: 'short',
    }).format(lockedUntil);
    return t('access.loginLockedUntil', { time });
  }
  const text = t(errorMessageKey(error));
  const excludedUntil = dateOf(error, 'PLAY_EXCLUDED', 'endsAt');
  if (excludedUntil) {
    const end = formatDateTime(excludedUntil);
    return `${text} ${t('responsibleGaming.refusal.endsAt', { end })}`;
  }
  return text;
}

/** A date an answer of `code` carries in its value's `field`. */
function dateOf(error: unknown, code: ApiErrorCode, field: string): Date | null {
  if (!isApiError(error) || error.code !== code) return null;
  const value = (error.value as Record<string, unknown> | null)?.[field];
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
