import { bearerFor, updateSite } from '../support/access.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const RECOVERY = '/wps/member/password/email';
const FORM = 'username=demo_member&email=demo_member%40example.com';

describe('cross-site requests', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ environment: { CORS_ORIGINS: 'https://partner.example.com' } });
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  const recoveryForm = (headers: Record<string, string>) =>
    api.http.post(RECOVERY).type('form').set(headers).send(FORM);

  it.each([
    [
      'a page of another site (Fetch Metadata)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    [
      'a sibling site (Fetch Metadata)',
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.localhost' },
    ],
    ['another origin, from a browser without Fetch Metadata', { origin: 'https://evil.example' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a form post from %s with 403, changing nothing', async (_from, headers) => {
    const messages = await api.prisma.outboxMessage.count();
    const response = await recoveryForm(headers).expect(403);
    expect(response.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await api.prisma.outboxMessage.count()).toBe(messages);
  });

  it.each([
    ["the site's own page", { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1' }],
    ['a browser without Fetch Metadata on the same origin', { origin: 'http://HOST' }],
    ['a caller that is not a browser (no Origin)', {}],
    [
      'an origin the operator allowed (CORS_ORIGINS)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example.com' },
    ],
  ])('takes a form post from %s', async (_from, headers) => {
    const host = `127.0.0.1:${(api.app.getHttpServer().address() as { port: number }).port}`;
    const withHost = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace('HOST', host)]),
    );
    const response = await recoveryForm(withHost).expect(200);
    expect(response.body.success).toBe(true);
  });

  it.each([
    ['a login', '/wps/session/login', { username: 'demo_member', password: 'Demo1234' }],
    ['a free play start', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W' }],
    [
      'a recovery link redeemed',
      '/wps/member/password/email/reset',
      { token: 'z'.repeat(43), newPassword: 'Cross2024', confirmNewPassword: 'Cross2024' },
    ],
  ])('refuses %s sent from another site, opening no session', async (_what, path, body) => {
    const sessions = await api.prisma.memberSession.count();
    const response = await api.http
      .post(path)
      .set('sec-fetch-site', 'cross-site')
      .set('origin', 'https://evil.example')
      .send(body)
      .expect(403);
    expect(response.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await api.prisma.memberSession.count()).toBe(sessions);
  });

  it('refuses a cross-site logout, which stays logged in', async () => {
    const bearer = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
    await api.http
      .delete('/wps/session/logout')
      .set('authorization', bearer)
      .set('sec-fetch-site', 'cross-site')
      .expect(403);
    await api.http.get('/wps/member/info').set('authorization', bearer).expect(200);
  });

  it('leaves reading alone: a cross-site GET is answered', async () => {
    await api.http.get('/wps/system/status').set('sec-fetch-site', 'cross-site').expect(200);
  });
});
