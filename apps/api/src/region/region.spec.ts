import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { MerchantService } from '../merchant/merchant.service.js';

// In the geo-IP database geoip-country ships, 8.8.8.8, 4.2.2.2 and 2001:4860:4860::8888 are in
// the United States and 175.136.0.1 in Malaysia; 203.0.113.0/24 and 2001:db8::/32 are
// documentation blocks.
describe('region rules on the system status', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The test client is one trusted proxy hop away, so x-forwarded-for names the visitor.
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(async () => {
    await configure({
      blockedCountries: [],
      ipAllowList: [],
      ipDenyList: [],
      regionRestrictionText: null,
      maintenanceEnabled: false,
    });
  });

  async function configure(settings: {
    blockedCountries?: string[];
    ipAllowList?: string[];
    ipDenyList?: string[];
    regionRestrictionText?: string | null;
    maintenanceEnabled?: boolean;
  }) {
    await api.prisma.merchant.updateMany({ data: settings });
    api.app.get(MerchantService).clearCache();
  }

  async function statusFor(ip: string) {
    const response = await api.http.get('/wps/system/status').set('x-forwarded-for', ip);
    expect(response.status).toBe(200);
    return response.body.value;
  }

  it('answers status 0 with the visitor address and country when no rule applies', async () => {
    const value = await statusFor('8.8.8.8');
    expect(value.status).toBe(0);
    expect(value.regionRestriction).toBeNull();
    expect(value.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
  });

  it('blocks a country, with the default text or the operator text', async () => {
    await configure({ blockedCountries: ['US'] });
    const blocked = await statusFor('8.8.8.8');
    expect(blocked.status).toBe(2);
    expect(blocked.regionRestriction).toEqual({ text: 'Access restricted' });
    expect(blocked.info.siteName).toBeTruthy();
    expect((await statusFor('175.136.0.1')).status).toBe(0);

    await configure({ regionRestrictionText: 'Tidak tersedia di rantau anda' });
    expect((await statusFor('8.8.8.8')).regionRestriction).toEqual({
      text: 'Tidak tersedia di rantau anda',
    });
  });

  it('blocks an address on the deny list, single or in a CIDR block', async () => {
    await configure({ ipDenyList: ['175.136.0.1', '203.0.113.0/24'] });
    expect((await statusFor('175.136.0.1')).status).toBe(2);
    expect((await statusFor('203.0.113.200')).status).toBe(2);
    expect((await statusFor('203.0.114.1')).status).toBe(0);
  });

  it('blocks IPv6 addresses and blocks', async () => {
    await configure({ ipDenyList: ['2001:db8::/32'], blockedCountries: ['US'] });
    expect((await statusFor('2001:db8::5')).status).toBe(2);
    expect((await statusFor('2001:db9::5')).status).toBe(0);
    const american = await statusFor('2001:4860:4860::8888');
    expect(american.status).toBe(2);
    expect(american.location.countryCode).toBe('US');
  });

  it('never blocks an address on the allow list, not even in a blocked country', async () => {
    await configure({
      blockedCountries: ['US'],
      ipDenyList: ['8.8.4.4'],
      ipAllowList: ['8.8.8.0/24', '8.8.4.4'],
    });
    expect((await statusFor('8.8.8.8')).status).toBe(0);
    expect((await statusFor('8.8.4.4')).status).toBe(0);
    expect((await statusFor('4.2.2.2')).status).toBe(2);
  });

  it('lets maintenance win over the region restriction', async () => {
    await configure({ blockedCountries: ['US'], maintenanceEnabled: true });
    const value = await statusFor('8.8.8.8');
    expect(value.status).toBe(1);
    expect(value.maintenance).not.toBeNull();
    expect(value.regionRestriction).toBeNull();
  });

  it('ignores a malformed list entry instead of failing the status', async () => {
    await configure({ ipDenyList: ['not-an-address', '203.0.113.7'] });
    expect((await statusFor('203.0.113.7')).status).toBe(2);
    expect((await statusFor('8.8.8.8')).status).toBe(0);
  });
});
