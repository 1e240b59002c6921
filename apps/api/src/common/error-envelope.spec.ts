import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ERROR_HTTP_STATUS } from '@wps/shared-types';
import pg from 'pg';
import { createPrismaClient, type PrismaClient } from '../database/prisma.factory.js';
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

describe('error envelope when a service is out of reach', () => {
  const unavailable = {
    success: false,
    message: 'Service temporarily unavailable, please try again',
    value: null,
    code: 'SERVICE_UNAVAILABLE',
  };

  it.each([
    ['a model query', (prisma: PrismaClient) => prisma.member.findFirst()],
    ['a raw query', (prisma: PrismaClient) => prisma.$queryRaw`SELECT 1`],
  ])('answers 503 when Postgres refuses %s', async (_what, query) => {
    // A real client of a port nothing listens on: the error is the one an outage produces.
    const prisma = createPrismaClient('postgresql://postgres@127.0.0.1:1/postgres');
    const error = await query(prisma).catch((thrown: unknown) => thrown);
    await prisma.$disconnect();
    const answer = toErrorAnswer(error);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(unavailable);
    expect(answer.unexpected).toBe(true);
  });

  it('answers 503 when node-postgres or Redis lost its connection', async () => {
    const pool = new pg.Pool({ connectionString: 'postgresql://postgres@127.0.0.1:1/postgres' });
    const refused = await pool.query('SELECT 1').catch((thrown: unknown) => thrown);
    await pool.end();
    expect(toErrorAnswer(refused).status).toBe(503);
    expect(toErrorAnswer(new Error('Connection is closed.')).status).toBe(503);
  });

  it('still answers a fault of the code with a 500', () => {
    expect(toErrorAnswer(new TypeError('x is undefined')).status).toBe(500);
  });
});
