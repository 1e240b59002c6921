import {
  PROMOTION_PATHS,
  type PromotionDetail,
  type PromotionPage,
  type PromotionTypesValue,
} from '@wps/shared-types';
import { createTestApp, getValue, type TestApp } from '../../test/support/test-app.js';

const DAY_MS = 86_400_000;

describe('promotions', () => {
  let api: TestApp;
  let merchantId: number;

  beforeAll(async () => {
    api = await createTestApp();
    merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
  });
  afterAll(async () => {
    await api.close();
  });

  const get = <T>(path: string, query: object) => getValue<T>(api, path, query);

  describe('GET /wps/promotions', () => {
    it('answers the seeded promotions in the operator order, 6 a page, in the asked language', async () => {
      const first = await get<PromotionPage>(PROMOTION_PATHS.list, { language: 'EN' });
      expect(first.pageNo).toBe(1);
      expect(first.totalPages).toBe(2);
      expect(first.list).toHaveLength(6);
      expect(first.list[0]).toEqual({
        id: expect.stringMatching(/^\d+$/),
        type: 'NEW_MEMBER',
        tag: 'HOT',
        status: 'IN_PROCESS',
        title: '100% Welcome Bonus',
        summary: 'Your first deposit doubled, up to RM 300.',
        image: '/media/banners/welcome-bonus-100.svg',
        startsAt: '2025-12-31T16:00:00.000Z',
        endsAt: null,
      });
      const second = await get<PromotionPage>(PROMOTION_PATHS.list, { language: 'EN', pageNo: 2 });
      expect(second.list.map((promotion) => promotion.title)).toContain('Merdeka 69% Bonus');
      const ms = await get<PromotionPage>(PROMOTION_PATHS.list, { language: 'MS', pageSize: 1 });
      expect(ms.list[0]?.title).toBe('Bonus Selamat Datang 100%');
      const cn = await get<PromotionPage>(PROMOTION_PATHS.list, { language: 'CN', pageSize: 1 });
      expect(cn.list[0]?.title).toBe('100% 新会员欢迎红利');
    });

    it('filters by type and labels each promotion with the status its period gives', async () => {
      const deposits = await get<PromotionPage>(PROMOTION_PATHS.list, {
        language: 'EN',
        type: 'DEPOSIT',
      });
      expect(deposits.list.map((promotion) => [promotion.type, promotion.status])).toEqual([
        ['DEPOSIT', 'IN_PROCESS'],
        ['DEPOSIT', expect.stringMatching(/^(COMING_SOON|IN_PROCESS|CLOSED)$/)],
        ['DEPOSIT', 'CLOSED'],
      ]);
      expect(deposits.totalPages).toBe(1);
      const none = await get<PromotionPage>(PROMOTION_PATHS.list, {
        language: 'EN',
        type: 'DEPOSIT',
        pageNo: 2,
      });
      expect(none.list).toEqual([]);
    });

    it('marks a promotion that has not started as coming soon and hides a disabled one', async () => {
      const soon = await api.prisma.promotion.create({
        data: {
          merchantId,
          code: 'test-coming-soon',
          type: 'BIRTHDAY',
          imagePath: '/media/banners/soon.svg',
          sortOrder: 0,
          startsAt: new Date(Date.now() + DAY_MS),
          texts: { EN: { title: 'Soon', summary: 'S', description: ['D'], terms: ['T'] } },
        },
      });
      await api.prisma.promotion.create({
        data: {
          merchantId,
          code: 'test-disabled',
          type: 'BIRTHDAY',
          imagePath: '/media/banners/off.svg',
          sortOrder: 0,
          enabled: false,
          startsAt: new Date(Date.now() - DAY_MS),
          texts: { EN: { title: 'Off', summary: 'O', description: [], terms: [] } },
        },
      });
      try {
        const page = await get<PromotionPage>(PROMOTION_PATHS.list, {
          language: 'EN',
          type: 'BIRTHDAY',
        });
        expect(page.list.map((promotion) => [promotion.title, promotion.status])).toEqual([
          ['Soon', 'COMING_SOON'],
          ['Birthday Bonus', 'IN_PROCESS'],
        ]);
        // A text missing the asked language falls back to the default language (MS), then empty.
        const ms = await get<PromotionPage>(PROMOTION_PATHS.list, {
          language: 'MS',
          type: 'BIRTHDAY',
        });
        expect(ms.list[0]?.title).toBe('');
      } finally {
        await api.prisma.promotion.deleteMany({
          where: { code: { in: [soon.code, 'test-disabled'] } },
        });
      }
    });

    it.each([
      [{ language: 'TH' }, 'language'],
      [{ language: 'EN', type: 'LOTTERY' }, 'type'],
      [{ language: 'EN', pageNo: 0 }, 'pageNo'],
      [{ language: 'EN', pageSize: 101 }, 'pageSize'],
      [{ language: 'EN', pageNo: 'two' }, 'pageNo'],
    ])('refuses %j with a 400 naming %s', async (query, field) => {
      const response = await api.http.get(PROMOTION_PATHS.list).query(query).expect(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { fields: { [field]: expect.arrayContaining([expect.any(String)]) } },
      });
    });
  });

  describe('GET /wps/promotions/types', () => {
    it('lists the types on show in the product order and says the referral promotion runs', async () => {
      const value = await get<PromotionTypesValue>(PROMOTION_PATHS.types, {});
      expect(value).toEqual({
        types: ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'CASHBACK', 'REFERRAL', 'BIRTHDAY', 'VIP'],
        referralEnabled: true,
      });
    });

    it('turns the referral flag off when the referral promotion has ended', async () => {
      await api.prisma.promotion.update({
        where: { merchantId_code: { merchantId, code: 'referral-bonus' } },
        data: { endsAt: new Date(Date.now() - 1000) },
      });
      try {
        const value = await get<PromotionTypesValue>(PROMOTION_PATHS.types, {});
        expect(value.referralEnabled).toBe(false);
        // An ended promotion is still on show, labelled closed.
        expect(value.types).toContain('REFERRAL');
      } finally {
        await api.prisma.promotion.update({
          where: { merchantId_code: { merchantId, code: 'referral-bonus' } },
          data: { endsAt: null },
        });
      }
    });
  });

  describe('GET /wps/promotions/:id', () => {
    it('answers the full text of one promotion in the asked language', async () => {
      const page = await get<PromotionPage>(PROMOTION_PATHS.list, {
        language: 'EN',
        type: 'REFERRAL',
      });
      const id = page.list[0].id;
      const detail = await get<PromotionDetail>(PROMOTION_PATHS.detail(id), { language: 'EN' });
      expect(detail).toMatchObject({
        id,
        type: 'REFERRAL',
        title: 'Refer a Friend, Get RM 20',
        status: 'IN_PROCESS',
      });
      expect(detail.description).toHaveLength(2);
      expect(detail.terms).toContain('Up to 20 friends per month.');
      const cn = await get<PromotionDetail>(PROMOTION_PATHS.detail(id), { language: 'CN' });
      expect(cn.title).toBe('邀请好友，各得 RM 20');
    });

    it('answers 404 for an unknown or disabled promotion', async () => {
      const response = await api.http
        .get(PROMOTION_PATHS.detail('999999'))
        .query({ language: 'EN' })
        .expect(404);
      expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it.each(['abc', '0', '1e3', '1234567890'])('refuses the id %s with a 400', async (id) => {
      const response = await api.http
        .get(PROMOTION_PATHS.detail(id))
        .query({ language: 'EN' })
        .expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { fields: { id: expect.arrayContaining([expect.any(String)]) } },
      });
    });

    it('refuses a missing language with a 400', async () => {
      await api.http.get(PROMOTION_PATHS.detail('1')).expect(400);
    });
  });
});
