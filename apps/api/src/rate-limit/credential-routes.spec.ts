import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const LIMIT = 3;

// Every route where a credential, a code or a challenge is tried; the slider and captcha in
// front of some of them are friction a script solves, so each is counted per address.
const CREDENTIAL_ROUTES: Array<[method: 'get' | 'post' | 'put', path: string]> = [
  ['post', '/wps/session/login'],
  ['post', '/wps/session/login/freeplay'],
  ['post', '/wps/session/tab'],
  ['put', '/wps/member/register'],
  ['put', '/wps/member/register/mobile'],
  ['post', '/wps/member/password'],
  ['post', '/wps/member/password/email'],
  ['post', '/wps/member/password/email/reset'],
  ['post', '/wps/member/password/verification'],
  ['get', '/wps/verification/slider'],
  ['post', '/wps/verification/slider'],
  ['post', '/wps/verification/sms/noLogin'],
  ['post', '/wps/verification/sms/register'],
  ['post', '/wps/member/security/phone/code'],
  ['post', '/wps/member/security/phone'],
  ['post', '/wps/member/security/email/code'],
  ['post', '/wps/member/security/email'],
  ['post', '/wps/member/payment-password/reset/code'],
  ['post', '/wps/member/payment-password/reset'],
];
// The routes of a logged-in member, where the login password or a code is tried.
const MEMBER_ROUTES = new Set([
  '/wps/member/password',
  '/wps/member/security/phone/code',
  '/wps/member/security/phone',
  '/wps/member/security/email/code',
  '/wps/member/security/email',
  '/wps/member/payment-password/reset/code',
  '/wps/member/payment-password/reset',
]);

describe('credential routes', () => {
  let api: TestApp;
  // One login for every member route: the login route itself is counted too.
  let memberBearer: string;

  beforeAll(async () => {
    api = await createTestApp({
      environment: { CREDENTIAL_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' },
    });
    await updateSite(api, { sliderVerification: false });
    memberBearer = await bearerFor(api, 'demo_vip', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(CREDENTIAL_ROUTES)(
    '%s %s answers 429 in the envelope past the per-address limit',
    async (method, path) => {
      const address = `198.51.110.${CREDENTIAL_ROUTES.findIndex(([, each]) => each === path)}`;
      // A member's route: a session logged in from elsewhere.
      const bearer = MEMBER_ROUTES.has(path) ? memberBearer : '';
      // Empty bodies: the limit counts attempts, whatever they carry.
      const attempt = (from: string) =>
        api.http[method](path).set('x-forwarded-for', from).set('authorization', bearer).send({});
      for (let count = 0; count < LIMIT; count += 1) {
        expect((await attempt(address)).status).not.toBe(429);
      }
      const refused = await attempt(address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect((await attempt('198.51.111.1')).status).not.toBe(429);
    },
  );
});
