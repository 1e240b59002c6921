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

/** The 400 VALIDATION_FAILED answer naming each bad field with its messages. */
export function invalidInput(fields: Partial<Record<string, string | string[]>>): AppError {
  const entries = Object.entries(fields).flatMap(([field, messages]) => {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => Boolean(message),
    );
    return list.length > 0 ? [[field, list] as const] : [];
  });
  return new AppError(
    'VALIDATION_FAILED',
    `Invalid input: ${entries.map(([field]) => field).join(', ')}`,
    { fields: Object.fromEntries(entries) },
  );
}
