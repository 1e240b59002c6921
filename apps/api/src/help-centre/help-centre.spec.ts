import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /wps/system/helpCenter', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  it.each([
    ['MS', 'Terma dan syarat', 'Kelayakan'],
    ['EN', 'Terms and conditions', 'Eligibility'],
    ['CN', '条款与细则', '参与资格'],
  ])(
    'answers the seeded help centre in %s, the terms under the code term',
    async (language, terms, first) => {
      const response = await api.http.get('/wps/system/helpCenter').query({ language }).expect(200);
      expect(response.body.success).toBe(true);
      const categories = response.body.value as {
        code: string;
        title: string;
        articles: { title: string }[];
      }[];
      expect(categories.map((category) => category.code)).toEqual([
        'account',
        'banking',
        'responsible',
        'term',
      ]);
      const term = categories.find((category) => category.code === 'term')!;
      expect(term.title).toBe(terms);
      expect(term.articles[0]).toEqual({
        code: 'eligibility',
        title: first,
        content: expect.any(String),
      });
    },
  );

  it('refuses a language the site does not have', async () => {
    const response = await api.http
      .get('/wps/system/helpCenter')
      .query({ language: 'TH' })
      .expect(400);
    expect(response.body).toMatchObject({
      success: false,
      value: { fields: { language: [expect.any(String)] } },
    });
  });

  it('leaves out an article missing the asked language and a section left empty', async () => {
    const merchant = await api.prisma.merchant.findFirstOrThrow();
    await api.prisma.helpCategory.create({
      data: {
        merchantId: merchant.id,
        code: 'promo',
        sortOrder: 9,
        titles: { MS: 'Promosi', EN: 'Promotions', CN: '优惠' },
        articles: {
          create: { code: 'only-en', texts: { EN: { title: 'Only English', content: 'Text' } } },
        },
      },
    });
    const ms = await api.http.get('/wps/system/helpCenter').query({ language: 'MS' }).expect(200);
    expect(ms.body.value.map((category: { code: string }) => category.code)).not.toContain('promo');
    const en = await api.http.get('/wps/system/helpCenter').query({ language: 'EN' }).expect(200);
    expect(en.body.value.at(-1)).toEqual({
      code: 'promo',
      title: 'Promotions',
      articles: [{ code: 'only-en', title: 'Only English', content: 'Text' }],
    });
  });
});
