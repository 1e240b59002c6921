import { ACCESS_PATHS, TAB_SESSION_COOKIE, TAB_SESSION_HINT_COOKIE } from '@wps/shared-types';
import { loginRequest, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { SessionService } from './session.service.js';

const LIMIT = 5;

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const lines = headers['set-cookie'];
  const list = Array.isArray(lines)
    ? (lines as string[])
    : typeof lines === 'string'
      ? [lines]
      : [];
  return new Map(list.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The `name=value` part of a Set-Cookie line, as a browser sends it back. */
const cookiePair = (line: string | undefined) => (line ?? '').split(';')[0];

describe('sessions across tabs', () => {
  let api: TestApp;
  // Each test logs in from its own address, so the per-address limit counts only its own calls.
  let address = 0;
  const nextAddress = () => `198.51.120.${(address += 1)}`;

  beforeAll(async () => {
    api = await createTestApp({
      environment: { CREDENTIAL_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' },
    });
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  const logIn = async (from: string, extra: object = {}) => {
    const response = await loginRequest(api, 'demo_member', 'Demo1234', extra, from);
    expect(response.status).toBe(200);
    return { token: response.body.value.token as string, cookies: setCookies(response.headers) };
  };
  const joinFromTab = (from: string, cookie?: string) => {
    const request = api.http.post(ACCESS_PATHS.tabSession).set('x-forwarded-for', from);
    return cookie ? request.set('cookie', cookie) : request;
  };

  it('sets an HttpOnly, SameSite=Strict credential for the session routes and a hint', async () => {
    const { cookies } = await logIn(nextAddress());
    const credential = cookies.get(TAB_SESSION_COOKIE) ?? '';
    expect(credential).toMatch(/; HttpOnly/);
    expect(credential).toMatch(/; SameSite=Strict/);
    expect(credential).toMatch(/; Path=\/wps\/session(;|$)/);
    // Without remember me the cookie ends with the browser.
    expect(credential).not.toMatch(/Max-Age|Expires/);
    const hint = cookies.get(TAB_SESSION_HINT_COOKIE) ?? '';
    expect(cookiePair(hint)).toBe(`${TAB_SESSION_HINT_COOKIE}=1`);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('keeps the session for one day with remember me', async () => {
    const { cookies } = await logIn(nextAddress(), { rememberMe: true });
    expect(cookies.get(TAB_SESSION_COOKIE)).toMatch(/; Max-Age=86400(;|$)/);
    expect(cookies.get(TAB_SESSION_HINT_COOKIE)).toMatch(/; Max-Age=86400(;|$)/);
  });

  it("answers a new tab its own token for the same session, which works like the login's", async () => {
    const from = nextAddress();
    const login = await logIn(from);
    const response = await joinFromTab(from, cookiePair(login.cookies.get(TAB_SESSION_COOKIE)));
    expect(response.status).toBe(200);
    expect(response.body.value).toEqual({
      token: expect.any(String),
      passwordChangeRequired: false,
    });
    const tabToken: string = response.body.value.token;
    const info = await api.http
      .get(ACCESS_PATHS.memberInfo)
      .set('authorization', `Bearer ${tabToken}`)
      .expect(200);
    expect(info.body.value.account).toBe('demo_member');

    // Logging out in the new tab ends the login's tab too: one session.
    await api.http
      .delete(ACCESS_PATHS.logout)
      .set('authorization', `Bearer ${tabToken}`)
      .expect(200);
    await api.http
      .get(ACCESS_PATHS.memberInfo)
      .set('authorization', `Bearer ${login.token}`)
      .expect(401);
  });

  it('refuses a tab without the cookie, or with a token in its place', async () => {
    const from = nextAddress();
    const login = await logIn(from);
    const without = await joinFromTab(from);
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const bearerOnly = await joinFromTab(from).set('authorization', `Bearer ${login.token}`);
    expect(bearerOnly.status).toBe(401);
    const tokenAsCookie = await joinFromTab(from, `${TAB_SESSION_COOKIE}=${login.token}`);
    expect(tokenAsCookie.status).toBe(401);
  });

  it('refuses the credential where a token is wanted', async () => {
    const login = await logIn(nextAddress());
    const credential = cookiePair(login.cookies.get(TAB_SESSION_COOKIE)).split('=')[1];
    await api.http
      .get(ACCESS_PATHS.memberInfo)
      .set('authorization', `Bearer ${credential}`)
      .expect(401);
  });

  it('logout clears the cookies and no tab may join afterwards', async () => {
    const from = nextAddress();
    const login = await logIn(from);
    const cookie = cookiePair(login.cookies.get(TAB_SESSION_COOKIE));
    const logout = await api.http
      .delete(ACCESS_PATHS.logout)
      .set('authorization', `Bearer ${login.token}`)
      .expect(200);
    const cleared = setCookies(logout.headers);
    expect(cookiePair(cleared.get(TAB_SESSION_COOKIE))).toBe(`${TAB_SESSION_COOKIE}=`);
    expect(cookiePair(cleared.get(TAB_SESSION_HINT_COOKIE))).toBe(`${TAB_SESSION_HINT_COOKIE}=`);

    // The cookie a browser kept anyway (another window's copy) no longer opens the session.
    const refused = await joinFromTab(from, cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    expect(cookiePair(setCookies(refused.headers).get(TAB_SESSION_COOKIE))).toBe(
      `${TAB_SESSION_COOKIE}=`,
    );
  });

  it('refuses a session the server revoked (a password change elsewhere)', async () => {
    const from = nextAddress();
    const login = await logIn(from);
    const member = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
    await api.app.get(SessionService).revokeOthers(member.id, null);
    const refused = await joinFromTab(from, cookiePair(login.cookies.get(TAB_SESSION_COOKIE)));
    expect(refused.status).toBe(401);
  });

  it('tells a new tab that the forced password change is still pending', async () => {
    const from = nextAddress();
    const response = await loginRequest(api, 'demo_newbie', '123456', {}, from).expect(200);
    expect(response.body.value.passwordExpired).toBe(true);
    const cookie = cookiePair(setCookies(response.headers).get(TAB_SESSION_COOKIE));
    const joined = await joinFromTab(from, cookie).expect(200);
    expect(joined.body.value.passwordChangeRequired).toBe(true);
  });

  it('answers 429 past the per-address limit', async () => {
    const from = nextAddress();
    for (let count = 0; count < LIMIT; count += 1) {
      expect((await joinFromTab(from)).status).toBe(401);
    }
    const refused = await joinFromTab(from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });
});
