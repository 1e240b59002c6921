import {
  COCKFIGHT_VENDOR,
  ESPORTS_VENDORS,
  GAME_PAGE_SIZE,
  LOBBY_PATHS,
  prizeModeFor,
  type GameListResponse,
  type GameObject,
  type VendorLane,
} from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { updateSite } from '../../test/support/access.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { GameListService } from './game-list.service.js';

// Header order: the cockfight lane right after PVP, e-sports last.
const LANE_ORDER = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
];

// The lobby's public calls on the seeded 5,000-game catalogue. Expected figures are counted in
// the database with plain SQL, so the tests follow the committed catalogue.
describe('game lobby', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  const list = async (query: Record<string, string | number>): Promise<GameListResponse> => {
    const response = await api.http
      .get(LOBBY_PATHS.games)
      .query({ clientType: 3, platform: 'html5-desktop', language: 'EN', ...query });
    expect(response.status).toBe(200);
    return response.body.value as GameListResponse;
  };

  const countGames = async (where: string, ...values: unknown[]): Promise<number> => {
    const [row] = await api.prisma.$queryRawUnsafe<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM game g JOIN vendor v ON v.id = g.vendor_id
       WHERE g.enabled AND ${where}`,
      ...values,
    );
    return row.total;
  };

  describe('vendor list', () => {
    let lanes: VendorLane[];

    beforeAll(async () => {
      const response = await api.http.get(LOBBY_PATHS.vendors).expect(200);
      lanes = response.body.value.data.lanes;
    });

    it('answers data.lanes in header order, the cockfight lane right after PVP', () => {
      expect(lanes.map((lane) => lane.gameCategory)).toEqual(LANE_ORDER);
      expect(lanes.every((lane) => lane.title === lane.gameCategory)).toBe(true);
    });

    it('moves the e-sports vendors out of SPORTS into ESPORTS, and DS88 into COCKFIGHT', () => {
      const vendorsOf = (category: string) =>
        lanes.find((lane) => lane.gameCategory === category)!.cards.map((card) => card.vassalage);
      expect(vendorsOf('ESPORTS')).toEqual([...ESPORTS_VENDORS]);
      expect(vendorsOf('COCKFIGHT')).toEqual([COCKFIGHT_VENDOR]);
      expect(vendorsOf('SPORTS')).toEqual(['SBO', 'IBC', 'CMD', 'BTI', 'FB']);
    });

    it('marks hot vendors with isHot 1 and carries name and logo', () => {
      const rng = lanes.find((lane) => lane.gameCategory === 'RNG')!;
      expect(rng.cards[0]).toEqual({
        vassalage: 'PG',
        name: 'PG Soft',
        logoUrl: '/media/vendors/PG.svg',
        isHot: 1,
      });
      expect(rng.cards.find((card) => card.vassalage === 'JDB')!.isHot).toBe(0);
      const esports = lanes.find((lane) => lane.gameCategory === 'ESPORTS')!;
      expect(esports.cards.find((card) => card.vassalage === 'IMES')!.isHot).toBe(1);
    });

    it('lists per lane the game types and the vendors offering each (BG only with TY)', async () => {
      const rng = lanes.find((lane) => lane.gameCategory === 'RNG')!;
      expect(rng.gameClassify.map((entry) => entry.code)).toEqual(['SC', 'VP', 'TG', 'AC', 'JP']);
      const videoPoker = await api.prisma.$queryRaw<{ code: string }[]>`
        SELECT DISTINCT v.code FROM game g JOIN vendor v ON v.id = g.vendor_id
        WHERE g.category_code = 'RNG' AND g.type_code = 'VP' ORDER BY v.code`;
      expect([...rng.gameClassify.find((entry) => entry.code === 'VP')!.vendors].sort()).toEqual(
        videoPoker.map((row) => row.code),
      );
      const live = lanes.find((lane) => lane.gameCategory === 'LIVE')!;
      expect(live.gameClassify).toEqual([
        { code: 'TG', vendors: live.cards.map((c) => c.vassalage) },
      ]);

      await updateSite(api, { languages: ['MS', 'EN', 'CN', 'TY'] });
      const withBingo = (await api.http.get(LOBBY_PATHS.vendors).expect(200)).body.value.data
        .lanes as VendorLane[];
      const bingo = withBingo
        .find((lane) => lane.gameCategory === 'RNG')!
        .gameClassify.find((entry) => entry.code === 'BG');
      expect(bingo?.vendors).toEqual(['JILI']);
      await updateSite(api, { languages: ['MS', 'EN', 'CN'] });
    });

    it('gives the e-lottery prize mode for the seeded lanes', () => {
      expect(prizeModeFor(lanes)).toBe('Elott');
    });

    it('takes platform html5-desktop by default and refuses an unknown one or field', async () => {
      await api.http.get(LOBBY_PATHS.vendors).query({ platform: 'flash' }).expect(200);
      const bad = await api.http.get(LOBBY_PATHS.vendors).query({ platform: 'tv' });
      expect(bad.status).toBe(400);
      expect(bad.body.value.fields.platform).toBeDefined();
      const unknown = await api.http.get(LOBBY_PATHS.vendors).query({ colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.value.fields.colour).toBeDefined();
    });
  });

  it('answers the game-type filter, with Bingo only when the operator supports TY', async () => {
    const plain = await api.http.get(LOBBY_PATHS.gameTypes).expect(200);
    expect(plain.body.value.list).toEqual([
      { code: 'SC', name: 'Scratch Card' },
      { code: 'VP', name: 'Video Poker' },
      { code: 'TG', name: 'Board Game' },
      { code: 'AC', name: 'Arcade' },
      { code: 'JP', name: 'Slot machine' },
    ]);
    await updateSite(api, { languages: ['MS', 'EN', 'CN', 'TY'] });
    const withBingo = await api.http.get(LOBBY_PATHS.gameTypes).expect(200);
    expect(withBingo.body.value.list.map((entry: { code: string }) => entry.code)).toContain('BG');
    await updateSite(api, { languages: ['MS', 'EN', 'CN'] });
  });

  describe('game list', () => {
    it('pages a category 12 at a time in catalogue order, with totalPages', async () => {
      const total = await countGames(`g.category_code = 'FISH' AND v.enabled`);
      const pages = Math.ceil(total / GAME_PAGE_SIZE);
      const first = await list({ gameType: 'FISH', pageNo: 1 });
      expect(first.totalPages).toBe(pages);
      expect(first.games).toHaveLength(GAME_PAGE_SIZE);
      expect(first.games.every((game) => game.gameType === 'FISH')).toBe(true);

      const last = await list({ gameType: 'FISH', pageNo: pages });
      expect(last.games).toHaveLength(total - (pages - 1) * GAME_PAGE_SIZE);
      const beyond = await list({ gameType: 'FISH', pageNo: pages + 1 });
      expect(beyond).toEqual({ games: [], totalPages: pages });

      const second = await list({ gameType: 'FISH', pageNo: 2 });
      const ids = [...first.games, ...second.games].map((game) => Number(game.nodeId));
      expect(new Set(ids).size).toBe(ids.length);
      const order = await api.prisma.$queryRaw<{ id: number }[]>`
        SELECT id FROM game WHERE category_code = 'FISH' AND enabled
        ORDER BY sort_order, id LIMIT 24`;
      expect(ids).toEqual(order.map((row) => row.id));
    });

    it('answers each game as a GameObject', async () => {
      const { games } = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 1 });
      const row = await api.prisma.game.findUniqueOrThrow({
        where: { id: Number(games[0].nodeId) },
        include: { vendor: true },
      });
      expect(games[0]).toEqual({
        nodeId: String(row.id),
        gameType: 'RNG',
        isGame: 'GAME',
        vendor: 'PG',
        gameCode: row.gameCode,
        gameName: row.name,
        imageUrl: `/media/games/PG/${row.gameCode}.svg`,
        defaultPlayType: null,
        vassalage: 'PG',
      });
      const lobby = await list({ gameType: 'PVP', vassalage: 'JILI', gameName: 'Lobby' });
      expect(lobby.games.map((game) => [game.gameCode, game.isGame])).toEqual([
        ['JILI_LOBBY', 'VASSALAGE'],
      ]);
    });

    it('filters by vendor (vassalage)', async () => {
      const total = await countGames(`g.category_code = 'RNG' AND v.code = 'JDB'`);
      const answer = await list({ gameType: 'RNG', vassalage: 'JDB', pageSize: 100 });
      expect(answer.totalPages).toBe(Math.ceil(total / 100));
      expect(answer.games.every((game) => game.vassalage === 'JDB')).toBe(true);
      expect(await list({ gameType: 'RNG', vassalage: 'EVO' })).toEqual({
        games: [],
        totalPages: 0,
      });
      expect(await list({ gameType: 'RNG', vassalage: 'NOPE' })).toEqual({
        games: [],
        totalPages: 0,
      });
    });

    it('filters by game type (gameClassify)', async () => {
      const total = await countGames(`g.category_code = 'RNG' AND g.type_code = 'VP'`);
      const answer = await list({ gameType: 'RNG', gameClassify: 'VP', pageSize: 100 });
      expect(answer.totalPages).toBe(Math.ceil(total / 100));
      const codes = answer.games.map((game) => game.gameCode);
      const typeCodes = await api.prisma.game.findMany({
        where: { gameCode: { in: codes } },
        select: { typeCode: true },
      });
      expect(new Set(typeCodes.map((row) => row.typeCode))).toEqual(new Set(['VP']));
    });

    it('filters by exact minimum bet and by at least a number of lines', async () => {
      const bets = await countGames(`g.category_code = 'RNG' AND g.min_bet = 0.75`);
      expect((await list({ gameType: 'RNG', minBet: '0.75', pageSize: 10 })).totalPages).toBe(
        Math.ceil(bets / 10),
      );
      const lines = await countGames(`g.category_code = 'RNG' AND g.line_count >= 25`);
      expect((await list({ gameType: 'RNG', minLineNum: 25, pageSize: 10 })).totalPages).toBe(
        Math.ceil(lines / 10),
      );
      const all = await countGames(
        `g.category_code = 'RNG' AND v.code = 'PP' AND g.type_code = 'JP'
         AND g.min_bet = 0.1 AND g.line_count >= 25`,
      );
      const combined = await list({
        gameType: 'RNG',
        vassalage: 'PP',
        gameClassify: 'JP',
        minBet: '0.1',
        minLineNum: 25,
        pageSize: 1,
      });
      expect(combined.totalPages).toBe(all);
      const refused = await api.http
        .get(LOBBY_PATHS.games)
        .query({ gameType: 'RNG', language: 'EN', minBet: '0.02', pageSize: 0 });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.value.fields).sort()).toEqual(['minBet', 'pageSize']);
    });

    it('searches names in the asked language and in English, case-insensitively', async () => {
      const [named] = await api.prisma.$queryRaw<
        { id: number; base: string; malay: string; chinese: string }[]
      >`
        SELECT g.id, g.name AS base, ms.name AS malay, cn.name AS chinese
        FROM game g
        JOIN game_name ms ON ms.game_id = g.id AND ms.language = 'MS'
        JOIN game_name cn ON cn.game_id = g.id AND cn.language = 'CN'
        WHERE g.category_code = 'RNG' AND ms.name <> g.name ORDER BY g.sort_order LIMIT 1`;
      const find = async (language: string, gameName: string) =>
        (await list({ gameType: 'RNG', language, gameName, pageSize: 100 })).games.find(
          (game) => Number(game.nodeId) === named.id,
        );
      expect((await find('MS', named.malay.toUpperCase()))?.gameName).toBe(named.malay);
      expect((await find('MS', named.base))?.gameName).toBe(named.malay);
      expect((await find('CN', named.chinese))?.gameName).toBe(named.chinese);
      expect((await find('EN', named.base.toLowerCase()))?.gameName).toBe(named.base);
      expect(await find('EN', named.malay)).toBeUndefined();

      const word = named.base.split(' ')[0];
      const matches = await countGames(
        `g.category_code = 'RNG' AND (g.name ILIKE $1 OR EXISTS (SELECT 1 FROM game_name n
         WHERE n.game_id = g.id AND n.language = 'MS' AND n.name ILIKE $1))`,
        `%${word}%`,
      );
      expect((await list({ gameType: 'RNG', language: 'MS', gameName: word })).totalPages).toBe(
        Math.ceil(matches / GAME_PAGE_SIZE),
      );
      expect(await list({ gameType: 'RNG', gameName: '%_%' })).toEqual({
        games: [],
        totalPages: 0,
      });
      expect((await list({ gameType: 'RNG', gameName: '   ' })).totalPages).toBeGreaterThan(100);
    });

    it('searches two Chinese characters, and finds matches bunched at the end', async () => {
      const cn = await list({ gameType: 'RNG', language: 'CN', gameName: '黄金', pageSize: 100 });
      expect(cn.games.length).toBeGreaterThan(0);
      expect(cn.games.every((game) => game.gameName.includes('黄金'))).toBe(true);
      const expected = await countGames(
        `g.category_code = 'RNG' AND (g.name ILIKE '%黄金%' OR EXISTS (SELECT 1 FROM game_name n
         WHERE n.game_id = g.id AND n.language = 'CN' AND n.name ILIKE '%黄金%'))`,
      );
      expect(cn.totalPages).toBe(Math.ceil(expected / 100));

      const last = await api.prisma.game.findMany({
        where: { categoryCode: 'RNG' },
        orderBy: { sortOrder: 'desc' },
        take: 30,
      });
      for (const [index, game] of last.entries()) {
        await api.prisma.game.update({
          where: { id: game.id },
          data: { name: `Qwxz Treasure ${index}` },
        });
      }
      // A search keeps its matches' ids: every page is then read by primary key.
      const repository = api.app.get(CatalogueRepository);
      const byIds = jest.spyOn(repository, 'gamesByIds');
      const pages = jest.spyOn(repository, 'gamePage');
      const bunched = await list({ gameType: 'RNG', gameName: 'qwxz treasure' });
      expect(bunched.totalPages).toBe(3);
      const newest = last.map((game) => game.id).reverse();
      expect(bunched.games.map((game) => Number(game.nodeId))).toEqual(
        newest.slice(0, GAME_PAGE_SIZE),
      );
      expect(byIds).toHaveBeenCalledTimes(1);
      expect(pages).not.toHaveBeenCalled();

      // With more matches than it keeps ids of, the first read covers the estimated share of
      // the category and misses them; the trigram index then finds them.
      const service = api.app.get(GameListService);
      service.searchIdsLimit = 10;
      const again = await list({ gameType: 'RNG', gameName: 'qwxz treasure', pageSize: 11 });
      expect(pages.mock.calls.map(([filter]) => filter.search?.strategy)).toEqual([
        'scan',
        'index',
      ]);
      expect(again.games.map((game) => Number(game.nodeId))).toEqual(newest.slice(0, 11));
      service.searchIdsLimit = 5_000;
      byIds.mockRestore();
      pages.mockRestore();
    });

    it('answers names per language, English where the catalogue has no translation', async () => {
      const [translated] = await api.prisma.$queryRaw<{ id: number; vendor: string }[]>`
        SELECT g.id, v.code AS vendor FROM game g JOIN vendor v ON v.id = g.vendor_id
        JOIN game_name n ON n.game_id = g.id AND n.language = 'CN'
        WHERE g.category_code = 'LIVE' ORDER BY g.sort_order LIMIT 1`;
      const names = await api.prisma.gameName.findMany({ where: { gameId: translated.id } });
      for (const language of ['MS', 'EN', 'CN']) {
        const { games } = await list({ gameType: 'LIVE', vassalage: translated.vendor, language });
        const game = games.find((candidate) => Number(candidate.nodeId) === translated.id)!;
        expect(game.gameName).toBe(names.find((name) => name.language === language)!.name);
      }
      const [untranslated] = await api.prisma.$queryRaw<{ id: number; name: string }[]>`
        SELECT g.id, g.name FROM game g WHERE g.category_code = 'RNG'
        AND NOT EXISTS (SELECT 1 FROM game_name n WHERE n.game_id = g.id)
        ORDER BY g.sort_order LIMIT 1`;
      const { games } = await list({
        gameType: 'RNG',
        language: 'CN',
        gameName: untranslated.name,
        pageSize: 100,
      });
      expect(games.find((game) => Number(game.nodeId) === untranslated.id)?.gameName).toBe(
        untranslated.name,
      );
    });

    it('lists e-sports and cockfight games under their own categories, not under SPORTS', async () => {
      const vendorsIn = (games: GameObject[]) => [...new Set(games.map((game) => game.vassalage))];
      const esports = await list({ gameType: 'ESPORTS', pageSize: 100 });
      expect(vendorsIn(esports.games).sort()).toEqual([...ESPORTS_VENDORS].sort());
      expect(esports.games.every((game) => game.gameType === 'ESPORTS')).toBe(true);
      const cockfight = await list({ gameType: 'COCKFIGHT', pageSize: 100 });
      expect(vendorsIn(cockfight.games)).toEqual([COCKFIGHT_VENDOR]);
      expect(cockfight.games.every((game) => game.gameType === 'COCKFIGHT')).toBe(true);
      const sports = await list({ gameType: 'SPORTS', pageSize: 100 });
      expect(vendorsIn(sports.games).sort()).toEqual(['BTI', 'CMD', 'FB', 'IBC', 'SBO']);
      const imes = await list({ gameType: 'ESPORTS', vassalage: 'IMES' });
      expect(imes.games.map((game) => game.gameCode)).toEqual(['IMES_ESPORTS']);
      expect((await list({ gameType: 'SPORTS', vassalage: 'IMES' })).games).toEqual([]);
    });

    it('leaves out games and vendors that are switched off', async () => {
      const before = await list({ gameType: 'LIVE', vassalage: 'SA', pageSize: 100 });
      expect(before.games.length).toBeGreaterThan(0);
      await api.prisma.vendor.update({ where: { code: 'SA' }, data: { enabled: false } });
      const bump = await import('./catalogue-version.js');
      await bump.bumpCatalogueVersion(api.prisma);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await list({ gameType: 'LIVE', vassalage: 'SA' })).toEqual({
        games: [],
        totalPages: 0,
      });
      const live = await list({ gameType: 'LIVE', pageSize: 100 });
      expect(live.games.some((game) => game.vassalage === 'SA')).toBe(false);
      const lanes = (await api.http.get(LOBBY_PATHS.vendors).expect(200)).body.value.data.lanes;
      expect(JSON.stringify(lanes)).not.toContain('"SA"');
      await api.prisma.vendor.update({ where: { code: 'SA' }, data: { enabled: true } });
      await bump.bumpCatalogueVersion(api.prisma);
    });

    it('asks for the category, and refuses unknown fields', async () => {
      const response = await api.http.get(LOBBY_PATHS.games).query({ pageNo: 'x', extra: 1 });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.body.value.fields).sort()).toEqual([
        'extra',
        'gameType',
        'pageNo',
      ]);
    });

    it('takes every field of the spec’s game query (spec 2 §3)', async () => {
      const response = await api.http.get(LOBBY_PATHS.games).query({
        clientType: 3,
        platform: 'html5-desktop',
        channel: 'DEMO',
        merchant: 'DEMO',
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'JP',
        gameName: 'a',
        minBet: '0.01',
        minLineNum: 1,
        pageNo: 1,
        pageSize: 12,
        language: 'EN',
      });
      expect(response.status).toBe(200);
    });

    it('answers without a language in the X-Language header’s, else the site’s default (MS)', async () => {
      const [translated] = await api.prisma.$queryRaw<{ id: number; vendor: string }[]>`
        SELECT g.id, v.code AS vendor FROM game g JOIN vendor v ON v.id = g.vendor_id
        JOIN game_name n ON n.game_id = g.id AND n.language = 'CN'
        JOIN game_name m ON m.game_id = g.id AND m.language = 'MS' AND m.name <> n.name
        WHERE g.category_code = 'LIVE' ORDER BY g.sort_order LIMIT 1`;
      const names = await api.prisma.gameName.findMany({ where: { gameId: translated.id } });
      const nameIn = (language: string) => names.find((name) => name.language === language)?.name;
      const nameOf = async (header?: string) => {
        const request = api.http
          .get(LOBBY_PATHS.games)
          .query({ gameType: 'LIVE', vassalage: translated.vendor, pageSize: 100 });
        if (header) void request.set('x-language', header);
        const games = ((await request.expect(200)).body.value as GameListResponse).games;
        return games.find((game) => Number(game.nodeId) === translated.id)?.gameName;
      };
      expect(await nameOf()).toBe(nameIn('MS'));
      expect(await nameOf('CN')).toBe(nameIn('CN'));
      const hot = await api.http.get(LOBBY_PATHS.hotGames).expect(200);
      expect(hot.body.success).toBe(true);
      const winners = await api.http.get(LOBBY_PATHS.winners).expect(200);
      expect(winners.body.success).toBe(true);
    });
  });

  describe('hot games', () => {
    it('answers every hot game as one page, lanes in lobby order, best rank first', async () => {
      const response = await api.http
        .get(LOBBY_PATHS.hotGames)
        .query({ merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' })
        .expect(200);
      const games: GameObject[] = response.body.value.list;
      expect(Object.keys(response.body.value)).toEqual(['list']);
      const hot = await countGames(`g.is_hot AND v.enabled`);
      expect(games).toHaveLength(hot);
      const categories = games.map((game) => game.gameType);
      expect([...new Set(categories)]).toEqual(LANE_ORDER);
      const rng = games.filter((game) => game.gameType === 'RNG');
      const ranks = await api.prisma.game.findMany({
        where: { id: { in: rng.map((game) => Number(game.nodeId)) } },
        select: { id: true, hotRank: true },
      });
      const rankOf = new Map(ranks.map((row) => [String(row.id), row.hotRank ?? 0]));
      const ordered = rng.map((game) => rankOf.get(game.nodeId)!);
      expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    });

    it('narrows to a vendor or a category', async () => {
      const byVendor = await api.http
        .get(LOBBY_PATHS.hotGames)
        .query({ isPlatform: 2, vassalage: 'EVO', language: 'MS' })
        .expect(200);
      expect(byVendor.body.value.list.length).toBeGreaterThan(0);
      expect(byVendor.body.value.list.every((game: GameObject) => game.vassalage === 'EVO')).toBe(
        true,
      );
      const byCategory = await api.http
        .get(LOBBY_PATHS.hotGames)
        .query({ gameType: 'ESPORTS', language: 'EN' })
        .expect(200);
      expect(byCategory.body.value.list.map((game: GameObject) => game.vassalage).sort()).toEqual(
        [...ESPORTS_VENDORS].sort(),
      );
      const bad = await api.http.get(LOBBY_PATHS.hotGames).query({ isPlatform: 3, language: 'EN' });
      expect(bad.status).toBe(400);
    });
  });

  it('answers the promotion announcements of the asked language', async () => {
    const response = await api.http
      .get(LOBBY_PATHS.gameAnnouncements)
      .query({ language: 'CN' })
      .expect(200);
    const expected = await api.prisma.announcement.findMany({
      where: { type: 'PR', language: 'CN' },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(response.body.value).toEqual({
      promotion: expected.map((row) => ({
        id: String(row.id),
        title: row.title,
        content: row.content,
      })),
    });
    await api.prisma.announcement.update({
      where: { id: expected[0].id },
      data: { endsAt: new Date(Date.now() - 1000) },
    });
    const later = await api.http
      .get(LOBBY_PATHS.gameAnnouncements)
      .query({ language: 'CN' })
      .expect(200);
    expect(later.body.value.promotion).toHaveLength(expected.length - 1);
  });

  it('lists every lobby route in the OpenAPI document', async () => {
    const document = (await api.http.get('/wps/docs/openapi.json').expect(200)).body;
    for (const path of Object.values(LOBBY_PATHS).filter((path) => path.startsWith('/wps'))) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
