import { ERROR_HTTP_STATUS, type ErrorCode } from '@wps/shared-types';

/**
 * A domain error with a stable code from shared-types; the global filter turns it into the
 * `{success: false, message, value, code}` envelope with the code's HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}
