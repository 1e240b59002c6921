import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const LIMIT = 3;

// Every route where a credential, a code or a challenge is tried; the slider and captcha in
// front of some of them are friction a script solves, so each is counted per address.
const CREDENTIAL_ROUTES: Array<[method: 'get' | 'post' | 'put', path: string]> = [
  ['post', '/wps/session/login'],
  ['post', '/wps/session/login/freeplay'],
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
];

describe('credential routes', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({
      environment: { CREDENTIAL_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' },
    });
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(CREDENTIAL_ROUTES)(
    '%s %s answers 429 in the envelope past the per-address limit',
    async (method, path) => {
      const address = `198.51.110.${CREDENTIAL_ROUTES.findIndex(([, each]) => each === path)}`;
      // The password change is a member's route: a session of its own, logged in from elsewhere.
      const bearer =
        path === '/wps/member/password' ? await bearerFor(api, 'demo_vip', 'Demo1234') : '';
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
