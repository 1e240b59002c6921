import { LOBBY_PATHS, MAINTENANCE_RECOMMENDATIONS, PROVIDER_CLIENT_PATH } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('game launch', () => {
  let api: TestApp;
  let bearer: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  const launch = (body: object, authorization = bearer) =>
    api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', authorization)
      .send({ language: 'EN', ...body });
  const firstGameOf = (vendorCode: string) =>
    api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: vendorCode }, enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  const GAME_FRAME = /^\/game\?url=([^&]+)&name=([^&]+)$/;
  // The game frame's content: the provider's client with a new player token, and the game's name.
  const expectGameFrame = async (content: string, gameId: number) => {
    const [, url = '', name = ''] = GAME_FRAME.exec(content) ?? [];
    const clientUrl = decodeURIComponent(url);
    expect(clientUrl).toMatch(new RegExp(`^${PROVIDER_CLIENT_PATH}\\?token=[A-Za-z0-9_-]{43}$`));
    const playerToken = clientUrl.slice(clientUrl.indexOf('=') + 1);
    const session = await api.prisma.gameSession.findUniqueOrThrow({ where: { playerToken } });
    expect(session.gameId).toBe(gameId);
    const game = await api.prisma.game.findUniqueOrThrow({
      where: { id: gameId },
      include: { names: { where: { language: 'EN' } } },
    });
    expect(decodeURIComponent(name)).toBe(game.names[0]?.name ?? game.name);
    return session;
  };

  it('needs a login', async () => {
    const game = await firstGameOf('PG');
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .send({ nodeId: String(game.id), language: 'EN' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('opens a game in the game frame and shows it first among recent games', async () => {
    const [older, game] = await api.prisma.game.findMany({
      where: { vendor: { code: 'PG' } },
      orderBy: { sortOrder: 'asc' },
      take: 2,
    });
    await launch({ nodeId: String(older.id) }).expect(200);
    const response = await launch({ nodeId: String(game.id), vendor: 'PG' }).expect(200);
    expect(Object.keys(response.body.value)).toEqual(['content']);
    const session = await expectGameFrame(response.body.value.content, game.id);
    expect(session.isDemo).toBe(false);
    const recent = await api.http
      .get(LOBBY_PATHS.recentGames)
      .set('authorization', bearer)
      .query({ language: 'EN' })
      .expect(200);
    expect(recent.body.value.list.map((entry: { nodeId: string }) => entry.nodeId)).toEqual([
      String(game.id),
      String(older.id),
    ]);
  });

  it('lets a demo account launch onto demo money without keeping recent games', async () => {
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'launch-test', gatewayVersion: 3 })
      .expect(200);
    const game = await firstGameOf('EVO');
    const response = await launch(
      { nodeId: String(game.id) },
      `Bearer ${freePlay.body.value.token}`,
    ).expect(200);
    const demo = await api.prisma.member.findFirstOrThrow({
      where: { isAgent: 4 },
      orderBy: { id: 'desc' },
    });
    const session = await expectGameFrame(response.body.value.content, game.id);
    expect(session).toMatchObject({ memberId: demo.id, isDemo: true });
    expect(await api.prisma.memberRecentGame.count({ where: { memberId: demo.id } })).toBe(0);
  });

  it("starts a vendor's first game when only the vendor is named", async () => {
    for (const vendor of ['DS88', 'PG']) {
      const game = await firstGameOf(vendor);
      const response = await launch({ vendor }).expect(200);
      await expectGameFrame(response.body.value.content, game.id);
    }
  });

  it('sends lottery-type games to the lottery page with their play type', async () => {
    const game = await api.prisma.game.findFirstOrThrow({
      where: { categoryCode: { in: ['LOTT', 'ELOTT'] }, defaultPlayType: { not: null } },
    });
    const vendor = await api.prisma.vendor.findUniqueOrThrow({ where: { id: game.vendorId } });
    const response = await launch({ nodeId: String(game.id) }).expect(200);
    expect(response.body.value.content).toBe(
      `/lottery?gameCode=${game.gameCode}&vendor=${vendor.code}&playType=${game.defaultPlayType}`,
    );
  });

  describe('lobby launch (spec 2 §7: lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView)', () => {
    const vnLaunch = (fields: object) =>
      launch({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Elott',
        device: 'WEB',
        backUrl: '/vnlottery',
        ...fields,
      });
    const frameParts = (content: string) => {
      const [path, search = ''] = content.split('?');
      return { path, query: new URLSearchParams(search) };
    };

    it('opens the VN lottery game named by lottoGameCode in the game frame (betting view)', async () => {
      const game = await api.prisma.game.findFirstOrThrow({
        where: { vendor: { code: 'TCG_LOTTO_VN' }, enabled: true },
        orderBy: [{ sortOrder: 'desc' }, { id: 'desc' }],
      });
      const response = await vnLaunch({
        lottoView: 'betting',
        lottoGameCode: game.gameCode,
      }).expect(200);
      const content: string = response.body.value.content;
      expect(frameParts(content).query.get('back')).toBe('/vnlottery');
      await expectGameFrame(content.replace(/&back=[^&]*$/, ''), game.id);
    });

    it("opens the VN lottery vendor's lobby (its first game) in the lobby view", async () => {
      const game = await firstGameOf('TCG_LOTTO_VN');
      const response = await vnLaunch({ lottoView: 'lobby' }).expect(200);
      const { query } = frameParts(response.body.value.content);
      const clientUrl = query.get('url') ?? '';
      const session = await api.prisma.gameSession.findUniqueOrThrow({
        where: { playerToken: clientUrl.slice(clientUrl.indexOf('=') + 1) },
      });
      expect(session.gameId).toBe(game.id);
    });

    it('opens an e-lottery vendor in the frame with launchMode LOTT, not the lottery page', async () => {
      const game = await firstGameOf('ELOTT');
      const response = await launch({
        vendor: 'ELOTT',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Elott',
        lottoView: 'lobby',
        device: 'WEB',
      }).expect(200);
      await expectGameFrame(response.body.value.content, game.id);
    });

    it('refuses a betting view without a game code, a game of another area and a foreign backUrl', async () => {
      const elott = await firstGameOf('ELOTT');
      const missing = await vnLaunch({ lottoView: 'betting' });
      expect(missing.status).toBe(400);
      expect(missing.body.value.fields).toHaveProperty('lottoGameCode');
      const otherVendor = await vnLaunch({ lottoView: 'betting', lottoGameCode: elott.gameCode });
      expect(otherVendor.status).toBe(404);
      const bad = await vnLaunch({
        lottoView: 'bet',
        lottoArea: 'XX',
        launchMode: 'GAME',
        lottoPrizeMode: 'Big',
        device: 'PHONE',
        backUrl: 'https://evil.example/phish',
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.value.fields).sort()).toEqual([
        'backUrl',
        'device',
        'launchMode',
        'lottoArea',
        'lottoPrizeMode',
        'lottoView',
      ]);
      for (const backUrl of ['//evil.example', '/\\evil.example', `/${'a'.repeat(200)}`]) {
        expect((await vnLaunch({ lottoView: 'lobby', backUrl })).status).toBe(400);
      }
      const areaAndVendor = await vnLaunch({ lottoView: 'lobby', vendor: 'ELOTT' });
      expect(areaAndVendor.status).toBe(404);
    });
  });

  it('answers 503 with recommended games while the game is under maintenance', async () => {
    const game = await api.prisma.game.findFirstOrThrow({ where: { categoryCode: 'FISH' } });
    await api.prisma.game.update({ where: { id: game.id }, data: { maintenance: true } });
    const response = await launch({ nodeId: String(game.id) });
    await api.prisma.game.update({ where: { id: game.id }, data: { maintenance: false } });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      success: false,
      code: 'GAME_MAINTENANCE',
      message: 'Game Under Maintenance',
      value: { nodeId: String(game.id) },
    });
    expect(response.body.value.recommended).toHaveLength(MAINTENANCE_RECOMMENDATIONS);
    expect(
      response.body.value.recommended.every(
        (entry: { gameType: string }) => entry.gameType === 'FISH',
      ),
    ).toBe(true);
  });

  it('refuses unknown games and vendors, and a game named under another vendor', async () => {
    const game = await firstGameOf('PG');
    for (const body of [
      { nodeId: '999999999' },
      { vendor: 'NOSUCHVENDOR' },
      { nodeId: String(game.id), vendor: 'EVO' },
    ]) {
      const response = await launch(body);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a bad body naming the field', async () => {
    const missing = await launch({});
    expect(missing.status).toBe(400);
    expect(missing.body.value.fields).toHaveProperty('vendor');
    const bad = await launch({ nodeId: 'abc', platform: 'mobile', language: 'XX' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.value.fields).sort()).toEqual(['language', 'nodeId', 'platform']);
    const tooLong = await launch({ nodeId: '9999999999' });
    expect(tooLong.status).toBe(400);
    const unknown = await launch({ nodeId: '1', extra: true });
    expect(unknown.status).toBe(400);
  });

  it('limits launches per member', async () => {
    const game = await firstGameOf('PG');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await launch({ nodeId: String(game.id) })).status);
    }
    expect(statuses).toContain(429);
  });
});
