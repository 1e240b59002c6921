import { parsePointGoods, parsePromotions, SeedFileError } from './seed-files.js';

const text = { title: 'T', summary: 'S', description: ['D', ' '], terms: ['A'] };
const promotion = (overrides: Record<string, unknown> = {}) => ({
  code: 'welcome-bonus',
  type: 'NEW_MEMBER',
  tag: 'HOT',
  order: 1,
  startsAt: '2026-01-01T00:00:00+08:00',
  endsAt: null,
  image: '/media/banners/welcome.svg',
  texts: { MS: text, EN: text, CN: text },
  ...overrides,
});

describe('promotions.json and point-goods.json', () => {
  it('reads a promotion with its period and drops blank paragraphs', () => {
    const [read] = parsePromotions([promotion()]);
    expect(read).toMatchObject({ code: 'welcome-bonus', tag: 'HOT', enabled: true, endsAt: null });
    expect(read.startsAt.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(read.texts.EN.description).toEqual(['D']);
  });

  it.each([
    [{ type: 'LOTTERY' }, /type: expected one of/],
    [{ endsAt: '2025-12-01T00:00:00+08:00' }, /endsAt: expected a time after startsAt/],
    [{ startsAt: '1 Jan 2026' }, /startsAt/],
    [{ image: '//evil.example/x.svg' }, /image/],
    [{ texts: { MS: text, EN: text } }, /texts\.CN: expected an object/],
  ])('names the field of a bad promotion %j', (overrides, message) => {
    expect(() => parsePromotions([promotion(overrides)])).toThrow(message);
  });

  it('refuses two promotions with one code', () => {
    expect(() => parsePromotions([promotion(), promotion({ order: 2 })])).toThrow(SeedFileError);
  });

  it('refuses goods with a negative stock or no points', () => {
    const goods = {
      code: 'bonus-rm10',
      category: 'BONUS',
      pointsRequired: 1000,
      stock: 5,
      order: 1,
      image: '/media/banners/bonus.svg',
      names: { MS: 'a', EN: 'b', CN: 'c' },
    };
    expect(parsePointGoods([goods])[0]).toMatchObject({ stock: 5, enabled: true });
    expect(() => parsePointGoods([{ ...goods, stock: -1 }])).toThrow(/stock/);
    expect(() => parsePointGoods([{ ...goods, pointsRequired: 0 }])).toThrow(/pointsRequired/);
  });
});
