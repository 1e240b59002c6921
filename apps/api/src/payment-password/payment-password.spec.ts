import { PAYMENT_PATHS, WALLET_PATHS } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { PaymentPasswordService } from './payment-password.service.js';

describe('payment password', () => {
  let api: TestApp;
  let member: string;
  let memberId: number;
  let passwords: PaymentPasswordService;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    passwords = api.app.get(PaymentPasswordService);
  });

  afterAll(() => api.close());

  const setPassword = (body: object) =>
    api.http.put(PAYMENT_PATHS.paymentPassword).set('authorization', member).send(body);
  const status = async () =>
    (await api.http.get(PAYMENT_PATHS.paymentPassword).set('authorization', member).expect(200))
      .body.value;
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'PASSED',
      (error: { code?: string; value?: unknown }) => error.code,
    );

  it('is unset at first, and a withdrawal-like check says so', async () => {
    expect(await status()).toEqual({ isSet: false, lockedUntil: null });
    expect(await codeOf(passwords.verify(memberId, '123456'))).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('refuses a wrong login password, a bad format and a mismatch, changing nothing', async () => {
    const wrongLogin = await setPassword({
      password: 'Wrong999',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(wrongLogin.status).toBe(400);
    expect(wrongLogin.body.value.fields).toHaveProperty('password');
    for (const [paymentPassword, confirmPaymentPassword, field] of [
      ['12345', '12345', 'paymentPassword'],
      ['12345a', '12345a', 'paymentPassword'],
      ['135790', '135791', 'confirmPaymentPassword'],
    ]) {
      const response = await setPassword({
        password: 'Demo1234',
        paymentPassword,
        confirmPaymentPassword,
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.value.fields).toHaveProperty(field);
    }
    expect(await status()).toEqual({ isSet: false, lockedUntil: null });
  });

  it('is set and changed with the login password; only the newest one passes', async () => {
    await setPassword({
      password: 'Demo1234',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    }).expect(200);
    expect(await codeOf(passwords.verify(memberId, '135790'))).toBe('PASSED');
    await setPassword({
      password: 'Demo1234',
      paymentPassword: '975310',
      confirmPaymentPassword: '975310',
    }).expect(200);
    expect(await codeOf(passwords.verify(memberId, '135790'))).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await codeOf(passwords.verify(memberId, '975310'))).toBe('PASSED');
  });

  it('locks for 15 minutes after five wrong tries, even when they arrive at once', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => codeOf(passwords.verify(memberId, '000000'))),
    );
    // Five tries are checked: four come back wrong, the fifth locks. The seven others are never
    // checked: they find the lock or, while the five are still being checked, are asked to retry.
    const unchecked = tries.filter((code) => code !== 'PAYMENT_PASSWORD_WRONG');
    expect(unchecked).toHaveLength(8);
    expect(unchecked).toContain('PAYMENT_PASSWORD_LOCKED');
    expect(
      unchecked.filter(
        (code) => code !== 'PAYMENT_PASSWORD_LOCKED' && code !== 'TOO_MANY_REQUESTS',
      ),
    ).toEqual([]);
    // Locked: even the right password is refused until the lock ends.
    expect(await codeOf(passwords.verify(memberId, '975310'))).toBe('PAYMENT_PASSWORD_LOCKED');
    const { lockedUntil } = await status();
    const minutes = (Date.parse(lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('opens again when the lock has lapsed, with five fresh tries', async () => {
    await api.prisma.member.update({
      where: { id: memberId },
      data: { paymentPasswordLockedUntil: new Date(Date.now() - 1000) },
    });
    const wrong = await passwords.verify(memberId, '000000').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    expect(await codeOf(passwords.verify(memberId, '975310'))).toBe('PASSED');
    expect(await status()).toEqual({ isSet: true, lockedUntil: null });
  });

  it('never calls a burst of right passwords a lock: those beyond five are asked to retry', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => codeOf(passwords.verify(memberId, '975310'))),
    );
    expect(tries).not.toContain('PAYMENT_PASSWORD_LOCKED');
    expect(tries.filter((code) => code === 'PASSED').length).toBeGreaterThanOrEqual(5);
    // How many overlap depends on timing: on a slow machine the first checks may finish and
    // clear the count before the last ones arrive, so all twelve may pass.
    expect(tries.filter((code) => code !== 'PASSED' && code !== 'TOO_MANY_REQUESTS')).toEqual([]);
    expect(await status()).toEqual({ isSet: true, lockedUntil: null });
  });

  it('is for real accounts only and never changes the balance', async () => {
    const before = (await api.http.get(WALLET_PATHS.balance).set('authorization', member)).body
      .value;
    await setPassword({
      password: 'Demo1234',
      paymentPassword: '975310',
      confirmPaymentPassword: '975310',
    }).expect(200);
    expect(
      (await api.http.get(WALLET_PATHS.balance).set('authorization', member)).body.value,
    ).toEqual(before);
  });
});
