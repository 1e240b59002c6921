import {
  createTestApp,
  devToolsHeaders,
  PRODUCTION_ENVIRONMENT,
  type TestApp,
} from '../../test/support/test-app.js';

describe('development tools', () => {
  let api: TestApp;

  afterEach(async () => {
    await api.close();
  });

  it('switch maintenance, the slider and flags of the site from this machine', async () => {
    api = await createTestApp();
    await api.http
      .post('/wps/dev/site')
      .set(devToolsHeaders(api))
      .send({
        maintenanceEnabled: true,
        maintenanceTitle: 'Naik taraf',
        sliderVerification: false,
        flags: [{ code: 'REGMOBVERF3', enabled: true }],
      })
      .expect(200);
    const status = await api.http.get('/wps/system/status').expect(200);
    expect(status.body.value).toMatchObject({ status: 1, maintenance: { title: 'Naik taraf' } });
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    expect(merchant.sliderVerification).toBe(false);
    const flag = await api.prisma.whiteLabelModule.findFirstOrThrow({
      where: { code: 'REGMOBVERF3' },
    });
    expect(flag.enabled).toBe(true);
  });

  it('refuse a null setting with a 400 naming it', async () => {
    // Null passed validation and failed the database update with a 500 (found by the fuzz test).
    api = await createTestApp();
    for (const field of ['maintenanceEnabled', 'maintenanceEndAt', 'sliderVerification', 'flags']) {
      const response = await api.http
        .post('/wps/dev/site')
        .set(devToolsHeaders(api))
        .send({ [field]: null });
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(response.body.value.fields)).toEqual([field]);
    }
  });

  it('want the development key besides a loopback address (a reverse proxy is loopback too)', async () => {
    api = await createTestApp();
    for (const headers of [{}, { 'x-dev-key': 'a-wrong-development-key' }]) {
      await api.http
        .post('/wps/dev/site')
        .set(headers)
        .send({ maintenanceEnabled: true })
        .expect(404);
      await api.http.get('/wps/dev/outbox').set(headers).expect(404);
    }
    await api.http.get('/wps/dev/outbox').query({ devKey: 'a-wrong-development-key' }).expect(404);
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    expect(merchant.maintenanceEnabled).toBe(false);
    await api.http.get('/wps/dev/outbox').query({ devKey: api.config.DEV_TOOLS_KEY }).expect(200);
  });

  it('do not exist in production, nor in its documentation, which is off unless asked for', async () => {
    api = await createTestApp({ environment: PRODUCTION_ENVIRONMENT });
    await api.http
      .post('/wps/dev/site')
      .set(devToolsHeaders(api))
      .send({ maintenanceEnabled: true })
      .expect(404);
    await api.http.get('/wps/dev/outbox').set(devToolsHeaders(api)).expect(404);
    await api.http.get('/wps/docs/openapi.json').expect(404);
    await api.http.get('/wps/docs').expect(404);
  });

  it('are left out of the production documentation an operator turns on', async () => {
    api = await createTestApp({ environment: { ...PRODUCTION_ENVIRONMENT, API_DOCS: 'true' } });
    const document = (await api.http.get('/wps/docs/openapi.json').expect(200)).body;
    expect(document.paths).toHaveProperty(['/wps/session/login']);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/wps/dev'))).toEqual([]);
  });
});
