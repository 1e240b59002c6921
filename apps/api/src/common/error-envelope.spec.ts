import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ERROR_HTTP_STATUS } from '@wps/shared-types';
import { AppError } from './app-error.js';
import { toErrorAnswer } from './error-envelope.js';

describe('error envelope', () => {
  it.each(Object.entries(ERROR_HTTP_STATUS))('answers %s with HTTP %i', (code, status) => {
    const answer = toErrorAnswer(new AppError(code as keyof typeof ERROR_HTTP_STATUS, 'message'));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, message: 'message', value: null, code });
  });

  it('maps a demo account refusal to 403 NEED_TRUE_ACCOUNT', () => {
    const answer = toErrorAnswer(
      new AppError('NEED_TRUE_ACCOUNT', 'Please Register An Account First'),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('maps Nest and throttler exceptions to codes', () => {
    expect(toErrorAnswer(new ForbiddenException()).body.code).toBe('FORBIDDEN');
    expect(toErrorAnswer(new NotFoundException()).status).toBe(404);
    expect(toErrorAnswer(new ThrottlerException()).body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers an unexpected error with a 500 that hides its internals', () => {
    const answer = toErrorAnswer(new Error('connection to 10.0.0.5:5432 refused, password=abc'));
    expect(answer.status).toBe(500);
    expect(answer.unexpected).toBe(true);
    expect(answer.body).toEqual({
      success: false,
      message: 'System error',
      value: null,
      code: 'INTERNAL_ERROR',
    });
  });
});
