import { GAME_PAGE_SIZE, LOBBY_PATHS, type VendorLane } from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { CATALOGUE_VERSION_CHECK_MS } from './catalogue-cache.js';
import { bumpCatalogueVersion } from './catalogue-version.js';

// Vendor lanes, hot games and list counts are cached under the catalogue version: edits to the
// catalogue show only after the seed (or anything else) bumps it.
describe('lobby cache', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  const afterVersionCheck = () =>
    new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_CHECK_MS + 100));

  const jdbIsHot = async () => {
    const response = await api.http.get(LOBBY_PATHS.vendors).expect(200);
    const rng = (response.body.value.data.lanes as VendorLane[]).find(
      (lane) => lane.gameCategory === 'RNG',
    )!;
    return rng.cards.find((card) => card.vassalage === 'JDB')!.isHot;
  };
  const hotCount = async () =>
    (await api.http.get(LOBBY_PATHS.hotGames).query({ gameType: 'FISH', language: 'EN' })).body
      .value.list.length as number;
  const fishPages = async () =>
    (await api.http.get(LOBBY_PATHS.games).query({ gameType: 'FISH', language: 'EN' })).body.value
      .totalPages as number;

  it('keeps answering the cached lanes, hot games and counts until the version is bumped', async () => {
    const before = { hot: await jdbIsHot(), hotGames: await hotCount(), pages: await fishPages() };
    expect(before.hot).toBe(0);
    const versionBefore = await api.prisma.catalogueVersion.findUnique({ where: { id: 1 } });
    expect(await api.store.get(`lobby:v${versionBefore?.version ?? 0}:structure`)).not.toBeNull();

    const jdb = await api.prisma.vendor.findUniqueOrThrow({ where: { code: 'JDB' } });
    await api.prisma.vendorCategory.update({
      where: { vendorId_categoryCode: { vendorId: jdb.id, categoryCode: 'RNG' } },
      data: { isHot: 1 },
    });
    await api.prisma.game.updateMany({
      where: { categoryCode: 'FISH', isHot: true },
      data: { isHot: false },
    });
    const fish = await api.prisma.game.findMany({
      where: { categoryCode: 'FISH' },
      orderBy: { sortOrder: 'asc' },
      take: GAME_PAGE_SIZE,
    });
    await api.prisma.game.updateMany({
      where: { id: { in: fish.map((game) => game.id) } },
      data: { enabled: false },
    });

    await afterVersionCheck();
    expect({ hot: await jdbIsHot(), hotGames: await hotCount(), pages: await fishPages() }).toEqual(
      before,
    );

    await bumpCatalogueVersion(api.prisma);
    await afterVersionCheck();
    expect(await jdbIsHot()).toBe(1);
    expect(await hotCount()).toBe(0);
    expect(await fishPages()).toBe(before.pages - 1);
  });

  it('counts up from version 1 when the seed first bumps it', async () => {
    const version = await api.prisma.catalogueVersion.findUniqueOrThrow({ where: { id: 1 } });
    await bumpCatalogueVersion(api.prisma);
    const next = await api.prisma.catalogueVersion.findUniqueOrThrow({ where: { id: 1 } });
    expect(next.version).toBe(version.version + 1);
    expect(next.bumpedAt.getTime()).toBeGreaterThanOrEqual(version.bumpedAt.getTime());
  });
});
