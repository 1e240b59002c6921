import {
  LOBBY_PATHS,
  type LotteryMenuGame,
  type LotteryMenuResponse,
  type OpenedNumeroEntry,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { RecentGamesService } from '../games/recent-games.service.js';
import { JobRunner } from '../jobs/job-runner.js';
import { DRAW_HISTORY_LIMIT, LOTTERY_DRAW_JOB } from './lottery-draw.job.js';
import { LotteryDrawsService } from './lottery-draws.service.js';

describe('lottery', () => {
  let api: TestApp;
  let bearer: string;

  // The app catches up on draws when it starts; later draws are new ones, not catch-up.
  let startedAt: number;
  // The jobs' clock: the draw job runs when the test moves it on.
  const clock = new TestClock();

  beforeAll(async () => {
    startedAt = Date.now();
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  const menus = async (path: string, query: Record<string, string | number> = {}) =>
    (
      await api.http
        .get(path)
        .query({ device: 'WEB', language: 'EN', ...query })
        .expect(200)
    ).body.value as LotteryMenuResponse;
  const groupsOf = (menu: LotteryMenuResponse) => menu.groups.map((group) => group.groupCode);
  const gamesOf = (menu: LotteryMenuResponse) => menu.groups.flatMap((group) => group.gameMenus);

  it("answers the site's prize mode (Elott for the seeded lanes) with every lottery game", async () => {
    const menu = await menus(LOBBY_PATHS.lotteryMenus);
    expect(menu.prizeMode).toBe('Elott');
    expect(groupsOf(menu)).toEqual(['FAST', 'VN_TRADITIONAL', 'VN_FAST', 'MY_4D', 'SEA']);
    const lotteryGames = await api.prisma.game.count({ where: { launchKind: 'LOTTERY' } });
    expect(gamesOf(menu)).toHaveLength(lotteryGames);
  });

  it('scopes the menus by prize mode', async () => {
    expect(groupsOf(await menus(LOBBY_PATHS.lotteryMenus, { prizeMode: 'Lott' }))).toEqual([
      'MY_4D',
      'SEA',
    ]);
    const sea = await menus(LOBBY_PATHS.lotteryMenus, { prizeMode: 'SEA' });
    expect(new Set(gamesOf(sea).map((game) => game.vendor))).toEqual(new Set(['TCG_SEA']));
    const own = await menus(LOBBY_PATHS.lotteryMenus, { prizeMode: 'ZY' });
    expect(groupsOf(own)).toEqual(['FAST']);
    const refused = await api.http
      .get(LOBBY_PATHS.lotteryMenus)
      .query({ prizeMode: 'Jackpot', device: 'PHONE' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.value.fields).sort()).toEqual(['device', 'prizeMode']);
  });

  it('answers each game with its last stored draw and its next draw', async () => {
    const menu = await menus(LOBBY_PATHS.lotteryMenus, { language: 'CN' });
    const fast3 = gamesOf(menu).find((game) => game.gameCode === 'ELOTT_FAST_3')!;
    expect(fast3).toMatchObject({ gameName: '快3', vendor: 'ELOTT', gameType: 'ELOTT' });
    expect(fast3.drawIntervalSeconds).toBe(60);
    expect(new Date(fast3.nextDrawAt).getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(fast3.nextNumero).toMatch(/^\d{12}$/);
    const stored = await api.prisma.lotteryDraw.findFirstOrThrow({
      where: { gameId: Number(fast3.gameId) },
      orderBy: { drawnAt: 'desc' },
    });
    expect(fast3.lastDraw).toEqual({
      numero: stored.numero,
      numbers: stored.numbers,
      openedAt: stored.drawnAt.toISOString(),
    });
    expect(fast3.lastDraw!.numbers).toHaveLength(3);

    const magnum = gamesOf(menu).find((game) => game.gameCode === 'LOTT_MAGNUM_4D')!;
    expect(magnum.drawIntervalSeconds).toBeNull();
    expect(magnum.nextNumero).toMatch(/^\d{8}$/);
    expect(magnum.lastDraw!.numbers).toHaveLength(23);
  });

  it('stores each draw once: results never change between requests or catch-ups', async () => {
    const draws = api.app.get(LotteryDrawsService);
    await draws.catchUp();
    const before = await api.prisma.lotteryDraw.findMany({ orderBy: { id: 'asc' } });
    expect(await draws.catchUp(Date.now() - 60_000)).toBe(0);
    const again = await menus(LOBBY_PATHS.lotteryMenus);
    const after = await api.prisma.lotteryDraw.findMany({
      where: { id: { in: before.map((draw) => draw.id) } },
      orderBy: { id: 'asc' },
    });
    expect(after).toEqual(before);
    // A catch-up keeps at most DRAW_HISTORY_LIMIT draws per game; a slow run may have drawn a few
    // more on schedule since the app started.
    const elapsedSeconds = (Date.now() - startedAt) / 1000;
    for (const game of gamesOf(again)) {
      const mine = before.filter((draw) => draw.gameId === Number(game.gameId));
      const drawnSinceStart = game.drawIntervalSeconds
        ? Math.ceil(elapsedSeconds / game.drawIntervalSeconds) + 1
        : 1;
      expect(mine.length).toBeLessThanOrEqual(DRAW_HISTORY_LIMIT + drawnSinceStart);
    }
    const duplicates = await api.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT game_id, numero FROM lottery_draw
      GROUP BY 1, 2 HAVING count(*) > 1) d`;
    expect(duplicates[0].n).toBe(0);
  });

  it('answers the Vietnamese menu and the popular games (count 20)', async () => {
    const vietnamese = await menus(LOBBY_PATHS.vietnameseLotteryMenu);
    expect(groupsOf(vietnamese)).toEqual(['VN_TRADITIONAL', 'VN_FAST']);
    expect(gamesOf(vietnamese).every((game) => game.vendor === 'TCG_LOTTO_VN')).toBe(true);

    const popular = (
      await api.http
        .get(LOBBY_PATHS.popularLotteries)
        .query({ count: 20, prizeMode: 'Elott', device: 'WEB', language: 'MS' })
        .expect(200)
    ).body.value.list as LotteryMenuGame[];
    expect(popular).toHaveLength(20);
    const hot = await api.prisma.game.findMany({
      where: { launchKind: 'LOTTERY', isHot: true },
      orderBy: [{ hotRank: 'asc' }, { sortOrder: 'asc' }],
    });
    expect(popular.slice(0, hot.length).map((game) => game.gameCode)).toEqual(
      hot.map((game) => game.gameCode),
    );
    const few = await api.http.get(LOBBY_PATHS.popularLotteries).query({ count: 3 }).expect(200);
    expect(few.body.value.list).toHaveLength(3);
    await api.http.get(LOBBY_PATHS.popularLotteries).query({ count: 101 }).expect(400);
  });

  it('answers the newest Vietnamese results (count 100), newest first', async () => {
    const response = await api.http
      .get(LOBBY_PATHS.vietnameseOpenedNumeros)
      .query({ count: 100, prizeMode: 'Elott', device: 'WEB', language: 'EN' })
      .expect(200);
    const list = response.body.value.list as OpenedNumeroEntry[];
    expect(list).toHaveLength(100);
    expect(list.every((entry) => entry.gameCode.startsWith('TCG_LOTTO_VN_'))).toBe(true);
    const times = list.map((entry) => entry.openedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list[0].numbers).toHaveLength(27);

    const north = await api.http
      .get(LOBBY_PATHS.vietnameseOpenedNumeros)
      .query({ gameCode: 'TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY', count: 5 })
      .expect(200);
    expect(north.body.value.list).toHaveLength(5);
    expect(north.body.value.list[0].numero).toMatch(/^\d{8}$/);
    const unknown = await api.http
      .get(LOBBY_PATHS.vietnameseOpenedNumeros)
      .query({ gameCode: 'ELOTT_FAST_3' });
    expect(unknown.status).toBe(404);
  });

  it('answers the opened numero of a game to a logged-in member', async () => {
    const anonymous = await api.http
      .get(LOBBY_PATHS.openedNumero)
      .query({ gameCode: 'ELOTT_KENO_80' });
    expect(anonymous.status).toBe(401);
    const response = await api.http
      .get(LOBBY_PATHS.openedNumero)
      .set('authorization', bearer)
      .query({ gameCode: 'ELOTT_KENO_80' })
      .expect(200);
    const keno = await api.prisma.game.findFirstOrThrow({ where: { gameCode: 'ELOTT_KENO_80' } });
    const stored = await api.prisma.lotteryDraw.findFirstOrThrow({
      where: { gameId: keno.id },
      orderBy: { drawnAt: 'desc' },
    });
    expect(response.body.value).toMatchObject({
      gameCode: 'ELOTT_KENO_80',
      lastDraw: { numero: stored.numero, numbers: stored.numbers },
    });
    expect(response.body.value.nextNumero > stored.numero).toBe(true);
    await api.http
      .get(LOBBY_PATHS.openedNumero)
      .set('authorization', bearer)
      .query({ gameCode: 'PG_00001' })
      .expect(404);
  });

  it('answers the recent Vietnamese games of the member (login and real account)', async () => {
    await api.http.get(LOBBY_PATHS.vietnameseLotteryRecentMenu).expect(401);
    const memberId = (
      await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })
    ).id;
    const [north, fast] = await api.prisma.game.findMany({
      where: { gameCode: { in: ['TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY', 'ELOTT_FAST_3'] } },
      orderBy: { gameCode: 'desc' },
    });
    const recent = api.app.get(RecentGamesService);
    await recent.record(memberId, north.id);
    await recent.record(memberId, fast.id);
    const answer = await api.http
      .get(LOBBY_PATHS.vietnameseLotteryRecentMenu)
      .set('authorization', bearer)
      .query({ device: 'WEB' })
      .expect(200);
    expect(answer.body.value.gameMenus.map((game: LotteryMenuGame) => game.gameCode)).toEqual([
      'TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY',
    ]);
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'lottery-test', gatewayVersion: 3 })
      .expect(200);
    const demo = await api.http
      .get(LOBBY_PATHS.vietnameseLotteryRecentMenu)
      .set('authorization', `Bearer ${freePlay.body.value.token}`);
    expect(demo.status).toBe(403);
  });

  it('lists the lottery routes in the OpenAPI document', async () => {
    const document = (await api.http.get('/wps/docs/openapi.json').expect(200)).body;
    for (const path of Object.values(LOBBY_PATHS)) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('draws through the job runner what fell due by the end of its period', async () => {
    const fast3 = await api.prisma.game.findFirstOrThrow({ where: { gameCode: 'ELOTT_FAST_3' } });
    clock.advance(LOTTERY_DRAW_JOB.periodMs);
    const { periodMs } = LOTTERY_DRAW_JOB;
    const periodEnd = Math.floor(clock.now() / periodMs) * periodMs;
    // Its draws of the last five minutes are missing, as if no API instance had run meanwhile
    // (reads draw on the real time, so later ones go too: the job draws after the newest draw).
    const missing = { gameId: fast3.id, drawnAt: { gt: new Date(periodEnd - 5 * 60_000) } };
    const stored = await api.prisma.lotteryDraw.findMany({ where: missing });
    await api.prisma.lotteryDraw.deleteMany({ where: missing });

    // The next period of the job ends; this instance's runner runs it, as its timer would.
    await api.app.get(JobRunner).check(LOTTERY_DRAW_JOB.id);
    const drawn = await api.prisma.lotteryDraw.findMany({
      where: missing,
      orderBy: { drawnAt: 'asc' },
    });
    expect(drawn).toHaveLength(5);
    expect(drawn.at(-1)!.drawnAt.getTime()).toBeLessThanOrEqual(periodEnd);
    const before = stored.filter((draw) => draw.drawnAt.getTime() <= periodEnd);
    expect(drawn.map((draw) => draw.numero)).toEqual(
      expect.arrayContaining(before.map((draw) => draw.numero)),
    );
    const run = await api.prisma.jobRun.findFirstOrThrow({
      where: { jobId: LOTTERY_DRAW_JOB.id, periodEnd: new Date(periodEnd) },
    });
    expect(run).toMatchObject({ status: 'SUCCEEDED', attempts: 1, error: null });
  });
});
