import { randomBytes, randomUUID } from 'node:crypto';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  CONSOLE_SESSION_COOKIE,
  type OperatorRole,
} from '@wps/shared-types';
import { generate } from 'otplib';
import type { Clock } from '../../src/config/clock.js';
import { tokenHashOf } from '../../src/operator/operator-session.service.js';
import { readSeedFiles } from '../../src/seed/seed-files.js';
import type { TestApp } from './test-app.js';

/** The demo operators of prisma/seed/demo-operators.json, by role. */
export async function demoOperator(role: OperatorRole) {
  const { demoOperators } = await readSeedFiles();
  const operator = demoOperators.find((candidate) => candidate.role === role);
  if (!operator) throw new Error(`no demo operator of role ${role}`);
  return operator;
}

/** The TOTP code of `secret` at the clock's time (a step ahead with `stepsAhead`). */
export function totpCode(secret: string, clock: Clock = { now: Date.now }, stepsAhead = 0) {
  return generate({ secret, epoch: Math.floor(clock.now() / 1000) + stepsAhead * 30 });
}

/** The console session cookie of a Set-Cookie answer, as a Cookie header value. */
export function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((line) => line.startsWith(`${CONSOLE_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no console session cookie was set');
  return cookie.split(';')[0];
}

/** The headers of a console request from a signed-in operator's browser. */
export function consoleHeaders(cookie: string): Record<string, string> {
  return { cookie, [CONSOLE_REQUEST_HEADER]: '1' };
}

/**
 * Signs a demo operator of `role` in with password and TOTP code; answers the session cookie.
 * `stepsAhead` picks a later code, for a second sign-in within the same 30 seconds.
 */
export async function signInOperator(
  api: TestApp,
  role: OperatorRole,
  options: { clock?: Clock; stepsAhead?: number } = {},
): Promise<string> {
  const operator = await demoOperator(role);
  const first = await api.http
    .post(CONSOLE_PATHS.signIn)
    .set(CONSOLE_REQUEST_HEADER, '1')
    .send({ username: operator.username, password: operator.password })
    .expect(200);
  const code = await totpCode(operator.totpSecret, options.clock, options.stepsAhead ?? 0);
  const second = await api.http
    .post(CONSOLE_PATHS.verifyCode)
    .set(CONSOLE_REQUEST_HEADER, '1')
    .send({ challenge: first.body.value.challenge, code })
    .expect(200);
  return sessionCookieOf(second.headers['set-cookie']);
}

/**
 * A console session opened straight in the database for an operator (by username, of the demo
 * merchant unless `merchantId` says otherwise): for tests about what a session may do, not how
 * one is signed in. Answers the Cookie header value.
 */
export async function openConsoleSession(
  prisma: TestApp['prisma'],
  username: string,
  options: { merchantId?: number; revoked?: boolean } = {},
): Promise<string> {
  const operator = await prisma.operatorAccount.findFirstOrThrow({
    where: {
      username,
      ...(options.merchantId ? { merchantId: options.merchantId } : { merchant: { code: 'DEMO' } }),
    },
    select: { id: true },
  });
  const token = randomBytes(32).toString('base64url');
  await prisma.operatorSession.create({
    data: {
      id: randomUUID(),
      tokenHash: tokenHashOf(token),
      operatorId: operator.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      revokedAt: options.revoked ? new Date() : null,
    },
  });
  return `${CONSOLE_SESSION_COOKIE}=${token}`;
}
