import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { latestCode, registration, setFlag, updateSite } from '../../test/support/access.js';

describe('registration', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  const register = (body: object) => api.http.put('/wps/member/register').send(body);
  const registerMobile = (body: object) => api.http.put('/wps/member/register/mobile').send(body);

  it('registers by username and logs the new member in', async () => {
    const response = await register(registration({ username: 'newplayer1' })).expect(200);
    expect(response.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: true });
    const info = await api.http
      .get('/wps/member/info')
      .set('authorization', `Bearer ${response.body.value.token}`)
      .expect(200);
    expect(info.body.value).toMatchObject({ account: 'newplayer1', type: 0, toUpline: false });
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'newplayer1' } });
    expect(member.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(member.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a taken username with a clear error', async () => {
    await register(registration({ username: 'takenname1' })).expect(200);
    const response = await register(registration({ username: 'TakenName1' }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'USERNAME_TAKEN' });
  });

  it('applies the operator rules with the shared messages and creates nothing', async () => {
    const before = await api.prisma.member.count();
    const response = await register(
      registration({
        username: '1bad',
        password: 'abc',
        confirmPassword: 'abd',
        termsAccepted: false,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.value.fields).sort()).toEqual(
      ['confirmPassword', 'password', 'termsAccepted', 'username'].sort(),
    );
    const inMalay = await register(registration({ username: '' })).set('x-language', 'MS');
    expect(inMalay.body.value.fields.username[0]).not.toMatch(/cannot be empty/i);
    expect(await api.prisma.member.count()).toBe(before);
  });

  it('refuses wrong types, unknown fields and oversize values', async () => {
    for (const body of [
      registration({ username: 12345 }),
      registration({ username: 'okname1', isAgent: 1 }),
      registration({ username: 'x'.repeat(65) }),
      registration({ registerMethod: 'APP' }),
    ]) {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('places a member under the agent whose invitation code was used', async () => {
    const response = await register(
      registration({ username: 'invited1', affiliateCode: 'demoagent' }),
    ).expect(200);
    expect(response.body.success).toBe(true);
    const agent = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } });
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'invited1' } });
    expect(member.uplineId).toBe(agent.id);
    expect(member.ancestryPath).toBe(`${agent.ancestryPath}${agent.id}/`);
    expect(member.depth).toBe(agent.depth + 1);
  });

  it('links a referred member to the referrer', async () => {
    await register(registration({ username: 'referred1', referralCode: 'DEMOREF1' })).expect(200);
    const referrer = await api.prisma.member.findFirstOrThrow({
      where: { account: 'demo_member' },
    });
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'referred1' } });
    expect(member.referrerId).toBe(referrer.id);
    expect(member.uplineId).toBeNull();
  });

  it('refuses an invitation code that names nobody, or names a member as agent', async () => {
    for (const affiliateCode of ['NOSUCHCODE', 'DEMOREF1']) {
      const response = await register(registration({ username: 'invited2', affiliateCode }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVITATION_CODE_INVALID',
        message: 'invitation_code_error',
      });
    }
  });

  it('checks invitation codes for the registration dialog', async () => {
    const valid = await api.http
      .get('/wps/agent/affiliate')
      .query({ code: 'DEMOAGENT', domain: 'localhost' });
    expect(valid.body.value).toEqual({ valid: true, agentNickname: 'Demo Agent' });
    const invalid = await api.http.get('/wps/agent/affiliate').query({ code: 'DEMOREF1' });
    expect(invalid.body.value).toEqual({ valid: false, agentNickname: null });
  });

  it('registers by mobile number with an SMS code when REGMOBVERF3 is on', async () => {
    await setFlag(api, 'REGMOBVERF3', true);
    await api.http
      .post('/wps/verification/sms/register')
      .send({ mobileNo: '0129876543', countryDialingCode: '+60' })
      .expect(200);
    const code = await latestCode(api, '+60129876543');
    const wrong = await registerMobile(
      registration({ mobileNum: '0129876543', verificationCode: '000000' }),
    );
    expect(wrong.body.code).toBe('SMS_CODE_INVALID');
    const response = await registerMobile(
      registration({ mobileNum: '0129876543', verificationCode: code }),
    ).expect(200);
    expect(response.body.value.token).toEqual(expect.any(String));
    const member = await api.prisma.member.findFirstOrThrow({ where: { mobileNum: '129876543' } });
    expect(member).toMatchObject({ account: '129876543', countryDialingCode: '+60' });
    await setFlag(api, 'REGMOBVERF3', false);
  });

  it('refuses a mobile number that is already registered', async () => {
    const response = await registerMobile(registration({ mobileNum: '123456701' }));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('MOBILE_TAKEN');
  });

  it('refuses a registration method the operator has switched off', async () => {
    await setFlag(api, 'USERNAMEREG3', false);
    const response = await register(registration({ username: 'blocked1' }));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FEATURE_DISABLED');
    await setFlag(api, 'USERNAMEREG3', true);
  });

  it('two registrations of one name at once create one member', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => register(registration({ username: 'racer01' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await api.prisma.member.count({ where: { account: 'racer01' } })).toBe(1);
  });
});
