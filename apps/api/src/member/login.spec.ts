import bcrypt from 'bcrypt';
import { ACCESS_PATHS } from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { bearerFor, latestCode, loginRequest, updateSite } from '../../test/support/access.js';
import { LoginThrottle, throttleSubject } from '../session/login-throttle.js';

describe('login', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  const demoMerchantId = async () => (await api.prisma.merchant.findFirstOrThrow()).id;

  it('logs a member in with a token that opens T calls', async () => {
    const response = await loginRequest(api, 'demo_member', 'Demo1234').expect(200);
    expect(response.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await api.http
      .get('/wps/member/info')
      .set('authorization', `Bearer ${response.body.value.token}`)
      .expect(200);
    expect(info.body.value).toMatchObject({
      account: 'demo_member',
      type: 0,
      clubLabel: { rankLevel: 3 },
    });
    const again = await loginRequest(api, 'Demo_Member', 'Demo1234').expect(200);
    expect(again.body.value.firstTimeLogin).toBe(false);
  });

  it('makes the first-login call once: it records the first login and sends one welcome letter', async () => {
    const bearer = await bearerFor(api, 'demo_vip', 'Demo1234');
    const call = (authorization?: string) => {
      const request = api.http.post(ACCESS_PATHS.firstLogin);
      return authorization ? request.set('authorization', authorization) : request;
    };
    await call().expect(401);
    const answers = await Promise.all([call(bearer), call(bearer)]);
    expect(answers.map((answer) => answer.body.value.welcomed).sort()).toEqual([false, true]);
    expect((await call(bearer).expect(200)).body.value).toEqual({ welcomed: false });
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } });
    expect(member.firstLoginAt).not.toBeNull();
    const letters = await api.prisma.mailboxMessage.findMany({
      where: { memberId: member.id, template: 'member.welcome' },
    });
    expect(letters).toHaveLength(1);
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'first-login-test', gatewayVersion: 3 })
      .expect(200);
    expect((await call(`Bearer ${freePlay.body.value.token}`)).body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('answers a wrong password and an unknown account alike, then asks for a captcha', async () => {
    for (const account of ['demo_vip', 'nobody_here']) {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        answers.push((await loginRequest(api, account, 'Wrong999', {}, '203.0.113.2')).body);
      }
      expect(answers.map((body) => [body.code, body.message, body.value.captcha])).toEqual([
        ['INVALID_CREDENTIALS', 'Wrong account or password', false],
        ['INVALID_CREDENTIALS', 'Wrong account or password', false],
        ['INVALID_CREDENTIALS', 'Wrong account or password', true],
      ]);
      const withoutCaptcha = await loginRequest(api, account, 'Demo1234', {}, '203.0.113.2');
      expect(withoutCaptcha.status).toBe(400);
      expect(withoutCaptcha.body).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        value: { captcha: true },
      });
      const wrongCaptcha = await loginRequest(
        api,
        account,
        'Demo1234',
        { captcha: 'zzzz' },
        '203.0.113.2',
      );
      expect(wrongCaptcha.body).toMatchObject({
        code: 'CAPTCHA_INVALID',
        value: { captcha: true },
      });
    }
  });

  it('asks every login from an address with many failures for a captcha', async () => {
    await updateSite(api, { settings: { addressCaptchaAfterFailures: 2 } });
    await loginRequest(api, 'spray_one', 'Wrong999', {}, '203.0.113.9').expect(400);
    await loginRequest(api, 'spray_two', 'Wrong999', {}, '203.0.113.9').expect(400);
    const third = await loginRequest(api, 'demo_agent', 'Agent1234', {}, '203.0.113.9');
    expect(third.body.code).toBe('CAPTCHA_REQUIRED');
    await loginRequest(api, 'demo_agent', 'Agent1234', {}, '203.0.113.10').expect(200);
    await updateSite(api, { settings: {} });
  });

  it('locks an account name out for the window after too many failures', async () => {
    await updateSite(api, {
      settings: { captchaAfterFailures: 100, lockoutFailures: 4, lockoutMinutes: 15 },
    });
    for (let attempt = 0; attempt < 4; attempt++) {
      await loginRequest(api, 'demo_agent_m1', 'Wrong999', {}, '203.0.113.3').expect(400);
    }
    const locked = await loginRequest(api, 'demo_agent_m1', 'Demo1234', {}, '203.0.113.3');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect(locked.body.value.retryAfterSeconds).toBeGreaterThan(800);
    await loginRequest(api, 'demo_agent_m2', 'Demo1234', {}, '203.0.113.3').expect(200);
  });

  it('never locks the owner out for good: 100 wrong passwords by name give temporary locks, and the owner gets in by SMS code', async () => {
    await updateSite(api, {
      settings: { captchaAfterFailures: 100, lockoutFailures: 10, lockoutMinutes: 15 },
    });
    const answers: Array<{ status: number; code: string; lockedUntil?: string }> = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      // A different address each time: per-address limits do not stop a botnet.
      const response = await loginRequest(
        api,
        'Demo_Agent_M3',
        'Wrong999',
        {},
        `198.51.100.${attempt}`,
      );
      answers.push({
        status: response.status,
        code: response.body.code,
        lockedUntil: response.body.value?.lockedUntil,
      });
    }
    expect(answers.slice(0, 10).every((answer) => answer.code === 'INVALID_CREDENTIALS')).toBe(
      true,
    );
    const locked = answers.slice(10);
    expect(locked.every((answer) => answer.status === 429 && answer.code === 'LOGIN_LOCKED')).toBe(
      true,
    );
    const until = Date.parse(locked[0].lockedUntil!);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const member = await api.prisma.member.update({
      where: {
        merchantId_account: { merchantId: await demoMerchantId(), account: 'demo_agent_m3' },
      },
      data: { countryDialingCode: '+60', mobileNum: '123456703' },
    });
    expect(member.status).toBe('ACTIVE');

    await api.http
      .post('/wps/verification/sms/noLogin')
      .set('x-forwarded-for', '198.51.100.200')
      .send({ mobileNum: '0123456703', countryDialingCode: '+60' })
      .expect(200);
    const code = await latestCode(api, '+60123456703');
    await loginRequest(
      api,
      '123456703',
      code,
      { type: 'sms', countryDialingCode: '+60' },
      '198.51.100.200',
    ).expect(200);
    await api.app
      .get(LoginThrottle)
      .clear(throttleSubject(member.merchantId, 'username', 'demo_agent_m3'));
    await updateSite(api, { settings: {} });
  });

  it('locks an account twice as long the second time within a day', async () => {
    await updateSite(api, {
      settings: { captchaAfterFailures: 100, lockoutFailures: 2, lockoutMinutes: 10 },
    });
    const throttle = api.app.get(LoginThrottle);
    const subject = throttleSubject(await demoMerchantId(), 'username', 'demo_sub_m1');
    const lockFor = async () => {
      await loginRequest(api, 'demo_sub_m1', 'Wrong999', {}, '198.51.101.1');
      await loginRequest(api, 'demo_sub_m1', 'Wrong999', {}, '198.51.101.2');
      const locked = await loginRequest(api, 'demo_sub_m1', 'Demo1234', {}, '198.51.101.3');
      expect(locked.body.code).toBe('LOGIN_LOCKED');
      return locked.body.value.retryAfterSeconds as number;
    };
    const first = await lockFor();
    // The lock's end, without waiting for it: the failures of the window end with it.
    await api.store.delete(`login-lock:${subject}`);
    await api.store.delete(`login-fail:${subject}`);
    const second = await lockFor();
    expect(first).toBeGreaterThan(9 * 60);
    expect(first).toBeLessThanOrEqual(10 * 60);
    expect(second).toBeGreaterThan(19 * 60);
    expect(second).toBeLessThanOrEqual(20 * 60);
    await throttle.clear(subject);
    await updateSite(api, { settings: {} });
  });

  it('rehashes a password of another work factor at the next login', async () => {
    const before = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_sub_m2' } });
    expect(bcrypt.getRounds(before.passwordHash)).not.toBe(api.config.BCRYPT_COST);
    await loginRequest(api, 'demo_sub_m2', 'Demo1234', {}, '198.51.102.1').expect(200);
    const after = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_sub_m2' } });
    expect(bcrypt.getRounds(after.passwordHash)).toBe(api.config.BCRYPT_COST);
    expect(await bcrypt.compare('Demo1234', after.passwordHash)).toBe(true);
    expect(after.passwordChangedAt).toEqual(before.passwordChangedAt);
  });

  it('compares an unknown name against a hash of the current work factor', async () => {
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      await loginRequest(api, 'no_such_member', 'Demo1234', {}, '198.51.102.2').expect(400);
      expect(compare).toHaveBeenCalledTimes(1);
      const hash = String(compare.mock.calls[0]?.[1]);
      expect(bcrypt.getRounds(hash)).toBe(api.config.BCRYPT_COST);
    } finally {
      compare.mockRestore();
    }
  });

  it('forces a change of the default password before anything else works', async () => {
    const response = await loginRequest(api, 'demo_newbie', '123456').expect(200);
    expect(response.body.value.passwordExpired).toBe(true);
    const bearer = `Bearer ${response.body.value.token}`;
    await api.http.get('/wps/member/info').set('authorization', bearer).expect(200);
    const blocked = await api.http.get('/wps/member/info/icon').set('authorization', bearer);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await api.http
      .post('/wps/member/password')
      .set('authorization', bearer)
      .send({ oldPassword: '123456', newPassword: 'Fresh2024', confirmNewPassword: 'Fresh2024' })
      .expect(200);
    await api.http.get('/wps/member/info/icon').set('authorization', bearer).expect(200);
    const next = await loginRequest(api, 'demo_newbie', 'Fresh2024').expect(200);
    expect(next.body.value.passwordExpired).toBe(false);
  });

  it('forces a change when the password has expired under the operator setting', async () => {
    await updateSite(api, { passwordExpiryDays: 30 });
    await api.prisma.member.updateMany({
      where: { account: 'demo_sub_m1' },
      data: { passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    const expired = await loginRequest(api, 'demo_sub_m1', 'Demo1234').expect(200);
    expect(expired.body.value.passwordExpired).toBe(true);
    const fresh = await loginRequest(api, 'demo_sub_m2', 'Demo1234').expect(200);
    expect(fresh.body.value.passwordExpired).toBe(false);
    await updateSite(api, { passwordExpiryDays: null });
  });

  it('logs in by mobile number and SMS code, without a forced change', async () => {
    await api.http
      .post('/wps/verification/sms/noLogin')
      .send({ mobileNum: '0123456701', countryDialingCode: '+60' })
      .expect(200);
    const code = await latestCode(api, '+60123456701');
    const wrong = await loginRequest(api, '123456701', '000000', {
      type: 'sms',
      countryDialingCode: '+60',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('SMS_CODE_INVALID');
    const response = await loginRequest(api, '123456701', code, {
      type: 'sms',
      countryDialingCode: '+60',
    }).expect(200);
    expect(response.body.value.passwordExpired).toBe(false);
    const reused = await loginRequest(api, '123456701', code, {
      type: 'sms',
      countryDialingCode: '+60',
    });
    expect(reused.status).toBe(400);
  });

  it('refuses non-agents on the agent page', async () => {
    const member = await loginRequest(api, 'demo_sub_m2', 'Demo1234', { agentLogin: true });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
    await loginRequest(api, 'demo_agent', 'Agent1234', { agentLogin: true }).expect(200);
  });

  it('tells a demo or trial account on the agent page that it is no member', async () => {
    const agent = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } });
    await api.prisma.member.create({
      data: {
        merchantId: agent.merchantId,
        account: 'trial_login',
        nickname: 'Trial',
        passwordHash: agent.passwordHash,
        isAgent: 4,
      },
    });
    const trial = await loginRequest(api, 'trial_login', 'Agent1234', { agentLogin: true });
    expect([trial.status, trial.body.code, trial.body.message]).toEqual([
      403,
      'NOT_MEMBER',
      'Non-member account unable to login',
    ]);
    expect(
      await api.prisma.memberSession.count({ where: { member: { account: 'trial_login' } } }),
    ).toBe(0);
  });

  it('needs the slider token when the operator has the slider on', async () => {
    await updateSite(api, { sliderVerification: true });
    const response = await loginRequest(api, 'demo_agent', 'Agent1234');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VERIFICATION_REQUIRED');
    await updateSite(api, { sliderVerification: false });
  });

  it('refuses logins from a blocked address', async () => {
    await updateSite(api, { ipDenyList: ['203.0.113.64/28'] });
    const blocked = await loginRequest(api, 'demo_agent', 'Agent1234', {}, '203.0.113.66');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('REGION_BLOCKED');
    await loginRequest(api, 'demo_agent', 'Agent1234', {}, '203.0.113.90').expect(200);
    await updateSite(api, { ipDenyList: [] });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await api.prisma.memberSession.count();
    for (const body of [
      {},
      { username: 'demo_agent', password: 'Agent1234' },
      { username: 'demo_agent', password: 'Agent1234', type: 'magic' },
      { username: 'demo_agent', password: 'Agent1234', type: 'username', isAdmin: true },
      { username: 'x'.repeat(65), password: 'Agent1234', type: 'username' },
      { username: 42, password: ['a'], type: 'username' },
    ]) {
      const response = await api.http.post('/wps/session/login').send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await api.prisma.memberSession.count()).toBe(before);
  });

  it('starts free play with a demo account that real-account actions refuse', async () => {
    const response = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'abc123', gatewayVersion: 3 })
      .expect(200);
    const bearer = `Bearer ${response.body.value.token}`;
    const info = await api.http.get('/wps/member/info').set('authorization', bearer).expect(200);
    expect(info.body.value.type).toBe(4);
    const refused = await api.http
      .post('/wps/member/password')
      .set('authorization', bearer)
      .send({ oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'NEED_TRUE_ACCOUNT',
      message: 'Please Register An Account First',
    });
  });

  it('refuses free play when the operator has it off', async () => {
    await api.prisma.whiteLabelModule.updateMany({
      where: { code: 'DIRECTREG3' },
      data: { enabled: false },
    });
    await updateSite(api, {});
    const response = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'abc123', gatewayVersion: 3 });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FEATURE_DISABLED');
    await api.prisma.whiteLabelModule.updateMany({
      where: { code: 'DIRECTREG3' },
      data: { enabled: true },
    });
    await updateSite(api, {});
  });

  it('stores the language a member picks', async () => {
    const bearer = await bearerFor(api, 'demo_agent', 'Agent1234');
    await api.http
      .post('/wps/member/language')
      .set('authorization', bearer)
      .send({ language: 'CN' })
      .expect(200);
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } });
    expect(member.language).toBe('CN');
    await api.http
      .post('/wps/member/language')
      .set('authorization', bearer)
      .send({ language: 'XX' })
      .expect(400);
  });
});
