import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  OPERATOR_LOCK,
  OPERATOR_SESSION,
  type ConsoleChallenge,
} from '@wps/shared-types';
import { generate } from 'otplib';
import {
  consoleHeaders,
  demoOperator,
  sessionCookieOf,
  signInOperator,
  totpCode,
} from '../../test/support/console.js';
import { loginRequest, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { createOwner } from './operator-owner.js';

const STEP_MS = 30_000;

describe('operator sign-in', () => {
  let api: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    api = await createTestApp({ seeded: true, clock });
  });
  afterAll(async () => {
    await api.close();
  });
  // Every test starts on a time step no code was used in.
  beforeEach(() => clock.advance(3 * STEP_MS));

  const post = (path: string, body: object) =>
    api.http.post(path).set(CONSOLE_REQUEST_HEADER, '1').send(body);

  async function challengeFor(username: string, password: string): Promise<ConsoleChallenge> {
    const response = await post(CONSOLE_PATHS.signIn, { username, password }).expect(200);
    return response.body.value as ConsoleChallenge;
  }

  it('signs a demo operator in with password and code, and the session reads its role', async () => {
    const cookie = await signInOperator(api, 'FINANCE', { clock });
    const me = await api.http.get(CONSOLE_PATHS.me).set('cookie', cookie).expect(200);
    expect(me.body.value).toMatchObject({
      username: 'finance',
      role: 'FINANCE',
      mustChangePassword: false,
      merchant: { code: 'DEMO' },
    });
    expect(me.body.value.permissions).toContain('members.adjustLarge');
  });

  it('refuses a wrong password without telling whether the account exists', async () => {
    const wrong = await post(CONSOLE_PATHS.signIn, { username: 'owner', password: 'nope' });
    const missing = await post(CONSOLE_PATHS.signIn, { username: 'nobody', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(wrong.body.message).toBe(missing.body.message);
  });

  it('refuses a reused code and an old code', async () => {
    const operator = await demoOperator('SUPPORT');
    const code = await totpCode(operator.totpSecret, clock);
    const first = await challengeFor(operator.username, operator.password);
    await post(CONSOLE_PATHS.verifyCode, { challenge: first.challenge, code }).expect(200);

    const again = await challengeFor(operator.username, operator.password);
    const reused = await post(CONSOLE_PATHS.verifyCode, { challenge: again.challenge, code });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('OPERATOR_CODE_INVALID');

    clock.advance(5 * STEP_MS);
    const old = await generate({
      secret: operator.totpSecret,
      epoch: Math.floor(clock.now() / 1000) - 90,
    });
    const late = await challengeFor(operator.username, operator.password);
    const refused = await post(CONSOLE_PATHS.verifyCode, { challenge: late.challenge, code: old });
    expect(refused.body.code).toBe('OPERATOR_CODE_INVALID');
  });

  it('locks the account after five wrong codes in a row, even for the right code', async () => {
    const operator = await demoOperator('CONTENT');
    const { challenge } = await challengeFor(operator.username, operator.password);
    for (let attempt = 0; attempt < OPERATOR_LOCK.failures; attempt += 1) {
      await post(CONSOLE_PATHS.verifyCode, { challenge, code: '000000' }).expect(400);
    }
    const code = await totpCode(operator.totpSecret, clock);
    const locked = await post(CONSOLE_PATHS.verifyCode, { challenge, code });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    const password = await post(CONSOLE_PATHS.signIn, {
      username: operator.username,
      password: operator.password,
    });
    expect(password.body.code).toBe('LOGIN_LOCKED');

    clock.advance(OPERATOR_LOCK.minutes * 60_000);
    await signInOperator(api, 'CONTENT', { clock });
  });

  it('enrols a new owner: QR code, first code, ten single-use recovery codes, password change', async () => {
    const owner = await createOwner(api.prisma, { username: 'new_owner', bcryptCost: 4 });
    const enrol = await challengeFor(owner.username, owner.password);
    expect(enrol.stage).toBe('ENROL');
    expect(enrol.enrolment?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrol.enrolment?.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = enrol.enrolment?.secret ?? '';
    const signedIn = await post(CONSOLE_PATHS.verifyCode, {
      challenge: enrol.challenge,
      code: await totpCode(secret, clock),
    }).expect(200);
    const recoveryCodes = signedIn.body.value.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);

    // Until the generated password is changed, only the change (and me, sign-out) work.
    const blocked = await api.http.get(CONSOLE_PATHS.audit).set('cookie', cookie);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await api.http
      .post(CONSOLE_PATHS.changePassword)
      .set(consoleHeaders(cookie))
      .send({ currentPassword: owner.password, newPassword: 'a-new-owner-password' })
      .expect(200);
    await api.http.get(CONSOLE_PATHS.audit).set('cookie', cookie).expect(200);

    clock.advance(STEP_MS);
    const next = await challengeFor(owner.username, 'a-new-owner-password');
    expect(next.stage).toBe('CODE');
    await post(CONSOLE_PATHS.verifyRecoveryCode, {
      challenge: next.challenge,
      code: recoveryCodes[0].toLowerCase(),
    }).expect(200);
    const again = await challengeFor(owner.username, 'a-new-owner-password');
    const reused = await post(CONSOLE_PATHS.verifyRecoveryCode, {
      challenge: again.challenge,
      code: recoveryCodes[0],
    });
    expect(reused.body.code).toBe('OPERATOR_CODE_INVALID');
    await post(CONSOLE_PATHS.verifyRecoveryCode, {
      challenge: again.challenge,
      code: recoveryCodes[1],
    }).expect(200);
  });

  it('ends a session at sign-out, every session at sign-out everywhere, and idle ones', async () => {
    const first = await signInOperator(api, 'READ_ONLY', { clock });
    clock.advance(STEP_MS);
    const second = await signInOperator(api, 'READ_ONLY', { clock });
    await api.http.post(CONSOLE_PATHS.signOut).set(consoleHeaders(first)).expect(200);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', first).expect(401);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', second).expect(200);

    clock.advance(STEP_MS);
    const third = await signInOperator(api, 'READ_ONLY', { clock });
    await api.http.post(CONSOLE_PATHS.signOutEverywhere).set(consoleHeaders(third)).expect(200);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', second).expect(401);

    clock.advance(STEP_MS);
    const idle = await signInOperator(api, 'READ_ONLY', { clock });
    clock.advance(OPERATOR_SESSION.idleMinutes * 60_000);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', idle).expect(401);
  });

  it('refuses console writes without the console header, even with a live session', async () => {
    const cookie = await signInOperator(api, 'OWNER', { clock });
    const forged = await api.http.post(CONSOLE_PATHS.signOut).set('cookie', cookie);
    expect(forged.status).toBe(403);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', cookie).expect(200);
  });

  it('keeps console and player credentials apart', async () => {
    const cookie = await signInOperator(api, 'OWNER', { clock });
    await updateSite(api, { sliderVerification: false });
    const login = await loginRequest(api, 'demo_member', 'Demo1234').expect(200);
    const memberToken = login.body.value.token as string;
    await api.http.get(CONSOLE_PATHS.me).set('authorization', `Bearer ${memberToken}`).expect(401);
    await api.http.get('/wps/member/info').set('cookie', cookie).expect(401);
  });
});
