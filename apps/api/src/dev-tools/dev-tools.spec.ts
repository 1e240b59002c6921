import {
  createTestApp,
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

  it('do not exist in production', async () => {
    api = await createTestApp({
      environment: { ...PRODUCTION_ENVIRONMENT, BCRYPT_COST: '12' },
    });
    await api.http.post('/wps/dev/site').send({ maintenanceEnabled: true }).expect(404);
    await api.http.get('/wps/dev/outbox').expect(404);
  });
});
