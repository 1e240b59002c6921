import {
  ACCESS_PATHS,
  PAYMENT_PATHS,
  SECURITY_PATHS,
  type SecurityOverview,
} from '@wps/shared-types';
import { latestCode, loginRequest, registration, updateSite } from '../../test/support/access.js';
import { TestClock } from '../../test/support/test-clock.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';

const PASSWORD = 'Secret123';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like ' +
  'Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';

interface Member {
  account: string;
  id: number;
  bearer: string;
}

describe('security centre', () => {
  let api: TestApp;
  const clock = new TestClock();
  let members = 0;
  let numbers = 0;
  let addresses = 0;

  beforeAll(async () => {
    // One forwarded hop is trusted, so each member can be its own client address.
    api = await createTestApp({ clock, environment: { TRUST_PROXY_HOPS: '1' } });
    await updateSite(api, { sliderVerification: false, minimumAge: 18 });
  });
  afterAll(() => api.close());

  const newAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  // Numbers nobody has: +60 1 9000 0001, +60 1 9000 0002, ...
  const newNumber = () => `19${String(++numbers).padStart(7, '0')}`;
  const e164 = (mobileNum: string) => `+60${mobileNum}`;

  /** A new member, registered and logged in from an address of its own. */
  async function newMember(extra: object = {}): Promise<Member> {
    const account = `secure${String(++members).padStart(4, '0')}`;
    const response = await api.http
      .put(ACCESS_PATHS.register)
      .set('x-forwarded-for', newAddress())
      .send(
        registration({
          username: account,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          ...extra,
        }),
      );
    expect([response.status, response.body.code]).toEqual([200, undefined]);
    const row = await api.prisma.member.findFirstOrThrow({ where: { account } });
    return { account, id: row.id, bearer: `Bearer ${response.body.value.token}` };
  }

  const as = (member: Member, address = `10.8.0.${member.id % 250}`) => ({
    get: (path: string, query: object = {}) =>
      api.http
        .get(path)
        .set({ authorization: member.bearer, 'x-forwarded-for': address })
        .query(query),
    post: (path: string, body: object) =>
      api.http
        .post(path)
        .set({ authorization: member.bearer, 'x-forwarded-for': address, 'x-language': 'EN' })
        .send(body),
    put: (path: string, body: object) =>
      api.http
        .put(path)
        .set({ authorization: member.bearer, 'x-forwarded-for': address, 'x-language': 'EN' })
        .send(body),
  });
  const overview = async (member: Member): Promise<SecurityOverview> => {
    const response = await as(member).get(SECURITY_PATHS.overview).expect(200);
    return response.body.value;
  };
  const outboxCount = (recipient: string) =>
    api.prisma.outboxMessage.count({ where: { recipient } });
  const skipResendWait = (member: Member, purpose: string) =>
    api.store.delete(`security-code:resend:${member.id}:${purpose}`);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const phoneCode = (member: Member, mobileNum: string, password = PASSWORD, address?: string) =>
    as(member, address).post(SECURITY_PATHS.phoneCode, {
      password,
      countryDialingCode: '+60',
      mobileNum,
    });
  const bindPhone = (member: Member, mobileNum: string, code: string) =>
    as(member).post(SECURITY_PATHS.phone, { countryDialingCode: '+60', mobileNum, code });
  const emailCode = (member: Member, email: string, password = PASSWORD) =>
    as(member).post(SECURITY_PATHS.emailCode, { password, email });
  const bindEmail = (member: Member, email: string, code: string) =>
    as(member).post(SECURITY_PATHS.email, { email, code });

  /** Binds and verifies a new number, as the member would. */
  async function withVerifiedPhone(member: Member): Promise<string> {
    const mobileNum = newNumber();
    await phoneCode(member, mobileNum).expect(200);
    await bindPhone(member, mobileNum, await latestCode(api, e164(mobileNum))).expect(200);
    return mobileNum;
  }

  describe('profile', () => {
    it('shows a new member with nothing bound and no payment password', async () => {
      const member = await newMember();
      expect(await overview(member)).toEqual({
        account: member.account,
        nickname: member.account,
        realName: null,
        birthday: null,
        minimumAge: 18,
        phone: null,
        email: null,
        paymentPassword: { isSet: false, lockedUntil: null },
      });
    });

    it('changes the nickname as often as the member likes', async () => {
      const member = await newMember();
      await as(member).put(SECURITY_PATHS.profile, { nickname: 'Lucky Star' }).expect(200);
      await as(member).put(SECURITY_PATHS.profile, { nickname: ' Lucky Moon ' }).expect(200);
      expect((await overview(member)).nickname).toBe('Lucky Moon');
      const tooShort = await as(member).put(SECURITY_PATHS.profile, { nickname: 'x' }).expect(400);
      expect(tooShort.body.value.fields).toHaveProperty('nickname');
      expect((await overview(member)).nickname).toBe('Lucky Moon');
    });

    it('sets the real name once; a second, different one changes nothing', async () => {
      const member = await newMember();
      const invalid = await as(member)
        .put(SECURITY_PATHS.profile, { nickname: 'Ali', realName: 'Ali' })
        .expect(400);
      expect(invalid.body.value.fields).toHaveProperty('realName');
      expect((await overview(member)).realName).toBeNull();

      await as(member)
        .put(SECURITY_PATHS.profile, { nickname: 'Ali', realName: 'Ali Bin Abu' })
        .expect(200);
      // The same name again (a retried request) is fine; another one is refused, all of it.
      await as(member)
        .put(SECURITY_PATHS.profile, { nickname: 'Ali', realName: 'Ali Bin Abu' })
        .expect(200);
      const again = await as(member)
        .put(SECURITY_PATHS.profile, { nickname: 'Ali Again', realName: 'Someone Else' })
        .expect(400);
      expect(again.body.value.fields.realName[0]).toMatch(/customer service/);
      expect(await overview(member)).toMatchObject({ nickname: 'Ali', realName: 'Ali Bin Abu' });
    });

    it("sets the birthday once, and only one that shows the operator's minimum age", async () => {
      const member = await newMember();
      // The operator's calendar day (Kuala Lumpur), which is not UTC's from 16:00 UTC on.
      const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })
        .format(new Date(clock.now()))
        .split('-')
        .map(Number) as [number, number, number];
      const yearsAgo = (years: number, days = 0) => {
        const date = new Date(Date.UTC(year - years, month - 1, day + days));
        return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
          .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
          .join('-');
      };
      const save = (birthday: string) =>
        as(member).put(SECURITY_PATHS.profile, { nickname: 'Birthday', birthday });

      for (const [birthday, message] of [
        ['17-05-1990', /yyyy-MM-dd|date/i],
        ['1990-02-30', /yyyy-MM-dd|date/i],
        [yearsAgo(18, 1), /^Please confirm you are 18 years old$/],
      ] as const) {
        const refused = await save(birthday).expect(400);
        expect(refused.body.value.fields.birthday[0]).toMatch(message);
      }

      await updateSite(api, { minimumAge: 21 });
      try {
        const tooYoung = await save(yearsAgo(20)).expect(400);
        expect(tooYoung.body.value.fields.birthday).toEqual([
          'Please confirm you are 21 years old',
        ]);
        expect((await overview(member)).minimumAge).toBe(21);
        await save(yearsAgo(21)).expect(200);
      } finally {
        await updateSite(api, { minimumAge: 18 });
      }
      expect((await overview(member)).birthday).toBe(yearsAgo(21));
      const again = await save(yearsAgo(30)).expect(400);
      expect(again.body.value.fields).toHaveProperty('birthday');
      expect((await overview(member)).birthday).toBe(yearsAgo(21));
    });
  });

  describe('binding a phone number', () => {
    it('wants the login password first: a wrong one sends nothing and binds nothing', async () => {
      const member = await newMember();
      const mobileNum = newNumber();
      const refused = await phoneCode(member, mobileNum, 'Wrong999').expect(400);
      expect(refused.body.value.fields).toHaveProperty('password');
      expect(await outboxCount(e164(mobileNum))).toBe(0);
      expect((await overview(member)).phone).toBeNull();
    });

    it('binds the number only with its code, marked verified; the code works once', async () => {
      const member = await newMember();
      const mobileNum = newNumber();
      const sent = await phoneCode(member, mobileNum).expect(200);
      expect(sent.body.value).toEqual({ channel: 'SMS', expiredMinutes: 5, resendSeconds: 60 });
      const code = await latestCode(api, e164(mobileNum));

      const wrongCode = await bindPhone(member, mobileNum, wrong(code)).expect(400);
      expect(wrongCode.body.code).toBe('SMS_CODE_INVALID');
      // A code proves the number it went to, not another.
      const otherNumber = await bindPhone(member, newNumber(), code).expect(400);
      expect(otherNumber.body.code).toBe('SMS_CODE_INVALID');
      expect((await overview(member)).phone).toBeNull();

      await bindPhone(member, mobileNum, code).expect(200);
      expect((await overview(member)).phone).toEqual({
        countryDialingCode: '+60',
        masked: `19****${mobileNum.slice(-3)}`,
        verified: true,
      });
      const row = await api.prisma.member.findUniqueOrThrow({ where: { id: member.id } });
      expect(row.mobileNum).toBe(mobileNum);
      expect(row.mobileVerifiedAt).not.toBeNull();

      const reused = await bindPhone(member, mobileNum, code).expect(400);
      expect(reused.body.code).toBe('SMS_CODE_INVALID');
    });

    it("refuses another member's number, before any SMS and when the other binds first", async () => {
      const member = await newMember();
      const taken = await phoneCode(member, '123456701').expect(409);
      expect(taken.body.code).toBe('MOBILE_TAKEN');
      expect(await outboxCount('+60123456701')).toBe(0);

      // Both ask for a code to one free number; the first to confirm gets it.
      const other = await newMember();
      const mobileNum = newNumber();
      await phoneCode(member, mobileNum).expect(200);
      const codeOfMember = await latestCode(api, e164(mobileNum));
      await phoneCode(other, mobileNum).expect(200);
      await bindPhone(other, mobileNum, await latestCode(api, e164(mobileNum))).expect(200);
      const late = await bindPhone(member, mobileNum, codeOfMember).expect(409);
      expect(late.body.code).toBe('MOBILE_TAKEN');
      expect((await overview(member)).phone).toBeNull();
    });

    it('expires a code after five minutes', async () => {
      const member = await newMember();
      const mobileNum = newNumber();
      await phoneCode(member, mobileNum).expect(200);
      const code = await latestCode(api, e164(mobileNum));
      clock.advance(5 * 60_000 + 1_000);
      const expired = await bindPhone(member, mobileNum, code).expect(400);
      expect(expired.body.code).toBe('SMS_CODE_EXPIRED');
      expect((await overview(member)).phone).toBeNull();
    });

    it('voids a code after five wrong tries', async () => {
      const member = await newMember();
      const mobileNum = newNumber();
      await phoneCode(member, mobileNum).expect(200);
      const code = await latestCode(api, e164(mobileNum));
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push((await bindPhone(member, mobileNum, wrong(code))).body.code);
      }
      expect(answers).toEqual([
        'SMS_CODE_INVALID',
        'SMS_CODE_INVALID',
        'SMS_CODE_INVALID',
        'SMS_CODE_INVALID',
        'SMS_CODE_EXPIRED',
      ]);
      expect((await bindPhone(member, mobileNum, code).expect(400)).body.code).toBe(
        'SMS_CODE_EXPIRED',
      );
      expect((await overview(member)).phone).toBeNull();
    });
  });

  describe('binding an e-mail address', () => {
    it('binds the address its code proves, in lower case, marked verified', async () => {
      const member = await newMember();
      const address = `${member.account}@example.com`;
      const wrongPassword = await emailCode(member, address, 'Wrong999').expect(400);
      expect(wrongPassword.body.value.fields).toHaveProperty('password');
      expect(await outboxCount(address)).toBe(0);

      const sent = await emailCode(member, `  ${address.toUpperCase()} `).expect(200);
      expect(sent.body.value.channel).toBe('EMAIL');
      const code = await latestCode(api, address);
      expect((await bindEmail(member, address, wrong(code)).expect(400)).body.code).toBe(
        'SMS_CODE_INVALID',
      );
      await bindEmail(member, address.toUpperCase(), code).expect(200);
      expect((await overview(member)).email).toEqual({
        masked: 's***@example.com',
        verified: true,
      });
      expect((await api.prisma.member.findUniqueOrThrow({ where: { id: member.id } })).email).toBe(
        address,
      );
    });

    it("refuses another member's address whatever its letter case, and a malformed one", async () => {
      const member = await newMember();
      const taken = await emailCode(member, 'Demo_Member@Example.COM').expect(409);
      expect(taken.body.code).toBe('EMAIL_TAKEN');
      expect(await outboxCount('demo_member@example.com')).toBe(0);
      const malformed = await emailCode(member, 'not-an-address').expect(400);
      expect(malformed.body.value.fields).toHaveProperty('email');
    });

    it('is one member per address at registration too', async () => {
      const refused = await api.http
        .put(ACCESS_PATHS.register)
        .send(registration({ username: 'takenmail1', email: 'DEMO_MEMBER@example.com' }))
        .expect(409);
      expect(refused.body.code).toBe('EMAIL_TAKEN');
      expect(await api.prisma.member.count({ where: { account: 'takenmail1' } })).toBe(0);
    });
  });

  describe('resetting the payment password by code', () => {
    it('wants a verified phone or e-mail to send the code to', async () => {
      const member = await newMember();
      for (const channel of ['SMS', 'EMAIL']) {
        const refused = await as(member)
          .post(SECURITY_PATHS.paymentPasswordResetCode, { channel })
          .expect(400);
        expect(refused.body.code).toBe('VERIFICATION_REQUIRED');
      }
      // A number typed at registration is not a proved one.
      const registered = await newMember({ mobileNum: newNumber() });
      await as(registered)
        .post(SECURITY_PATHS.paymentPasswordResetCode, { channel: 'SMS' })
        .expect(400);
      const bad = await as(member)
        .post(SECURITY_PATHS.paymentPasswordResetCode, { channel: 'FAX' })
        .expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    });

    it('replaces a locked payment password with the code, and ends its lock', async () => {
      const member = await newMember();
      const mobileNum = await withVerifiedPhone(member);
      const payment = api.app.get(PaymentPasswordService);
      await as(member)
        .put(PAYMENT_PATHS.paymentPassword, {
          password: PASSWORD,
          paymentPassword: '135790',
          confirmPaymentPassword: '135790',
        })
        .expect(200);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await payment.verify(member.id, '000000').catch(() => undefined);
      }
      const locked = (await as(member).get(PAYMENT_PATHS.paymentPassword).expect(200)).body.value;
      expect(locked.lockedUntil).not.toBeNull();

      await as(member)
        .post(SECURITY_PATHS.paymentPasswordResetCode, { channel: 'SMS' })
        .expect(200);
      const code = await latestCode(api, e164(mobileNum));
      const reset = (body: object) =>
        as(member).post(SECURITY_PATHS.paymentPasswordReset, {
          code,
          paymentPassword: '246802',
          confirmPaymentPassword: '246802',
          ...body,
        });

      // Bad input changes nothing and leaves the code usable.
      const mismatch = await reset({ confirmPaymentPassword: '246803' }).expect(400);
      expect(mismatch.body.value.fields).toHaveProperty('confirmPaymentPassword');
      const notSix = await reset({ paymentPassword: '12345', confirmPaymentPassword: '12345' });
      expect(notSix.status).toBe(400);
      expect((await reset({ code: wrong(code) }).expect(400)).body.code).toBe('SMS_CODE_INVALID');
      await expect(payment.verify(member.id, '246802')).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_LOCKED',
      });

      const done = await reset({}).expect(200);
      expect(done.body.value).toEqual({ isSet: true, lockedUntil: null });
      await expect(payment.verify(member.id, '246802')).resolves.toBeUndefined();
      await expect(payment.verify(member.id, '135790')).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_WRONG',
      });
      expect(
        (await reset({ paymentPassword: '111111', confirmPaymentPassword: '111111' }).expect(400))
          .body.code,
      ).toBe('SMS_CODE_INVALID');
    });

    it('sends the code by e-mail to a verified address', async () => {
      const member = await newMember();
      const address = `${member.account}@example.org`;
      await emailCode(member, address).expect(200);
      await bindEmail(member, address, await latestCode(api, address)).expect(200);
      await as(member)
        .post(SECURITY_PATHS.paymentPasswordResetCode, { channel: 'EMAIL' })
        .expect(200);
      await as(member)
        .post(SECURITY_PATHS.paymentPasswordReset, {
          code: await latestCode(api, address),
          paymentPassword: '975310',
          confirmPaymentPassword: '975310',
        })
        .expect(200);
      await expect(
        api.app.get(PaymentPasswordService).verify(member.id, '975310'),
      ).resolves.toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('sends one code a minute per member and purpose', async () => {
      const member = await newMember();
      const first = newNumber();
      await phoneCode(member, first).expect(200);
      const again = await phoneCode(member, newNumber()).expect(429);
      expect(again.body.code).toBe('SMS_TOO_MANY_REQUESTS');
      // The refused request left the first code valid.
      await bindPhone(member, first, await latestCode(api, e164(first))).expect(200);
    });

    it('sends at most five codes an hour to one number', async () => {
      const member = await newMember();
      const mobileNum = newNumber();
      for (let sent = 0; sent < 5; sent += 1) {
        await skipResendWait(member, 'BIND_PHONE');
        await phoneCode(member, mobileNum).expect(200);
      }
      await skipResendWait(member, 'BIND_PHONE');
      expect((await phoneCode(member, mobileNum).expect(429)).body.code).toBe(
        'SMS_TOO_MANY_REQUESTS',
      );
      expect(await outboxCount(e164(mobileNum))).toBe(5);
    });

    it('sends at most ten codes an hour to one member', async () => {
      const member = await newMember();
      for (let sent = 0; sent < 10; sent += 1) {
        await skipResendWait(member, 'BIND_PHONE');
        await phoneCode(member, newNumber()).expect(200);
      }
      await skipResendWait(member, 'BIND_PHONE');
      const mobileNum = newNumber();
      expect((await phoneCode(member, mobileNum).expect(429)).body.code).toBe(
        'SMS_TOO_MANY_REQUESTS',
      );
      expect(await outboxCount(e164(mobileNum))).toBe(0);
    });

    it('sends at most twenty codes an hour to one client address', async () => {
      const address = newAddress();
      const senders = [await newMember(), await newMember(), await newMember()];
      for (let sent = 0; sent < 20; sent += 1) {
        const member = senders[sent % 2];
        await skipResendWait(member, 'BIND_PHONE');
        await phoneCode(member, newNumber(), PASSWORD, address).expect(200);
      }
      const refused = await phoneCode(senders[2], newNumber(), PASSWORD, address).expect(429);
      expect(refused.body.code).toBe('SMS_TOO_MANY_REQUESTS');
    });
  });

  describe('login history and sessions', () => {
    const logIn = (member: Member, userAgent: string) =>
      loginRequest(api, member.account, PASSWORD, {}, newAddress())
        .set('user-agent', userAgent)
        .expect(200)
        .then((response) => `Bearer ${response.body.value.token as string}`);

    it('lists the logins newest first with address and device, one page at a time', async () => {
      const member = await newMember();
      await logIn(member, CHROME_ON_WINDOWS);
      await logIn(member, SAFARI_ON_IPHONE);
      await logIn(member, FIREFOX_ON_ANDROID);
      const page = (await as(member).get(SECURITY_PATHS.logins, { pageSize: 2 }).expect(200)).body
        .value;
      expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 4, totalPages: 2 });
      expect(page.list).toEqual([
        {
          createdAt: expect.any(String),
          address: expect.stringMatching(/^10\.9\./),
          browser: 'Firefox',
          os: 'Android',
        },
        expect.objectContaining({ browser: 'Safari', os: 'iPhone' }),
      ]);
      expect(Date.parse(page.list[0].createdAt)).toBeGreaterThanOrEqual(
        Date.parse(page.list[1].createdAt),
      );
      const second = (
        await as(member).get(SECURITY_PATHS.logins, { pageSize: 2, pageNo: 2 }).expect(200)
      ).body.value;
      expect(second.list.map((entry: { browser: string | null }) => entry.browser)).toEqual([
        'Chrome',
        null,
      ]);
      await as(member).get(SECURITY_PATHS.logins, { pageSize: 101 }).expect(400);
    });

    it('signs out every other device at once; the current session and the history stay', async () => {
      const member = await newMember();
      const other = await newMember();
      const phone = await logIn(member, SAFARI_ON_IPHONE);
      const laptop = await logIn(member, CHROME_ON_WINDOWS);
      const sessionsOf = async (bearer: string) =>
        (await api.http.get(SECURITY_PATHS.sessions).set('authorization', bearer).expect(200)).body
          .value;

      const before = await sessionsOf(laptop);
      expect(before.totalCount).toBe(3);
      expect(before.list.filter((entry: { current: boolean }) => entry.current)).toEqual([
        expect.objectContaining({ browser: 'Chrome', os: 'Windows', current: true }),
      ]);

      const signedOut = await api.http
        .post(SECURITY_PATHS.signOutOthers)
        .set('authorization', laptop)
        .expect(200);
      expect(signedOut.body.value).toEqual({ signedOut: 2 });
      for (const ended of [phone, member.bearer]) {
        const refused = await api.http.get(ACCESS_PATHS.memberInfo).set('authorization', ended);
        expect([refused.status, refused.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      }
      const after = await sessionsOf(laptop);
      expect(after.list).toEqual([expect.objectContaining({ current: true })]);
      const history = (await api.http.get(SECURITY_PATHS.logins).set('authorization', laptop)).body
        .value;
      expect(history.totalCount).toBe(3);
      // Another member's session is untouched.
      await api.http.get(ACCESS_PATHS.memberInfo).set('authorization', other.bearer).expect(200);
    });

    it("never shows a member another member's logins or sessions", async () => {
      const member = await newMember();
      const other = await newMember();
      await logIn(other, FIREFOX_ON_ANDROID);
      await logIn(other, FIREFOX_ON_ANDROID);
      const logins = (await as(member).get(SECURITY_PATHS.logins).expect(200)).body.value;
      const sessions = (await as(member).get(SECURITY_PATHS.sessions).expect(200)).body.value;
      expect([logins.totalCount, sessions.totalCount]).toEqual([1, 1]);
      expect(JSON.stringify([logins, sessions])).not.toContain('Firefox');
    });
  });

  it('is for real accounts only', async () => {
    const guest = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'security-guest', gatewayVersion: 3 })
      .expect(200);
    const refused = await api.http
      .get(SECURITY_PATHS.overview)
      .set('authorization', `Bearer ${guest.body.value.token}`)
      .expect(403);
    expect(refused.body.code).toBe('NEED_TRUE_ACCOUNT');
  });
});
