import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { MerchantService } from '../merchant/merchant.service.js';

describe('system settings', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The test client is one trusted proxy hop away, so x-forwarded-for names the visitor.
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await api.close();
  });

  const clearCache = () => api.app.get(MerchantService).clearCache();

  describe('GET /wps/system/country', () => {
    it.each([
      ['175.136.0.1', 'MY', '+60'],
      ['8.8.8.8', 'US', '+1'],
      ['2404:160::1', 'MY', '+60'],
    ])('places %s in %s, dialing code %s', async (ip, countryCode, countryDialingCode) => {
      const response = await api.http
        .get('/wps/system/country')
        .set('x-forwarded-for', ip)
        .expect(200);
      expect(response.body.value).toEqual({ ip, countryCode, countryDialingCode });
    });

    it('answers nulls for an address the database does not place', async () => {
      const response = await api.http.get('/wps/system/country').expect(200);
      expect(response.body.value).toEqual({
        ip: expect.any(String),
        countryCode: null,
        countryDialingCode: null,
      });
    });

    it('has no dialing code for a country outside the table', async () => {
      // 8.34.208.1 is placed in Belgium.
      const response = await api.http
        .get('/wps/system/country')
        .set('x-forwarded-for', '8.34.208.1')
        .expect(200);
      expect(response.body.value).toMatchObject({ countryCode: 'BE', countryDialingCode: null });
    });
  });

  describe('/wps/system/domainRoute', () => {
    it("lists the operator's domains, fastest (lowest speed) first", async () => {
      const merchant = await api.prisma.merchant.findFirstOrThrow();
      await api.prisma.merchantDomain.create({
        data: { merchantId: merchant.id, host: 'fast.example.com', speed: 40 },
      });
      const response = await api.http.get('/wps/system/domainRoute').expect(200);
      expect(response.body.value).toEqual({
        domainList: [
          { domain: 'fast.example.com', speed: 40 },
          { domain: '127.0.0.1', speed: 100 },
          { domain: 'localhost', speed: 120 },
        ],
      });
    });

    it("never lists another operator's domains", async () => {
      const other = await api.prisma.merchant.create({
        data: { code: 'OTHER', name: 'Other Casino' },
      });
      await api.prisma.merchantDomain.create({
        data: { merchantId: other.id, host: 'other.example.com', speed: 1 },
      });
      // A new claimed host reaches the site directory at the next cache refresh.
      clearCache();
      const response = await api.http.get('/wps/system/domainRoute').expect(200);
      const domains = response.body.value.domainList.map(
        (entry: { domain: string }) => entry.domain,
      );
      expect(domains).not.toContain('other.example.com');
      const theirs = await api.http
        .get('/wps/system/domainRoute')
        .set('host', 'other.example.com')
        .expect(200);
      expect(theirs.body.value).toEqual({
        domainList: [{ domain: 'other.example.com', speed: 1 }],
      });
    });
  });

  describe('GET /wps/system/setting/register', () => {
    it('answers the field rules, the enabled flags, the minimum age and the slider setting', async () => {
      const response = await api.http.get('/wps/system/setting/register').expect(200);
      const value = response.body.value;
      expect(Object.keys(value).sort()).toEqual([
        'enabledFlags',
        'minimumAge',
        'rules',
        'sliderVerification',
      ]);
      expect(value.rules).toContainEqual({
        field: 'username',
        enabled: true,
        required: true,
        acceptedPattern: 'patternId',
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      });
      expect(value.enabledFlags).toEqual([
        'USERNAMEREG3',
        'MOBILENUMREG3',
        'MOBILENUMPASSREG3',
        'DIRECTREG3',
        'MOBILEVERCODELOGIN3',
      ]);
      expect(value.minimumAge).toBe(18);
      expect(value.sliderVerification).toBe(true);
    });

    it("follows the operator's changes", async () => {
      await api.prisma.merchant.updateMany({ data: { minimumAge: 21, sliderVerification: false } });
      await api.prisma.whiteLabelModule.updateMany({
        where: { code: 'REGMOBVERF3' },
        data: { enabled: true },
      });
      // A flag under a switched-off branch counts as off.
      await api.prisma.whiteLabelModule.updateMany({
        where: { code: 'LOGIN' },
        data: { enabled: false },
      });
      clearCache();
      const value = (await api.http.get('/wps/system/setting/register').expect(200)).body.value;
      expect(value.minimumAge).toBe(21);
      expect(value.sliderVerification).toBe(false);
      expect(value.enabledFlags).toContain('REGMOBVERF3');
      expect(value.enabledFlags).not.toContain('MOBILEVERCODELOGIN3');
    });

    it('never answers an age under 18', async () => {
      await api.prisma.merchant.updateMany({ data: { minimumAge: 16 } });
      clearCache();
      const value = (await api.http.get('/wps/system/setting/register').expect(200)).body.value;
      expect(value.minimumAge).toBe(18);
    });
  });

  describe('GET /wps/system/status', () => {
    const status = (ip: string) =>
      api.http.get('/wps/system/status?url=localhost').set('x-forwarded-for', ip).expect(200);

    it("answers the visitor's own address and country beside the site's info", async () => {
      const malaysia = await status('175.136.0.1');
      const america = await status('8.8.8.8');
      expect(malaysia.headers['content-type']).toMatch(/^application\/json/);
      expect(malaysia.body).toMatchObject({
        success: true,
        message: 'OK',
        value: {
          status: 0,
          maintenance: null,
          regionRestriction: null,
          location: { ip: '175.136.0.1', countryCode: 'MY' },
          info: { siteName: expect.any(String), currencyCode: 'MYR' },
        },
      });
      expect(Object.keys(malaysia.body.value)).toEqual([
        'status',
        'maintenance',
        'regionRestriction',
        'location',
        'info',
      ]);
      expect(america.body.value.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
      expect(america.body.value.info).toEqual(malaysia.body.value.info);
    });

    it('shows a settings change at the next request', async () => {
      await status('175.136.0.1');
      await api.prisma.merchant.updateMany({ data: { name: 'Renamed site' } });
      // What the console's site settings route calls after its change.
      await api.app.get(MerchantService).settingsChanged();
      expect((await status('175.136.0.1')).body.value.info.siteName).toBe('Renamed site');
    });
  });

  it('lists the new routes in the OpenAPI document', async () => {
    const document = (await api.http.get('/wps/docs/openapi.json').expect(200)).body;
    for (const path of [
      '/wps/system/country',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/wps/captcha',
      '/wps/verification/slider',
      '/wps/verification/sms/noLogin',
      '/wps/verification/sms/register',
      '/wps/dev/outbox',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
