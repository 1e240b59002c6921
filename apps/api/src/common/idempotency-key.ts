import { IDEMPOTENCY_KEY_PATTERN } from '@wps/shared-types';
import { invalidInput } from './app-error.js';

/**
 * The request's Idempotency-Key, which every route that moves money or points requires: missing
 * or malformed, the request is refused with the same message everywhere, before anything changes.
 */
export function requiredIdempotencyKey(key: string | undefined): string {
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalidInput({
      'Idempotency-Key': 'Idempotency-Key header required: 8 to 128 of A-Z a-z 0-9 . _ : -',
    });
  }
  return key;
}
