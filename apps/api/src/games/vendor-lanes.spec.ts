import {
  buildVendorLanes,
  laneSources,
  listedCategory,
  type CatalogueVendor,
} from './vendor-lanes.js';

const vendor = (id: number, code: string, enabled = true): CatalogueVendor => ({
  id,
  code,
  name: `${code} name`,
  logoPath: `/media/vendors/${code}.svg`,
  enabled,
  maintenance: false,
  sortOrder: id,
});

describe('vendor lanes', () => {
  const vendors = [
    vendor(1, 'PG'),
    vendor(2, 'SBO'),
    vendor(3, 'AV'),
    vendor(4, 'DS88'),
    vendor(5, 'KY'),
    vendor(6, 'OLD', false),
    vendor(7, 'IMES'),
  ];
  const categories = [
    { code: 'RNG', sortOrder: 10 },
    { code: 'PVP', sortOrder: 40 },
    { code: 'SPORTS', sortOrder: 80 },
    { code: 'ESPORTS', sortOrder: 90 },
    // An operator may order categories differently; cockfight still follows PVP.
    { code: 'COCKFIGHT', sortOrder: 95 },
  ];
  const cards = [
    { vendorId: 1, categoryCode: 'RNG', isHot: 1, sortOrder: 1 },
    { vendorId: 6, categoryCode: 'RNG', isHot: 0, sortOrder: 2 },
    { vendorId: 2, categoryCode: 'SPORTS', isHot: 1, sortOrder: 1 },
    { vendorId: 7, categoryCode: 'SPORTS', isHot: 1, sortOrder: 3 },
    { vendorId: 3, categoryCode: 'SPORTS', isHot: 0, sortOrder: 2 },
    { vendorId: 4, categoryCode: 'SPORTS', isHot: 0, sortOrder: 4 },
    { vendorId: 5, categoryCode: 'PVP', isHot: 0, sortOrder: 1 },
  ];
  const types = [
    { vendorId: 1, categoryCode: 'RNG', typeCode: 'JP' },
    { vendorId: 1, categoryCode: 'RNG', typeCode: 'SC' },
    { vendorId: 6, categoryCode: 'RNG', typeCode: 'VP' },
    { vendorId: 3, categoryCode: 'SPORTS', typeCode: 'TG' },
    { vendorId: 2, categoryCode: 'SPORTS', typeCode: 'TG' },
    { vendorId: 2, categoryCode: 'SPORTS', typeCode: 'XX' },
  ];

  it('lists e-sports vendors under ESPORTS and DS88 under COCKFIGHT', () => {
    expect(listedCategory('SPORTS', 'IMES')).toBe('ESPORTS');
    expect(listedCategory('SPORTS', 'DS88')).toBe('COCKFIGHT');
    expect(listedCategory('SPORTS', 'SBO')).toBe('SPORTS');
    expect(listedCategory('RNG', 'AV')).toBe('RNG');
  });

  it('builds lanes with the adjustments, enabled vendors only, cockfight after PVP', () => {
    const lanes = buildVendorLanes(categories, vendors, cards, types);
    expect(lanes.map((lane) => lane.gameCategory)).toEqual([
      'RNG',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
    ]);
    expect(lanes[0]).toEqual({
      title: 'RNG',
      gameCategory: 'RNG',
      cards: [{ vassalage: 'PG', name: 'PG name', logoUrl: '/media/vendors/PG.svg', isHot: 1 }],
      gameClassify: [
        { code: 'SC', vendors: ['PG'] },
        { code: 'JP', vendors: ['PG'] },
      ],
    });
    const esports = lanes.find((lane) => lane.gameCategory === 'ESPORTS')!;
    expect(esports.cards.map((card) => [card.vassalage, card.isHot])).toEqual([
      ['AV', 0],
      ['IMES', 1],
    ]);
    expect(esports.gameClassify).toEqual([{ code: 'TG', vendors: ['AV'] }]);
    expect(lanes.find((lane) => lane.gameCategory === 'SPORTS')!.gameClassify).toEqual([
      { code: 'TG', vendors: ['SBO'] },
    ]);
  });

  it('finds where a listed category is stored', () => {
    expect(laneSources('SPORTS', vendors)).toEqual([
      { storedCategory: 'SPORTS', excludedVendorIds: [3, 4, 6, 7] },
    ]);
    expect(laneSources('ESPORTS', vendors)).toEqual([
      { storedCategory: 'SPORTS', vendorIds: [3, 7] },
      { storedCategory: 'ESPORTS', excludedVendorIds: [6] },
    ]);
    expect(laneSources('ESPORTS', vendors, 7)).toEqual([
      { storedCategory: 'SPORTS', vendorIds: [7] },
      { storedCategory: 'ESPORTS', vendorIds: [7] },
    ]);
    expect(laneSources('RNG', vendors, 6)).toEqual([]);
    expect(laneSources('SPORTS', vendors, 7)).toEqual([]);
  });
});
