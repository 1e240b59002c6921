import {
  createTestApp,
  devToolsHeaders,
  PRODUCTION_ENVIRONMENT,
  type TestApp,
} from '../../test/support/test-app.js';
import { MerchantService } from '../merchant/merchant.service.js';
import {
  EMAIL_PROVIDER,
  SMS_PROVIDER,
  type EmailProvider,
  type SmsProvider,
} from './message-providers.js';

describe('messaging', () => {
  describe('in development and test mode', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await createTestApp({ seeded: false });
    });
    afterAll(async () => {
      await api.close();
    });

    const listOutbox = (query: Record<string, string | number> = {}) =>
      api.http.get('/wps/dev/outbox').set(devToolsHeaders(api)).query(query);

    it('records SMS and e-mail in the outbox, newest first', async () => {
      await api.app.get<SmsProvider>(SMS_PROVIDER).send('+60111111111', 'first');
      await api.app.get<SmsProvider>(SMS_PROVIDER).send('+60111111111', 'second');
      await api.app
        .get<EmailProvider>(EMAIL_PROVIDER)
        .send('player@example.com', 'Password reset', 'Follow the link');

      const all = (await listOutbox().expect(200)).body.value;
      expect(all.map((message: { text: string }) => message.text)).toEqual([
        'Password reset\n\nFollow the link',
        'second',
        'first',
      ]);
      expect(all[0]).toEqual({
        id: expect.any(Number),
        channel: 'EMAIL',
        recipient: 'player@example.com',
        text: 'Password reset\n\nFollow the link',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('filters by recipient and channel, and limits the list', async () => {
      const bySms = (await listOutbox({ channel: 'SMS' }).expect(200)).body.value;
      expect(bySms.every((message: { channel: string }) => message.channel === 'SMS')).toBe(true);
      const byRecipient = await listOutbox({ recipient: '+60111111111' }).expect(200);
      expect(byRecipient.body.value).toHaveLength(2);
      // An unencoded "+" arrives as a space; the digits alone still find the number.
      const unencoded = await api.http
        .get(`/wps/dev/outbox?recipient=+60111111111&devKey=${api.config.DEV_TOOLS_KEY}`)
        .expect(200);
      expect(unencoded.body.value).toHaveLength(2);
      const limited = (await listOutbox({ limit: 1 }).expect(200)).body.value;
      expect(limited).toHaveLength(1);
    });

    it('lists twenty by default and at most a hundred', async () => {
      const sms = api.app.get<SmsProvider>(SMS_PROVIDER);
      for (let index = 0; index < 25; index += 1) {
        await sms.send('+60122222222', `message ${index}`);
      }
      expect((await listOutbox().expect(200)).body.value).toHaveLength(20);
      const tooMany = await listOutbox({ limit: 101 }).expect(400);
      expect(tooMany.body.value.fields).toHaveProperty('limit');
      const bad = await listOutbox({ channel: 'FAX', limit: 'x', other: 1 }).expect(400);
      expect(Object.keys(bad.body.value.fields).sort()).toEqual(['channel', 'limit', 'other']);
    });

    it('answers only callers on this machine, even with the key', async () => {
      const fastify = api.app.getHttpAdapter().getInstance();
      const remote = await fastify.inject({
        method: 'GET',
        url: '/wps/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1', ...devToolsHeaders(api) },
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });

  describe('in production mode', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await createTestApp({ environment: PRODUCTION_ENVIRONMENT });
      await api.prisma.merchant.updateMany({ data: { sliderVerification: false } });
      api.app.get(MerchantService).clearCache();
    });
    afterAll(async () => {
      await api.close();
    });

    it('hides the outbox', async () => {
      const response = await api.http.get('/wps/dev/outbox').set(devToolsHeaders(api)).expect(404);
      expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('refuses to send rather than fill the outbox', async () => {
      await expect(
        api.app.get<SmsProvider>(SMS_PROVIDER).send('+60123456701', 'text'),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'SMS is not configured' });
      await expect(
        api.app.get<EmailProvider>(EMAIL_PROVIDER).send('a@example.com', 'subject', 'text'),
      ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      const response = await api.http
        .post('/wps/verification/sms/noLogin')
        .send({ mobileNum: '123456701', countryDialingCode: '+60' })
        .expect(503);
      expect(response.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'SMS is not configured',
      });
      expect(await api.prisma.outboxMessage.count()).toBe(0);
    });
  });
});
