import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { MerchantRepository } from './merchant.repository.js';
import { MerchantService } from './merchant.service.js';

describe('site per host', () => {
  let api: TestApp;
  let service: MerchantService;
  let repository: MerchantRepository;

  beforeAll(async () => {
    api = await createTestApp();
    const defaultMerchant = await api.prisma.merchant.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const other = await api.prisma.merchant.create({ data: { code: 'OTHER', name: 'Other' } });
    await api.prisma.merchantDomain.create({
      data: { merchantId: other.id, host: 'other.example.com' },
    });
    expect(defaultMerchant.code).not.toBe('OTHER');
    service = api.app.get(MerchantService);
    repository = api.app.get(MerchantRepository);
    service.clearCache();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await api.close();
  });

  it('keeps no entry and makes no query for hosts nobody claimed', async () => {
    const directory = jest.spyOn(repository, 'findHostDirectory');
    const site = jest.spyOn(repository, 'findSite');
    for (let index = 0; index < 10_000; index += 1) {
      const resolved = await service.siteForHost(`attacker-${index}.example.net:${index % 65535}`);
      expect(resolved.code).not.toBe('OTHER');
    }
    expect(service.cachedSiteCount).toBe(1);
    expect(directory).toHaveBeenCalledTimes(1);
    expect(site).toHaveBeenCalledTimes(1);
  });

  it('still serves a claimed host its own site, whatever its case and port', async () => {
    expect((await service.siteForHost('OTHER.example.com:8443')).code).toBe('OTHER');
    expect(service.cachedSiteCount).toBe(2);
  });

  it('answers every way a client names a host from the same bounded cache', async () => {
    service.clearCache();
    for (let index = 0; index < 200; index += 1) {
      await api.http.get('/wps/system/status').set('host', `h${index}.example.net`).expect(200);
      await api.http
        .get('/wps/system/status')
        .query({ url: `u${index}.example.net` })
        .expect(200);
      await api.http
        .get('/wps/agent/affiliate')
        .query({ code: 'DEMOAGENT', domain: `d${index}.example.net` });
    }
    expect(service.cachedSiteCount).toBe(1);
  });
});
