import type { TFunction } from 'i18next';
import { isApiError } from '../../api/client';
import { fieldErrorsOf } from '../../api/error-text';

/**
 * What to tell the operator about a failed call: the first field message of a validation failure,
 * else the API's own message (already in the request's language: a wrong code, a locked account,
 * a missing permission), else a general text when no answer arrived.
 */
export function consoleErrorText(t: TFunction<'console'>, error: unknown): string {
  const [firstFieldMessage] = Object.values(fieldErrorsOf(error));
  if (firstFieldMessage) return firstFieldMessage;
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.code === 'NETWORK_ERROR') return t('errors.network');
  return error.message || t('errors.unexpected');
}

/** A refused or ended console session (401): the sign-in page takes over. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && (error.code === 'UNAUTHENTICATED' || error.status === 401);
}
