import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { bearerFor, latestCode, loginRequest, updateSite } from '../../test/support/access.js';

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

  it('sends a temporary password by e-mail only when account and address match', async () => {
    const form = (body: string) =>
      api.http
        .post('/wps/member/password/email')
        .set('content-type', 'application/x-www-form-urlencoded')
        .send(body);
    const unknown = await form('username=demo_member&email=someone@example.com').expect(200);
    expect(unknown.body).toMatchObject({ success: true, message: 'in_been_out' });
    expect(await api.prisma.outboxMessage.count({ where: { channel: 'EMAIL' } })).toBe(0);

    const known = await form('username=demo_member&email=DEMO_MEMBER@example.com').expect(200);
    expect(known.body.message).toBe('in_been_out');
    const mail = await api.prisma.outboxMessage.findFirstOrThrow({ where: { channel: 'EMAIL' } });
    expect(mail.recipient).toBe('demo_member@example.com');
    const temporary = mail.text.match(/password is (\S+)\./)![1];
    const login = await loginRequest(api, 'demo_member', temporary).expect(200);
    expect(login.body.value.passwordExpired).toBe(true);
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
