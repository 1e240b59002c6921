import type { OutboxMessage } from '@wps/shared-types';
import { createTestApp, type TestApp, devToolsHeaders } from '../../test/support/test-app.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { SmsCodeService } from './sms-code.service.js';

describe('SMS codes', () => {
  let api: TestApp;
  let codes: SmsCodeService;
  let addresses = 0;
  let numbers = 0;
  const DEMO = { countryDialingCode: '+60', mobileNum: '123456701' };

  beforeAll(async () => {
    // One forwarded hop is trusted, so each test can be its own client address.
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
    codes = api.app.get(SmsCodeService);
    await configure({ sliderVerification: false }, { REGMOBVERF3: true });
  });
  afterAll(async () => {
    await api.close();
  });

  async function configure(
    merchant: { sliderVerification?: boolean; ipDenyList?: string[] },
    modules: Record<string, boolean> = {},
  ) {
    await api.prisma.merchant.updateMany({ data: merchant });
    for (const [code, enabled] of Object.entries(modules)) {
      await api.prisma.whiteLabelModule.updateMany({ where: { code }, data: { enabled } });
    }
    api.app.get(MerchantService).clearCache();
  }

  const newAddress = () => `10.2.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  // Numbers nobody has registered: +60 18 0000 0001, +60 18 0000 0002, ...
  const newNumber = () => `18${String(++numbers).padStart(8, '0')}`;

  const requestLoginCode = (mobileNum: string, address = newAddress(), extra = {}) =>
    api.http
      .post('/wps/verification/sms/noLogin')
      .set('x-forwarded-for', address)
      .send({ mobileNum, countryDialingCode: '+60', ...extra });
  const requestRegistrationCode = (mobileNo: string, address = newAddress(), extra = {}) =>
    api.http
      .post('/wps/verification/sms/register')
      .set('x-forwarded-for', address)
      .send({ mobileNo, countryDialingCode: '60', ...extra });

  async function outbox(mobileNum: string): Promise<OutboxMessage[]> {
    // "+" unencoded in a query string reads as a space; the outbox accepts the bare digits.
    const response = await api.http
      .get('/wps/dev/outbox')
      .set(devToolsHeaders(api))
      .query({ recipient: `60${mobileNum}`, channel: 'SMS' })
      .expect(200);
    return response.body.value;
  }
  async function lastCode(mobileNum: string): Promise<string> {
    const [message] = await outbox(mobileNum);
    return /\b(\d{6})\b/.exec(message.text)![1];
  }
  const verify = (purpose: 'NO_LOGIN' | 'REGISTER', mobileNum: string, code: string) =>
    codes.verify(purpose, '+60', mobileNum, code);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a registered member a six-digit code in their language, through the outbox', async () => {
    const response = await requestLoginCode('012-345 6701').expect(200);
    expect(response.body).toEqual({ success: true, message: 'OK', value: { expiredMinutes: 5 } });
    const [message] = await outbox(DEMO.mobileNum);
    expect(message).toMatchObject({ channel: 'SMS', recipient: '+60123456701' });
    expect(message.text).toMatch(/^Kod pengesahan anda ialah \d{6}\. Sah selama 5 minit\.$/);
    await expect(verify('NO_LOGIN', DEMO.mobileNum, await lastCode(DEMO.mobileNum))).resolves.toBe(
      undefined,
    );
  });

  it('writes a registration code in the language the visitor chose', async () => {
    const english = newNumber();
    await requestRegistrationCode(english).set('x-language', 'EN').expect(200);
    expect((await outbox(english))[0].text).toMatch(
      /^Your verification code is \d{6}\. It expires in 5 minutes\.$/,
    );
    const chinese = newNumber();
    await requestRegistrationCode(chinese).set('x-language', 'CN').expect(200);
    expect((await outbox(chinese))[0].text).toMatch(/^您的验证码是 \d{6}，5 分钟内有效。$/);
  });

  it('accepts a code once', async () => {
    const mobileNum = newNumber();
    await requestRegistrationCode(mobileNum).expect(200);
    const code = await lastCode(mobileNum);
    await verify('REGISTER', mobileNum, code);
    await expect(verify('REGISTER', mobileNum, code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
  });

  it('refuses a wrong code and still accepts the right one after it', async () => {
    const mobileNum = newNumber();
    await requestRegistrationCode(mobileNum).expect(200);
    const code = await lastCode(mobileNum);
    await expect(verify('REGISTER', mobileNum, wrong(code))).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
      message: 'Invalid verification code',
    });
    await expect(verify('REGISTER', mobileNum, code)).resolves.toBeUndefined();
  });

  it('voids a code after five wrong attempts', async () => {
    const mobileNum = newNumber();
    await requestRegistrationCode(mobileNum).expect(200);
    const code = await lastCode(mobileNum);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(verify('REGISTER', mobileNum, wrong(code))).rejects.toMatchObject({
        code: 'SMS_CODE_INVALID',
      });
    }
    await expect(verify('REGISTER', mobileNum, wrong(code))).rejects.toMatchObject({
      code: 'SMS_CODE_EXPIRED',
    });
    await expect(verify('REGISTER', mobileNum, code)).rejects.toMatchObject({
      code: 'SMS_CODE_EXPIRED',
    });
  });

  it('expires a code after five minutes', async () => {
    const early = newNumber();
    const late = newNumber();
    await requestRegistrationCode(early).expect(200);
    await requestRegistrationCode(late).expect(200);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + 4 * 60_000);
      await expect(verify('REGISTER', early, await lastCode(early))).resolves.toBeUndefined();
      clock.mockReturnValue(now + 5 * 60_000 + 1_000);
      await expect(verify('REGISTER', late, await lastCode(late))).rejects.toMatchObject({
        code: 'SMS_CODE_EXPIRED',
        message: 'The verification code has expired, please request a new one',
      });
    } finally {
      clock.mockRestore();
    }
  });

  it('binds a code to its number and purpose', async () => {
    const mobileNum = newNumber();
    await requestRegistrationCode(mobileNum).expect(200);
    const code = await lastCode(mobileNum);
    await expect(verify('NO_LOGIN', mobileNum, code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    await expect(verify('REGISTER', newNumber(), code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    await expect(codes.verify('REGISTER', '+65', mobileNum, code)).rejects.toMatchObject({
      code: 'SMS_CODE_INVALID',
    });
    // The same number written another way is the same number.
    await expect(codes.verify('REGISTER', '60', `0${mobileNum}`, code)).resolves.toBeUndefined();
  });

  it('sends one code per number a minute, answering "retry after 5 minutes"', async () => {
    const mobileNum = newNumber();
    const first = await lastCodeAfterRequest(mobileNum);
    const again = await requestRegistrationCode(mobileNum).expect(429);
    expect(again.body).toEqual({
      success: false,
      code: 'SMS_TOO_MANY_REQUESTS',
      message: 'Too many requests, please retry after 5 minutes',
      value: { retryAfterSeconds: 300 },
    });
    expect(await outbox(mobileNum)).toHaveLength(1);
    // The refused request left the first code valid.
    await expect(verify('REGISTER', mobileNum, first)).resolves.toBeUndefined();
  });

  async function lastCodeAfterRequest(mobileNum: string): Promise<string> {
    await requestRegistrationCode(mobileNum).expect(200);
    return lastCode(mobileNum);
  }

  it('sends at most five codes per number an hour', async () => {
    const mobileNum = newNumber();
    for (let sent = 0; sent < 5; sent += 1) {
      // Skips the one-minute wait between codes, which the test above covers.
      await api.store.delete(`sms-code:resend:+60${mobileNum}`);
      await requestRegistrationCode(mobileNum).expect(200);
    }
    await api.store.delete(`sms-code:resend:+60${mobileNum}`);
    const refused = await requestRegistrationCode(mobileNum).expect(429);
    expect(refused.body.code).toBe('SMS_TOO_MANY_REQUESTS');
    expect(await outbox(mobileNum)).toHaveLength(5);
  });

  it('sends at most twenty codes per client address an hour', async () => {
    const address = newAddress();
    for (let sent = 0; sent < 20; sent += 1) {
      await requestRegistrationCode(newNumber(), address).expect(200);
    }
    const refused = await requestRegistrationCode(newNumber(), address).expect(429);
    expect(refused.body.message).toBe('Too many requests, please retry after 5 minutes');
    await requestRegistrationCode(newNumber()).expect(200);
  });

  it('refuses a registration code for a number already registered', async () => {
    const response = await requestRegistrationCode('0123456701').expect(409);
    expect(response.body).toMatchObject({ success: false, code: 'MOBILE_TAKEN' });
  });

  it('answers an unknown number on noLogin exactly like a known one, and sends nothing', async () => {
    const unknown = newNumber();
    // The demo number had a code in the first test; its one-minute wait is not under test here.
    await api.store.delete(`sms-code:resend:+60${DEMO.mobileNum}`);
    const known = await requestLoginCode(DEMO.mobileNum);
    const response = await requestLoginCode(unknown);
    expect(response.status).toBe(known.status);
    expect(response.body).toEqual(known.body);
    expect(await outbox(unknown)).toEqual([]);
    // Throttled alike too.
    const again = await requestLoginCode(unknown).expect(429);
    expect(again.body.code).toBe('SMS_TOO_MANY_REQUESTS');
  });

  it.each([
    [{ mobileNum: '12ab', countryDialingCode: '+60' }, ['mobileNum']],
    [{ mobileNum: '12345', countryDialingCode: '+60' }, ['mobileNum']],
    [{ mobileNum: '123456701', countryDialingCode: '+60000' }, ['countryDialingCode']],
    [{ mobileNum: 'x', countryDialingCode: 'y' }, ['countryDialingCode', 'mobileNum']],
  ])('refuses the bad number %j with 400 naming %j', async (body, fields) => {
    const response = await api.http
      .post('/wps/verification/sms/noLogin')
      .set('x-forwarded-for', newAddress())
      .send(body)
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.value.fields).sort()).toEqual(fields);
    expect(Object.values(response.body.value.fields)).toContainEqual([
      'Please enter a valid phone number',
    ]);
  });

  it('refuses missing, oversize and unknown fields', async () => {
    const response = await api.http
      .post('/wps/verification/sms/register')
      .set('x-forwarded-for', newAddress())
      .send({ mobileNo: '1'.repeat(40), nickname: 'x' })
      .expect(400);
    expect(Object.keys(response.body.value.fields).sort()).toEqual([
      'countryDialingCode',
      'mobileNo',
      'nickname',
    ]);
  });

  it('asks for the slider first when the operator has it on', async () => {
    await configure({ sliderVerification: true });
    try {
      const mobileNum = newNumber();
      const refused = await requestRegistrationCode(mobileNum).expect(400);
      expect(refused.body).toMatchObject({
        code: 'VERIFICATION_REQUIRED',
        message: 'Please complete verification first',
      });
      const challenge = (await api.http.get('/wps/verification/slider').expect(200)).body.value;
      const targetX = Number(await api.store.get(`slider:challenge:${challenge.challengeId}`));
      const token = (
        await api.http
          .post('/wps/verification/slider')
          .send({ challengeId: challenge.challengeId, x: targetX, durationMs: 700 })
          .expect(200)
      ).body.value;
      await requestRegistrationCode(mobileNum, newAddress(), token).expect(200);
      // The token was used up.
      await api.store.delete(`sms-code:resend:+60${mobileNum}`);
      await requestRegistrationCode(mobileNum, newAddress(), token).expect(400);
    } finally {
      await configure({ sliderVerification: false });
    }
  });

  it('refuses a registration code while the operator has SMS verification off', async () => {
    await configure({}, { REGMOBVERF3: false });
    try {
      const response = await requestRegistrationCode(newNumber()).expect(403);
      expect(response.body.code).toBe('FEATURE_DISABLED');
    } finally {
      await configure({}, { REGMOBVERF3: true });
    }
  });

  it('refuses codes to a blocked address', async () => {
    const address = newAddress();
    await configure({ ipDenyList: [address] });
    try {
      const response = await requestLoginCode(DEMO.mobileNum, address).expect(403);
      expect(response.body).toMatchObject({ code: 'REGION_BLOCKED', message: 'Access restricted' });
    } finally {
      await configure({ ipDenyList: [] });
    }
  });
});
