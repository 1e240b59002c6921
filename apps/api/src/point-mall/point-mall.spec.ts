import { POINT_MALL_PATHS, type PointGoodsPage } from '@wps/shared-types';
import { createTestApp, getValue, type TestApp } from '../../test/support/test-app.js';

describe('points mall', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  const get = <T>(path: string, query: object) => getValue<T>(api, path, query);

  describe('GET /wps/pointMall/goods', () => {
    it('answers the seeded goods 12 a page with names in the asked language', async () => {
      const first = await get<PointGoodsPage>(POINT_MALL_PATHS.goods, { language: 'EN' });
      expect(first.list).toHaveLength(12);
      expect(first.totalPages).toBe(2);
      expect(first.list[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        category: 'BONUS',
        name: 'RM 10 Cash Bonus',
        image: '/media/banners/bonus-rm10.svg',
        pointsRequired: 1000,
        stock: 9999,
      });
      const second = await get<PointGoodsPage>(POINT_MALL_PATHS.goods, {
        language: 'MS',
        pageNo: 2,
      });
      expect(second.list.map((goods) => goods.name)).toContain('Beg Perjalanan VIP Eksklusif');
    });

    it('filters by category and shows goods out of stock with stock 0', async () => {
      const vouchers = await get<PointGoodsPage>(POINT_MALL_PATHS.goods, {
        language: 'CN',
        category: 'VOUCHER',
      });
      expect(vouchers.list.every((goods) => goods.category === 'VOUCHER')).toBe(true);
      expect(vouchers.list.find((goods) => goods.stock === 0)?.name).toBe('Petronas 油费券 RM 50');
    });

    it.each([
      [{ language: 'EN', category: 'CARS' }, 'category'],
      [{ language: 'XX' }, 'language'],
      [{ language: 'EN', pageSize: 0 }, 'pageSize'],
    ])('refuses %j with a 400 naming %s', async (query, field) => {
      const response = await api.http.get(POINT_MALL_PATHS.goods).query(query).expect(400);
      expect(response.body).toMatchObject({
        value: { fields: { [field]: expect.arrayContaining([expect.any(String)]) } },
      });
    });
  });
});
