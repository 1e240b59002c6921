import type { TFunction } from 'i18next';
import { errorMessageKey, isApiError } from './client';

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
 * else the translated text of the error code.
 */
export function errorText(t: TFunction, error: unknown): string {
  const [firstFieldMessage] = Object.values(fieldErrorsOf(error));
  if (firstFieldMessage) return firstFieldMessage;
  const lockedUntil = lockEndOf(error);
  if (lockedUntil) {
    const time = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      timeStyle: 'short',
    }).format(lockedUntil);
    return t('access.loginLockedUntil', { time });
  }
  return t(errorMessageKey(error));
}

/** When a LOGIN_LOCKED answer says its lock ends. */
function lockEndOf(error: unknown): Date | null {
  if (!isApiError(error) || error.code !== 'LOGIN_LOCKED') return null;
  const value = (error.value as { lockedUntil?: unknown } | null)?.lockedUntil;
  const end = typeof value === 'string' ? new Date(value) : null;
  return end && !Number.isNaN(end.getTime()) ? end : null;
}
