import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { RateLimiter } from './rate-limiter.js';

describe('rate limits', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('throttles a client address past the per-minute limit with a 429 envelope', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await api.http.get('/wps/system/whitelabel')).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const response = await api.http.get('/wps/system/whitelabel');
    expect(response.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('never throttles the health checks', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await api.http.get('/wps/health').expect(200);
    }
  });

  it('lets a feature count its own attempts per subject', async () => {
    const limiter = api.app.get(RateLimiter);
    const rule = { limit: 2, windowMs: 60_000 };
    await limiter.consume('sms', '60123456789', rule);
    await limiter.consume('sms', '60123456789', rule);
    await expect(
      limiter.consume('sms', '60123456789', rule, 'Retry after 5 minutes'),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Retry after 5 minutes',
    });
    await expect(limiter.consume('sms', '60111111111', rule)).resolves.toBeUndefined();
  });
});
