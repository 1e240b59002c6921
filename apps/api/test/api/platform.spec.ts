import { MerchantService } from '../../src/merchant/merchant.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the /wps platform', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ environment: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers liveness in the envelope with a request id', async () => {
    const response = await api.http.get('/wps/health').expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'OK',
      value: { status: 'ok', uptimeSeconds: expect.any(Number) },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed request id the client sent', async () => {
    const response = await api.http.get('/wps/health').set('x-request-id', 'trace-12345678');
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });

  it('reports Postgres and the store ready', async () => {
    const response = await api.http.get('/wps/health/ready').expect(200);
    expect(response.body.value).toEqual({ ready: true, postgres: 'up', redis: 'up' });
  });

  it('answers the system status of the demo operator', async () => {
    const response = await api.http
      .get('/wps/system/status')
      .query({ url: 'localhost' })
      .expect(200);
    expect(response.body.success).toBe(true);
    const value = response.body.value;
    expect(value.status).toBe(0);
    expect(value.maintenance).toBeNull();
    expect(value.location.ip).toBeTruthy();
    expect(value.info.currencySymbol).toBe('RM');
    expect(value.info.currencyDecimals).toBe(2);
    expect(value.info.languages).toEqual(['MS', 'EN', 'CN']);
    expect(value.info.defaultLanguage).toBe('MS');
    const flags = JSON.stringify(value.info.modules);
    for (const flag of ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'DIRECTREG3']) {
      expect(flags).toContain(flag);
    }
    expect(value.info.registerRules.length).toBeGreaterThan(0);
  });

  it('switches to the maintenance status when the operator turns it on', async () => {
    await api.prisma.merchant.updateMany({
      data: {
        maintenanceEnabled: true,
        maintenanceTitle: 'Penyelenggaraan',
        maintenanceText: 'Kembali segera',
      },
    });
    api.app.get(MerchantService).clearCache();
    const response = await api.http.get('/wps/system/status').expect(200);
    expect(response.body.value.status).toBe(1);
    expect(response.body.value.maintenance).toMatchObject({
      title: 'Penyelenggaraan',
      text: 'Kembali segera',
    });
    await api.prisma.merchant.updateMany({ data: { maintenanceEnabled: false } });
    api.app.get(MerchantService).clearCache();
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await api.http.get('/wps/no-such-route').expect(404);
    expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
  });

  it('refuses bad input with a 400 that names the fields', async () => {
    const response = await api.http
      .get('/wps/system/status')
      .query({ url: 'x'.repeat(300), surprise: '1' })
      .expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.value.fields).sort()).toEqual(['surprise', 'url']);
  });

  it('refuses malformed JSON and oversize bodies in the envelope', async () => {
    const malformed = await api.http
      .post('/wps/health')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const oversize = await api.http
      .post('/wps/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(4096) }));
    expect(oversize.status).toBe(413);
    expect(oversize.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers requests refused before routing in the envelope too', async () => {
    // Fastify answered these in its own shape (found by openapi-fuzz.spec.ts).
    const malformed = await api.http.get('/wps/operator/chat/mutes/%C0%AF');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(malformed.body).toEqual({
      success: false,
      message: 'Malformed address',
      value: null,
      code: 'BAD_REQUEST',
    });
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
    const longParameter = await api.http.get(`/media/qr/${'a'.repeat(101)}`);
    expect([longParameter.status, longParameter.body.code]).toEqual([414, 'BAD_REQUEST']);
  });

  it("answers a request Node's parser refuses in the envelope, and closes the connection", async () => {
    // Without `Connection: close` a keep-alive client sent its next request on the closed socket.
    const response = await api.http.get('/wps/system/status').query({ url: 'a'.repeat(17_000) });
    expect(response.status).toBe(431);
    expect(response.body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
    expect(response.headers.connection).toBe('close');
    await api.http.get('/wps/health').expect(200);
  });

  it("sets helmet's security headers on every answer, errors included", async () => {
    const response = await api.http.get('/wps/no-such-route');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows cross-origin calls only from the configured origins', async () => {
    const response = await api.http.get('/wps/health').set('origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document listing every route', async () => {
    const response = await api.http.get('/wps/docs/openapi.json').expect(200);
    const paths = Object.keys(response.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wps/health',
        '/wps/health/ready',
        '/wps/system/status',
        '/wps/system/whitelabel',
      ]),
    );
    const ui = await api.http.get('/wps/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
