import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { bearerFor, latestCode, loginRequest, updateSite } from '../../test/support/access.js';
import { LoginThrottle, throttleSubject } from '../session/login-throttle.js';

describe('passwords', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('changes a password and ends the other sessions', async () => {
    const other = await bearerFor(api, 'demo_vip', 'Demo1234');
    const current = await bearerFor(api, 'demo_vip', 'Demo1234');
    const wrongOld = await api.http
      .post('/wps/member/password')
      .set('authorization', current)
      .send({ oldPassword: 'Nope1234', newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(wrongOld.status).toBe(400);
    expect(Object.keys(wrongOld.body.value.fields)).toEqual(['oldPassword']);
    const mismatch = await api.http
      .post('/wps/member/password')
      .set('authorization', current)
      .send({ oldPassword: 'Demo1234', newPassword: 'Better123', confirmNewPassword: 'Better124' });
    expect(Object.keys(mismatch.body.value.fields)).toEqual(['confirmNewPassword']);
    await api.http
      .post('/wps/member/password')
      .set('authorization', current)
      .send({ oldPassword: 'Demo1234', newPassword: 'Better123', confirmNewPassword: 'Better123' })
      .expect(200);
    await api.http.get('/wps/member/info').set('authorization', other).expect(401);
    await api.http.get('/wps/member/info').set('authorization', current).expect(200);
    await loginRequest(api, 'demo_vip', 'Demo1234').expect(400);
    await loginRequest(api, 'demo_vip', 'Better123').expect(200);
  });

  it('locks password changes for a while after wrong old passwords, as logins are', async () => {
    await updateSite(api, { settings: { lockoutFailures: 3, lockoutMinutes: 15 } });
    const bearer = await bearerFor(api, 'demo_agent_m2', 'Demo1234');
    const change = (oldPassword: string) =>
      api.http
        .post('/wps/member/password')
        .set('authorization', bearer)
        .send({ oldPassword, newPassword: 'Better123', confirmNewPassword: 'Better123' });
    for (let attempt = 0; attempt < 3; attempt++) await change('Guess0000').expect(400);
    const locked = await change('Demo1234').expect(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect(Date.parse(locked.body.value.lockedUntil)).toBeGreaterThan(Date.now());
    const login = await loginRequest(api, 'demo_agent_m2', 'Demo1234');
    expect(login.body.code).toBe('LOGIN_LOCKED');
    const merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
    await api.app
      .get(LoginThrottle)
      .clear(throttleSubject(merchantId, 'username', 'demo_agent_m2'));
    await api.store.delete('login-fail:address:127.0.0.1');
    await api.store.delete('login-lock:address:127.0.0.1');
    await updateSite(api, { settings: {} });
  });

  describe('recovery by e-mail', () => {
    const form = (body: string, host?: string) => {
      const request = api.http
        .post('/wps/member/password/email')
        .set('content-type', 'application/x-www-form-urlencoded');
      return (host ? request.set('host', host) : request).send(body);
    };
    const redeem = (token: string, password: string, confirm = password) =>
      api.http
        .post('/wps/member/password/email/reset')
        .send({ token, newPassword: password, confirmNewPassword: confirm });
    const lastLink = async () => {
      const mail = await api.prisma.outboxMessage.findFirstOrThrow({
        where: { channel: 'EMAIL' },
        orderBy: { id: 'desc' },
      });
      const link = new URL(mail.text.match(/(https?:\/\/\S+)/)![1]);
      return { recipient: mail.recipient, link, token: link.searchParams.get('resetPassword')! };
    };
    const forgetRecoveryRequests = async () => {
      const merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
      await api.store.delete('rate:recovery-address:127.0.0.1');
      await api.store.delete('rate:recovery-redeem:127.0.0.1');
      for (const account of ['demo_member', 'demo_sub_m1', 'demo_vip']) {
        await api.store.delete(`rate:recovery-account:${merchantId}:${account}`);
      }
    };
    beforeEach(async () => {
      await forgetRecoveryRequests();
      await api.prisma.outboxMessage.deleteMany();
    });

    it('sends a one-time link only when account and address match, changing nothing', async () => {
      const unknown = await form('username=demo_member&email=someone@example.com').expect(200);
      expect(unknown.body).toMatchObject({ success: true, message: 'in_been_out' });
      expect(await api.prisma.outboxMessage.count({ where: { channel: 'EMAIL' } })).toBe(0);

      const known = await form('username=Demo_Member&email=DEMO_MEMBER@example.com').expect(200);
      expect(known.body).toEqual(unknown.body);
      const { recipient, link, token } = await lastLink();
      expect(recipient).toBe('demo_member@example.com');
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(link.pathname).toBe('/');
      // Nothing changed yet: the old password still works, no session ended.
      await loginRequest(api, 'demo_member', 'Demo1234').expect(200);
    });

    it('sets the new password once, ends the sessions and logs the member in', async () => {
      const session = await bearerFor(api, 'demo_sub_m1', 'Demo1234');
      await api.prisma.member.updateMany({
        where: { account: 'demo_sub_m1' },
        data: { email: 'sub1@example.com' },
      });
      await form('username=demo_sub_m1&email=sub1@example.com').expect(200);
      const { token } = await lastLink();
      const weak = await redeem(token, 'abc').expect(400);
      expect(weak.body.code).toBe('VALIDATION_FAILED');
      const done = await redeem(token, 'Mailed2024').expect(200);
      await api.http
        .get('/wps/member/info')
        .set('authorization', `Bearer ${done.body.value.token}`)
        .expect(200);
      await api.http.get('/wps/member/info').set('authorization', session).expect(401);
      await loginRequest(api, 'demo_sub_m1', 'Demo1234').expect(400);
      await loginRequest(api, 'demo_sub_m1', 'Mailed2024').expect(200);
      const again = await redeem(token, 'Other2024').expect(400);
      expect(again.body.code).toBe('RECOVERY_LINK_INVALID');
    });

    it('replaces an earlier link with a new one, and refuses a made-up token', async () => {
      await form('username=demo_member&email=demo_member@example.com').expect(200);
      const first = (await lastLink()).token;
      await form('username=demo_member&email=demo_member@example.com').expect(200);
      const second = (await lastLink()).token;
      expect((await redeem(first, 'Newer2024').expect(400)).body.code).toBe(
        'RECOVERY_LINK_INVALID',
      );
      expect((await redeem('x'.repeat(43), 'Newer2024').expect(400)).body.code).toBe(
        'RECOVERY_LINK_INVALID',
      );
      await redeem(second, 'Demo1234a').expect(200);
      await redeem(second, 'Demo1234a').expect(400);
    });

    it('sends no link for a free-play account, even with an address on it', async () => {
      await api.http
        .post('/wps/session/login/freeplay')
        .send({ os: 'Linux', platform: 'W', nonce: 'abc123', gatewayVersion: 3 })
        .expect(200);
      const { id, account } = await api.prisma.member.findFirstOrThrow({
        where: { isAgent: 4 },
        orderBy: { id: 'desc' },
      });
      await api.prisma.member.update({ where: { id }, data: { email: 'demo@example.com' } });
      const response = await form(`username=${account}&email=demo@example.com`).expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'in_been_out' });
      expect(await api.prisma.outboxMessage.count({ where: { channel: 'EMAIL' } })).toBe(0);
    });

    it('limits attempts to redeem links per address', async () => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await redeem('y'.repeat(43), 'Guess2024').expect(400);
      }
      const limited = await redeem('y'.repeat(43), 'Guess2024').expect(429);
      expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    });

    it('never links to a host the client named but the site does not claim', async () => {
      await form('username=demo_member&email=demo_member@example.com', 'evil.example').expect(200);
      const { link } = await lastLink();
      expect(link.host).toBe('127.0.0.1');
      expect(link.protocol).toBe('https:');
    });

    it('limits requests per account name whatever its letter case', async () => {
      const names = ['demo_vip', 'DEMO_VIP', 'Demo_Vip', 'demo_VIP', ' demo_vip'];
      for (const name of names) {
        await form(`username=${encodeURIComponent(name)}&email=x@example.com`).expect(200);
      }
      // Another address from here on: only the account's own limit counts.
      await api.store.delete('rate:recovery-address:127.0.0.1');
      const sixth = await form('username=dEmO_vIp&email=x@example.com').expect(429);
      expect(sixth.body.code).toBe('TOO_MANY_REQUESTS');
    });
  });

  it('resets by phone with an SMS code and logs the member in', async () => {
    const oldSession = await bearerFor(api, 'demo_agent', 'Agent1234');
    await api.prisma.member.updateMany({
      where: { account: 'demo_agent' },
      data: { countryDialingCode: '+60', mobileNum: '198765432' },
    });
    await api.http
      .post('/wps/verification/sms/noLogin')
      .send({ mobileNum: '198765432', countryDialingCode: '+60' })
      .expect(200);
    const code = await latestCode(api, '+60198765432');
    const weak = await api.http.post('/wps/member/password/verification').send({
      newPassword: 'abc',
      mobileNum: '198765432',
      verificationCode: code,
      countryDialingCode: '+60',
    });
    expect(Object.keys(weak.body.value.fields)).toEqual(['newPassword']);
    const response = await api.http
      .post('/wps/member/password/verification')
      .send({
        newPassword: 'Phone2024',
        mobileNum: '198765432',
        verificationCode: code,
        countryDialingCode: '+60',
      })
      .expect(200);
    await api.http
      .get('/wps/member/info')
      .set('authorization', `Bearer ${response.body.value.token}`)
      .expect(200);
    await api.http.get('/wps/member/info').set('authorization', oldSession).expect(401);
    await loginRequest(api, 'demo_agent', 'Phone2024').expect(200);
  });

  it('unlocks an account locked by failures when it is reset by phone', async () => {
    await api.prisma.member.updateMany({
      where: { account: 'demo_agent_m1' },
      data: {
        status: 'LOCKED',
        failedLoginCount: 100,
        countryDialingCode: '+60',
        mobileNum: '111222333',
      },
    });
    await api.http
      .post('/wps/verification/sms/noLogin')
      .send({ mobileNum: '111222333', countryDialingCode: '+60' })
      .expect(200);
    const code = await latestCode(api, '+60111222333');
    await api.http
      .post('/wps/member/password/verification')
      .send({
        newPassword: 'Again2024',
        mobileNum: '111222333',
        verificationCode: code,
        countryDialingCode: '+60',
      })
      .expect(200);
    await loginRequest(api, 'demo_agent_m1', 'Again2024').expect(200);
  });
});
