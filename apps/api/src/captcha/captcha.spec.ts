import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { CAPTCHA_COOKIE, visitorOf } from '../common/visitor.js';
import { CaptchaService } from './captcha.service.js';

describe('captcha', () => {
  let api: TestApp;
  let captcha: CaptchaService;
  let clients = 0;
  // Time moves only when a test moves it: a loaded machine cannot stretch a one-second window.
  const clock = new TestClock();

  beforeAll(async () => {
    // One forwarded hop is trusted, so each test can be its own client address.
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' }, clock });
    captcha = api.app.get(CaptchaService);
  });
  afterAll(async () => {
    await api.close();
  });

  const newAddress = () => `10.1.0.${++clients}`;
  const fetchCaptcha = (address: string, cookie?: string) => {
    const call = api.http.get('/wps/captcha').set('x-forwarded-for', address);
    return cookie ? call.set('cookie', `${CAPTCHA_COOKIE}=${cookie}`) : call;
  };
  const setCookieOf = (response: Response): string =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
  /** The cookie's value as the server signed it ("<client key>.<signature>"). */
  const cookieOf = (response: Response): string =>
    /wps_captcha=([0-9a-f]{32}\.[^;]+)/.exec(setCookieOf(response))![1];
  const clientKeyOf = (cookie: string) => cookie.split('.')[0];
  const answerOf = async (cookie: string) =>
    (
      JSON.parse((await api.store.get(`captcha:answer:${clientKeyOf(cookie)}`))!) as {
        answer: string;
      }
    ).answer;
  /** A visitor as the edge reads it from a request carrying this captcha cookie. */
  const visitorWith = (cookie?: string) => {
    const fastify = api.app.getHttpAdapter().getInstance();
    return visitorOf({
      headers: {},
      ip: '127.0.0.1',
      hostname: 'localhost',
      protocol: 'http',
      cookies: cookie ? { [CAPTCHA_COOKIE]: cookie } : {},
      unsignCookie: (value: string) => fastify.unsignCookie(value),
    } as unknown as FastifyRequest);
  };

  /** A client that fetched one captcha: its cookie and the answer. */
  async function newCaptcha() {
    const response = await fetchCaptcha(newAddress()).expect(200);
    const cookie = cookieOf(response);
    return { cookie, answer: await answerOf(cookie), response };
  }

  it('answers the image as a base64 SVG data URL and keeps the client key in a signed strict cookie', async () => {
    const { response, answer } = await newCaptcha();
    expect(response.body.success).toBe(true);
    const value: string = response.body.value;
    expect(value).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(value.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"[^>]*><rect [^>]*fill="#ffffff"\/>/);
    expect(svg).not.toContain(answer);
    const cookie = setCookieOf(response);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/wps');
    // The key, a dot, and its HMAC in base64 (which has + and / as well as letters and digits).
    expect(cookie).toMatch(/wps_captcha=[0-9a-f]{32}\.[\w+/]{43};/);
    expect(response.headers['cache-control']).toBe('no-store');
    // Four characters, none of the look-alikes.
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect(answer).not.toMatch(/[0o1il2z5s6gb8q9dj]/);
  });

  it('accepts the right answer once, in any case and with spaces around it', async () => {
    const { cookie, answer } = await newCaptcha();
    await expect(captcha.verify(visitorWith(cookie), ` ${answer.toUpperCase()} `)).resolves.toBe(
      true,
    );
    await expect(captcha.verify(visitorWith(cookie), answer)).resolves.toBe(false);
  });

  it('refuses a wrong answer and uses the captcha up', async () => {
    const { cookie, answer } = await newCaptcha();
    await expect(captcha.verify(visitorWith(cookie), 'zzzz')).resolves.toBe(false);
    await expect(captcha.verify(visitorWith(cookie), answer)).resolves.toBe(false);
  });

  it('refuses a missing answer and uses the captcha up', async () => {
    const { cookie, answer } = await newCaptcha();
    await expect(captcha.verify(visitorWith(cookie), undefined)).resolves.toBe(false);
    await expect(captcha.verify(visitorWith(cookie), answer)).resolves.toBe(false);
  });

  it('refuses an answer without the client cookie, with a made-up one, or an unsigned key', async () => {
    const { cookie, answer } = await newCaptcha();
    await expect(captcha.verify(visitorWith(), answer)).resolves.toBe(false);
    await expect(captcha.verify(visitorWith('not-a-key'), answer)).resolves.toBe(false);
    await expect(captcha.verify(visitorWith(clientKeyOf(cookie)), answer)).resolves.toBe(false);
    await expect(captcha.verify(visitorWith(cookie), answer)).resolves.toBe(true);
  });

  it('refuses an answer after five minutes', async () => {
    const first = await newCaptcha();
    clock.advance(299_000);
    await expect(captcha.verify(visitorWith(first.cookie), first.answer)).resolves.toBe(true);
    const second = await newCaptcha();
    clock.advance(301_000);
    await expect(captcha.verify(visitorWith(second.cookie), second.answer)).resolves.toBe(false);
  });

  it('replaces the answer on refresh and keeps the same client key', async () => {
    const first = await newCaptcha();
    clock.advance(1_000);
    const refreshed = await fetchCaptcha(newAddress(), first.cookie).expect(200);
    expect(setCookieOf(refreshed)).toBe('');
    const answer = await answerOf(first.cookie);
    await expect(captcha.verify(visitorWith(first.cookie), answer)).resolves.toBe(true);
  });

  it('refuses a refresh more often than once a second per client, with 429', async () => {
    const { cookie } = await newCaptcha();
    clock.advance(1_000);
    await fetchCaptcha(newAddress(), cookie).expect(200);
    clock.advance(999);
    const tooSoon = await fetchCaptcha(newAddress(), cookie).expect(429);
    expect(tooSoon.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    clock.advance(1);
    await fetchCaptcha(newAddress(), cookie).expect(200);
  });

  it('counts a client’s first image under the key it was given: the next, with the key, waits the second', async () => {
    const { cookie } = await newCaptcha();
    await fetchCaptcha(newAddress(), cookie).expect(429);
    clock.advance(1_000);
    await fetchCaptcha(newAddress(), cookie).expect(200);
  });

  it('limits clients without a cookie per address', async () => {
    const address = newAddress();
    await fetchCaptcha(address).expect(200);
    await fetchCaptcha(address).expect(429);
    await fetchCaptcha(newAddress()).expect(200);
  });

  it('counts a client that makes up a new cookie every time by its address', async () => {
    const address = newAddress();
    const madeUp = () => randomBytes(16).toString('hex');
    await fetchCaptcha(address, `${madeUp()}.forged`).expect(200);
    await fetchCaptcha(address, `${madeUp()}.forged-too`).expect(429);
    await fetchCaptcha(address, madeUp()).expect(429);
  });

  it('limits one address to 60 images a minute, whatever keys its clients hold', async () => {
    const address = newAddress();
    for (let image = 0; image < 60; image += 1) {
      await fetchCaptcha(address).expect(200);
      clock.advance(1_000);
    }
    await fetchCaptcha(address).expect(429);
  });
});
