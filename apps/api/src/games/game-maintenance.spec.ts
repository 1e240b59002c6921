import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { GameMaintenanceService } from './game-maintenance.service.js';

describe('game maintenance answer', () => {
  let api: TestApp;
  let maintenance: GameMaintenanceService;

  beforeAll(async () => {
    api = await createTestApp();
    maintenance = api.app.get(GameMaintenanceService);
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers null for a playable game', async () => {
    const game = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
    expect(await maintenance.maintenanceAnswer(game.id)).toBeNull();
  });

  it('recommends playable games of the same category, hot ones first', async () => {
    const [game, otherHot] = await api.prisma.game.findMany({
      where: { categoryCode: 'LIVE', isHot: true },
      orderBy: { hotRank: 'asc' },
      take: 2,
    });
    await api.prisma.game.update({ where: { id: game.id }, data: { maintenance: true } });
    await api.prisma.game.update({ where: { id: otherHot.id }, data: { maintenance: true } });
    const answer = await maintenance.maintenanceAnswer(game.id, 'EN');
    const vendor = await api.prisma.vendor.findUniqueOrThrow({ where: { id: game.vendorId } });
    expect(answer).toMatchObject({ nodeId: String(game.id), vendor: vendor.code });
    expect(answer!.recommended).toHaveLength(6);
    expect(answer!.recommended.every((entry) => entry.gameType === 'LIVE')).toBe(true);
    const ids = answer!.recommended.map((entry) => Number(entry.nodeId));
    expect(ids).not.toContain(game.id);
    expect(ids).not.toContain(otherHot.id);
    const hot = await api.prisma.game.findMany({
      where: { categoryCode: 'LIVE', isHot: true, maintenance: false },
      orderBy: [{ hotRank: 'asc' }, { sortOrder: 'asc' }],
      take: 6,
    });
    expect(ids).toEqual(hot.map((row) => row.id));
  });

  it('answers for every game of a vendor under maintenance, recommending other vendors', async () => {
    const esportsGame = await api.prisma.game.findFirstOrThrow({
      where: { gameCode: 'AV_ESPORTS' },
    });
    await api.prisma.vendor.update({ where: { code: 'AV' }, data: { maintenance: true } });
    const answer = await maintenance.maintenanceAnswer(esportsGame.id, 'MS');
    expect(answer!.vendor).toBe('AV');
    expect(answer!.recommended.map((entry) => entry.vassalage).sort()).toEqual([
      'AI',
      'IA',
      'IMES',
      'TF',
    ]);
    expect(answer!.recommended.every((entry) => entry.gameType === 'ESPORTS')).toBe(true);
  });

  it("recommends the vendor's chosen games first, skipping those not playable", async () => {
    const [game, ...others] = await api.prisma.game.findMany({
      where: { vendor: { code: 'JILI' }, categoryCode: 'RNG' },
      orderBy: { id: 'asc' },
      take: 4,
    });
    const liveGame = await api.prisma.game.findFirstOrThrow({
      where: { categoryCode: 'LIVE', maintenance: false, vendor: { maintenance: false } },
    });
    const [chosen, unplayable, again] = [liveGame, ...others];
    await api.prisma.game.update({ where: { id: unplayable.id }, data: { enabled: false } });
    await api.prisma.game.update({ where: { id: game.id }, data: { maintenance: true } });
    await api.prisma.vendor.update({
      where: { code: 'JILI' },
      // The game itself and an id without a game are skipped too.
      data: { maintenanceRecommendations: [chosen.id, unplayable.id, game.id, 999_999, again.id] },
    });
    const answer = await maintenance.maintenanceAnswer(game.id, 'EN');
    const ids = answer!.recommended.map((entry) => Number(entry.nodeId));
    expect(ids.slice(0, 2)).toEqual([chosen.id, again.id]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(ids).not.toContain(unplayable.id);
    expect(answer!.recommended[0].gameType).toBe('LIVE');
  });

  it('refuses a game that does not exist', async () => {
    await expect(maintenance.maintenanceAnswer(999_999_999)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
