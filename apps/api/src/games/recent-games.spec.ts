import { GAME_PAGE_SIZE, LOBBY_PATHS, RECENT_GAMES_KEPT } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { RecentGamesService } from './recent-games.service.js';

describe('recent games', () => {
  let api: TestApp;
  let bearer: string;
  let memberId: number;
  let recent: RecentGamesService;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    recent = api.app.get(RecentGamesService);
  });
  afterAll(async () => {
    await api.close();
  });

  const listRecent = (query: Record<string, string | number> = {}) =>
    api.http
      .get(LOBBY_PATHS.recentGames)
      .set('authorization', bearer)
      .query({ clientType: 3, language: 'EN', ...query });
  const gamesOf = (vendorCode: string, count: number) =>
    api.prisma.game.findMany({
      where: { vendor: { code: vendorCode } },
      orderBy: { sortOrder: 'asc' },
      take: count,
      select: { id: true, gameCode: true },
    });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

  it('needs a login and a real account', async () => {
    const anonymous = await api.http.get(LOBBY_PATHS.recentGames).query({ language: 'EN' });
    expect(anonymous.status).toBe(401);
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'recent-test', gatewayVersion: 3 })
      .expect(200);
    const demo = await api.http
      .get(LOBBY_PATHS.recentGames)
      .set('authorization', `Bearer ${freePlay.body.value.token}`)
      .query({ language: 'EN' });
    expect(demo.status).toBe(403);
    expect(demo.body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('is empty until a game is launched, then lists the last played first', async () => {
    expect((await listRecent().expect(200)).body.value).toEqual({ list: [], totalPages: 0 });
    const [first, second] = await gamesOf('EVO', 2);
    await recent.record(memberId, first.id, at(1));
    await recent.record(memberId, second.id, at(2));
    await recent.record(memberId, first.id, at(3));
    const answer = (await listRecent().expect(200)).body.value;
    expect(answer.totalPages).toBe(1);
    expect(answer.list.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      first.gameCode,
      second.gameCode,
    ]);
    // An older launch reported late never moves a game down.
    await recent.record(memberId, first.id, at(0));
    expect((await listRecent().expect(200)).body.value.list[0].gameCode).toBe(first.gameCode);
  });

  it(`keeps the newest ${RECENT_GAMES_KEPT} games, pages them and filters by vendor`, async () => {
    const slots = await gamesOf('PG', RECENT_GAMES_KEPT + 5);
    for (const [index, game] of slots.entries()) {
      await recent.record(memberId, game.id, at(10 + index));
    }
    expect(await api.prisma.memberRecentGame.count({ where: { memberId } })).toBe(
      RECENT_GAMES_KEPT,
    );
    const pages = Math.ceil(RECENT_GAMES_KEPT / GAME_PAGE_SIZE);
    const first = (await listRecent().expect(200)).body.value;
    expect(first.totalPages).toBe(pages);
    expect(first.list[0].gameCode).toBe(slots[slots.length - 1].gameCode);
    const last = (await listRecent({ pageNo: pages }).expect(200)).body.value;
    expect(last.list).toHaveLength(RECENT_GAMES_KEPT - (pages - 1) * GAME_PAGE_SIZE);
    expect(last.list[last.list.length - 1].gameCode).toBe(slots[5].gameCode);

    const onlyEvolution = (await listRecent({ vassalage: 'EVO' }).expect(200)).body.value;
    expect(onlyEvolution).toEqual({ list: [], totalPages: 0 });
    const onlyPg = (await listRecent({ vassalage: 'PG', pageSize: 5 }).expect(200)).body.value;
    expect(onlyPg.totalPages).toBe(RECENT_GAMES_KEPT / 5);
    expect(await recent.gameIds(memberId)).toHaveLength(RECENT_GAMES_KEPT);
  });
});
