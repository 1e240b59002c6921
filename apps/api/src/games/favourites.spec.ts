import { GAME_PAGE_SIZE, LOBBY_PATHS, type GameObject } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('favourites', () => {
  let api: TestApp;
  let member: string;
  let other: string;
  let demo: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    other = await bearerFor(api, 'demo_vip', 'Demo1234');
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'favourites-test', gatewayVersion: 3 })
      .expect(200);
    demo = `Bearer ${freePlay.body.value.token}`;
  });
  afterAll(async () => {
    await api.close();
  });

  const games = async (query: Record<string, string | number>): Promise<GameObject[]> =>
    (
      await api.http
        .get(LOBBY_PATHS.games)
        .query({ language: 'EN', pageSize: 100, ...query })
        .expect(200)
    ).body.value.games;
  const save = (bearer: string, game: GameObject) =>
    api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', bearer)
      .send({ nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
  const unsave = (bearer: string, game: GameObject) =>
    api.http
      .post(LOBBY_PATHS.removeFavourite)
      .set('authorization', bearer)
      .send({ nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
  const favourites = (bearer: string, query: Record<string, string | number> = {}) =>
    api.http
      .get(LOBBY_PATHS.favourites)
      .set('authorization', bearer)
      .query({ clientType: 3, platform: 'html5-desktop', language: 'EN', ...query });

  it('needs a login (401) and a real account (403 NEED_TRUE_ACCOUNT)', async () => {
    const [game] = await games({ gameType: 'RNG', pageSize: 1 });
    const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
    for (const request of [
      api.http.get(LOBBY_PATHS.favourites).query({ language: 'EN' }),
      api.http.post(LOBBY_PATHS.addFavourite).send(body),
      api.http.post(LOBBY_PATHS.removeFavourite).send(body),
    ]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    for (const response of [
      await favourites(demo),
      await save(demo, game),
      await unsave(demo, game),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 'NEED_TRUE_ACCOUNT',
        message: 'Please Register An Account First',
      });
    }
  });

  it('saves, lists newest first and removes games; saving twice keeps one', async () => {
    const [first, second] = await games({ gameType: 'LIVE', pageSize: 2 });
    await save(member, first).expect(200);
    await save(member, second).expect(200);
    await save(member, first).expect(200);
    const saved = (await favourites(member).expect(200)).body.value;
    expect(saved).toEqual({ content: [second, first], totalPages: 1 });
    expect((await favourites(other).expect(200)).body.value).toEqual({
      content: [],
      totalPages: 0,
    });

    await unsave(member, second).expect(200);
    await unsave(member, second).expect(200);
    expect((await favourites(member).expect(200)).body.value.content).toEqual([first]);
    await unsave(member, first).expect(200);
  });

  it('pages favourites 12 at a time and filters them by category', async () => {
    const slots = await games({ gameType: 'RNG', vassalage: 'PG', pageSize: GAME_PAGE_SIZE + 1 });
    const [esports] = await games({ gameType: 'ESPORTS', vassalage: 'AV' });
    for (const game of [...slots, esports]) await save(member, game).expect(200);

    const pageOne = (await favourites(member, { gameType: 'RNG' }).expect(200)).body.value;
    expect(pageOne.totalPages).toBe(2);
    expect(pageOne.content).toHaveLength(GAME_PAGE_SIZE);
    expect(pageOne.content[0]).toEqual(slots[slots.length - 1]);
    const pageTwo = (await favourites(member, { gameType: 'RNG', pageNo: 2 }).expect(200)).body
      .value;
    expect(pageTwo.content).toEqual([slots[0]]);

    const onlyEsports = (await favourites(member, { gameType: 'ESPORTS' }).expect(200)).body.value;
    expect(onlyEsports).toEqual({ content: [esports], totalPages: 1 });
    expect((await favourites(member, { gameType: 'SPORTS' })).body.value.content).toEqual([]);
    expect((await favourites(member, { pageSize: 100 })).body.value.content).toHaveLength(
      slots.length + 1,
    );
  });

  it('names favourites in the asked language', async () => {
    const [named] = await api.prisma.$queryRaw<{ id: number; vendor: string; malay: string }[]>`
      SELECT g.id, v.code AS vendor, n.name AS malay FROM game g
      JOIN vendor v ON v.id = g.vendor_id
      JOIN game_name n ON n.game_id = g.id AND n.language = 'MS'
      WHERE g.category_code = 'FISH' AND n.name <> g.name ORDER BY g.sort_order LIMIT 1`;
    await api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', other)
      .send({ nodeId: String(named.id), vendor: named.vendor, gameType: 'FISH' })
      .expect(200);
    const answer = (await favourites(other, { language: 'MS' }).expect(200)).body.value;
    expect(answer.content.map((game: GameObject) => game.gameName)).toEqual([named.malay]);
  });

  it('takes the spec’s payload with its token and no language (the site’s default, MS), and still refuses unknown fields', async () => {
    const spec = await api.http
      .get(LOBBY_PATHS.favourites)
      .set('authorization', other)
      .query({
        clientType: 3,
        platform: 'html5-desktop',
        token: other.slice('Bearer '.length),
        gameType: 'FISH',
        pageNo: 1,
        pageSize: 12,
      })
      .expect(200);
    const names = spec.body.value.content.map((game: GameObject) => game.gameName);
    const malay = (await favourites(other, { language: 'MS', gameType: 'FISH' }).expect(200)).body
      .value.content;
    expect(names).toEqual(malay.map((game: GameObject) => game.gameName));
    const unknown = await favourites(other, { extra: 1 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.value.fields)).toEqual(['extra']);
  });

  it('refuses a game that is not listed under that vendor and category', async () => {
    const [game] = await games({ gameType: 'ESPORTS', vassalage: 'IMES' });
    const wrongCategory = await api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', member)
      .send({ nodeId: game.nodeId, vendor: 'IMES', gameType: 'SPORTS' });
    expect(wrongCategory.status).toBe(404);
    expect(wrongCategory.body.code).toBe('NOT_FOUND');
    const wrongVendor = await api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', member)
      .send({ nodeId: game.nodeId, vendor: 'SBO', gameType: 'ESPORTS' });
    expect(wrongVendor.status).toBe(404);
    const missing = await api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', member)
      .send({ nodeId: '999999999', vendor: 'IMES', gameType: 'ESPORTS' });
    expect(missing.status).toBe(404);
    const malformed = await api.http
      .post(LOBBY_PATHS.addFavourite)
      .set('authorization', member)
      .send({ nodeId: 'abc', vendor: 'IM ES', gameType: 'ARCADE', extra: true });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.value.fields).sort()).toEqual([
      'extra',
      'gameType',
      'nodeId',
      'vendor',
    ]);
  });
});
