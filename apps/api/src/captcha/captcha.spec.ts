import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { CAPTCHA_COOKIE, CaptchaService } from './captcha.service.js';

describe('captcha', () => {
  let api: TestApp;
  let captcha: CaptchaService;
  let clients = 0;

  beforeAll(async () => {
    // One forwarded hop is trusted, so each test can be its own client address.
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
    captcha = api.app.get(CaptchaService);
  });
  afterAll(async () => {
    await api.close();
  });

  const newAddress = () => `10.1.0.${++clients}`;
  const fetchCaptcha = (address: string, clientKey?: string) => {
    const call = api.http.get('/wps/captcha').set('x-forwarded-for', address);
    return clientKey ? call.set('cookie', `${CAPTCHA_COOKIE}=${clientKey}`) : call;
  };
  const setCookieOf = (response: Response): string =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
  const clientKeyOf = (response: Response): string =>
    /wps_captcha=([0-9a-f]{32})/.exec(setCookieOf(response))![1];
  const answerOf = async (clientKey: string) =>
    (await api.store.get(`captcha:answer:${clientKey}`))!;
  const requestWith = (clientKey?: string) =>
    ({ cookies: clientKey ? { [CAPTCHA_COOKIE]: clientKey } : {} }) as unknown as FastifyRequest;

  /** A client that fetched one captcha: its key and the answer. */
  async function newCaptcha() {
    const response = await fetchCaptcha(newAddress()).expect(200);
    const clientKey = clientKeyOf(response);
    return { clientKey, answer: await answerOf(clientKey), response };
  }

  it('answers the image as a base64 SVG data URL and keeps the client key in a strict cookie', async () => {
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
    expect(response.headers['cache-control']).toBe('no-store');
    // Four characters, none of the look-alikes.
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect(answer).not.toMatch(/[0o1il2z5s6gb8q9dj]/);
  });

  it('keeps the answer five minutes', async () => {
    const { clientKey } = await newCaptcha();
    const ttl = await api.store.ttl(`captcha:answer:${clientKey}`);
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('accepts the right answer once, in any case and with spaces around it', async () => {
    const { clientKey, answer } = await newCaptcha();
    await expect(captcha.verify(requestWith(clientKey), ` ${answer.toUpperCase()} `)).resolves.toBe(
      true,
    );
    await expect(captcha.verify(requestWith(clientKey), answer)).resolves.toBe(false);
  });

  it('refuses a wrong answer and uses the captcha up', async () => {
    const { clientKey, answer } = await newCaptcha();
    await expect(captcha.verify(requestWith(clientKey), 'zzzz')).resolves.toBe(false);
    await expect(captcha.verify(requestWith(clientKey), answer)).resolves.toBe(false);
  });

  it('refuses a missing answer and uses the captcha up', async () => {
    const { clientKey, answer } = await newCaptcha();
    await expect(captcha.verify(requestWith(clientKey), undefined)).resolves.toBe(false);
    await expect(captcha.verify(requestWith(clientKey), answer)).resolves.toBe(false);
  });

  it('refuses an answer without the client cookie, or with a forged one', async () => {
    const { answer } = await newCaptcha();
    await expect(captcha.verify(requestWith(), answer)).resolves.toBe(false);
    await expect(captcha.verify(requestWith('not-a-key'), answer)).resolves.toBe(false);
  });

  it('refuses an answer after five minutes', async () => {
    // The in-process store expires keys by Date.now, so the clock can be moved forward.
    const local = await createTestApp({ store: 'memory', seeded: false });
    try {
      const service = local.app.get(CaptchaService);
      const issue = async () => {
        const clientKey = clientKeyOf(await local.http.get('/wps/captcha').expect(200));
        const answer = (await local.store.get(`captcha:answer:${clientKey}`))!;
        return { clientKey, answer };
      };
      const answeredAfter = async (milliseconds: number) => {
        const { clientKey, answer } = await issue();
        const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + milliseconds);
        try {
          return await service.verify(requestWith(clientKey), answer);
        } finally {
          clock.mockRestore();
        }
      };
      await expect(answeredAfter(299_000)).resolves.toBe(true);
      // A second captcha from the same address waits out the refresh limit.
      await sleep(1_050);
      await expect(answeredAfter(301_000)).resolves.toBe(false);
    } finally {
      await local.close();
    }
  });

  it('replaces the answer on refresh and keeps the same client key', async () => {
    const first = await newCaptcha();
    await sleep(1_050);
    const refreshed = await fetchCaptcha(newAddress(), first.clientKey).expect(200);
    expect(setCookieOf(refreshed)).toBe('');
    const answer = await answerOf(first.clientKey);
    await expect(captcha.verify(requestWith(first.clientKey), answer)).resolves.toBe(true);
  });

  it('refuses a refresh more often than once a second per client, with 429', async () => {
    const { clientKey } = await newCaptcha();
    await fetchCaptcha(newAddress(), clientKey).expect(200);
    const tooSoon = await fetchCaptcha(newAddress(), clientKey).expect(429);
    expect(tooSoon.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    await sleep(1_050);
    await fetchCaptcha(newAddress(), clientKey).expect(200);
  });

  it('limits clients without a cookie per address', async () => {
    const address = newAddress();
    await fetchCaptcha(address).expect(200);
    await fetchCaptcha(address).expect(429);
    await fetchCaptcha(newAddress()).expect(200);
  });
});
