import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /wps/system/vipRanks', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  it("lists the operator's seeded ranks, lowest first, with their requirements", async () => {
    const response = await api.http.get('/wps/system/vipRanks').expect(200);
    expect(response.body.success).toBe(true);
    const ranks = response.body.value as { rankLevel: number; vipService: boolean }[];
    expect(ranks.map((rank) => rank.rankLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ranks[1]).toEqual({
      rankLevel: 1,
      labelName: 'Bronze',
      color: '#cd7f32',
      requirements: { depositTotal: '500.00', validBetTotal: '5000.00' },
      vipService: false,
    });
    // Rank levels above 4 are served by the VIP channel.
    expect(ranks.filter((rank) => rank.vipService).map((rank) => rank.rankLevel)).toEqual([
      5, 6, 7, 8,
    ]);
  });

  it('shows a threshold the operator left out as none', async () => {
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    await api.prisma.vipRank.create({
      data: { merchantId: merchant.id, rankLevel: 9, labelName: 'Founder', requirements: {} },
    });
    const response = await api.http.get('/wps/system/vipRanks').expect(200);
    expect(response.body.value.at(-1)).toMatchObject({
      rankLevel: 9,
      color: '#9e9e9e',
      requirements: { depositTotal: '0.00', validBetTotal: '0.00' },
    });
  });
});
