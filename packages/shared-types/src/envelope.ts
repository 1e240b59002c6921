import type { ErrorCode } from './error-codes.js';

/** Every /wps answer, success or error, has this shape. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  value: T;
  /** Present on errors: a stable machine-readable code (see ErrorCode). */
  code?: ErrorCode;
}

/** `value` of a validation error: the offending fields with their messages. */
export interface FieldErrors {
  fields: Record<string, string[]>;
}
