import { HttpException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiEnvelope, ErrorCode } from '@wps/shared-types';
import { AppError } from './app-error.js';
import { isServiceOutage } from './service-outage.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Please log in first',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'Not found',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  INTERNAL_ERROR: 'System error',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable, please try again',
};

export interface ErrorAnswer {
  status: number;
  body: ApiEnvelope<unknown>;
  /** True when the error was not foreseen and deserves an error-level log line. */
  unexpected: boolean;
}

/**
 * Maps anything thrown (domain errors, Nest's HTTP exceptions, Fastify's own errors such as a
 * body too large or malformed JSON) to a status and an envelope. Unexpected errors become a 500
 * with no internals in the answer, or a 503 when a service the API needs cannot be reached.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return answer(error.status, error.code, error.message, error.value);
  }
  if (error instanceof ThrottlerException) {
    return answer(429, 'TOO_MANY_REQUESTS', DEFAULT_MESSAGE.TOO_MANY_REQUESTS!);
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    return answer(
      status,
      code,
      status >= 500 ? DEFAULT_MESSAGE.INTERNAL_ERROR! : messageOf(error, code),
    );
  }
  const fastifyStatus = (error as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const code = CODE_BY_STATUS[fastifyStatus] ?? 'BAD_REQUEST';
    return answer(fastifyStatus, code, DEFAULT_MESSAGE[code] ?? (error as Error).message);
  }
  if (isServiceOutage(error)) {
    // Still logged at error level: an outage is what operators must hear about.
    return {
      ...answer(503, 'SERVICE_UNAVAILABLE', DEFAULT_MESSAGE.SERVICE_UNAVAILABLE!),
      unexpected: true,
    };
  }
  return { ...answer(500, 'INTERNAL_ERROR', DEFAULT_MESSAGE.INTERNAL_ERROR!), unexpected: true };
}

function answer(
  status: number,
  code: ErrorCode,
  message: string,
  value: unknown = null,
): ErrorAnswer {
  return { status, body: { success: false, message, value, code }, unexpected: false };
}

function messageOf(error: HttpException, code: ErrorCode): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return DEFAULT_MESSAGE[code] ?? error.message;
}
