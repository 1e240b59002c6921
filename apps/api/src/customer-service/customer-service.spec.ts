import { CUSTOMER_SERVICE_PATHS } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('customer-service link', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
  });
  afterAll(async () => {
    await api.close();
  });

  it('sends a visitor to live chat', async () => {
    const response = await api.http.get(CUSTOMER_SERVICE_PATHS.visitor).expect(200);
    expect(response.body.value).toEqual({ csType: 'LIVECHAT', path: '/helpmc#livechat' });
  });

  it('sends a member above rank 4 to the VIP channel and one at rank 3 to live chat', async () => {
    const vip = await bearerFor(api, 'demo_vip', 'Demo1234');
    const member = await bearerFor(api, 'demo_member', 'Demo1234');
    const vipLink = await api.http
      .get(CUSTOMER_SERVICE_PATHS.member)
      .set('authorization', vip)
      .expect(200);
    expect(vipLink.body.value).toEqual({ csType: 'VIP', path: '/helpmc#vip' });
    const memberLink = await api.http
      .get(CUSTOMER_SERVICE_PATHS.member)
      .set('authorization', member)
      .expect(200);
    expect(memberLink.body.value).toEqual({ csType: 'LIVECHAT', path: '/helpmc#livechat' });
  });

  it('asks for a session on the member link', async () => {
    const response = await api.http.get(CUSTOMER_SERVICE_PATHS.member).expect(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('serves a VIP member by live chat when the operator has no VIP channel', async () => {
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    const vipChannel = await api.prisma.customerServiceChannel.findUniqueOrThrow({
      where: { merchantId_csType: { merchantId: merchant.id, csType: 'VIP' } },
    });
    await api.prisma.customerServiceChannel.delete({ where: { id: vipChannel.id } });
    try {
      const vip = await bearerFor(api, 'demo_vip', 'Demo1234');
      const response = await api.http
        .get(CUSTOMER_SERVICE_PATHS.member)
        .set('authorization', vip)
        .expect(200);
      expect(response.body.value.csType).toBe('LIVECHAT');
    } finally {
      await api.prisma.customerServiceChannel.create({
        data: {
          merchantId: vipChannel.merchantId,
          csType: vipChannel.csType,
          name: vipChannel.name,
          path: vipChannel.path,
        },
      });
    }
  });
});
