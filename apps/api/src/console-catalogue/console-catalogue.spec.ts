import { generateKeyPairSync } from 'node:crypto';
import {
  CONSOLE_CATALOGUE_PATHS as PATHS,
  CONSOLE_GAME_IMPORT,
  consoleVendorWalletSecretPath,
  HUB88_SIGNATURE_HEADER,
  hub88WalletPath,
  LOBBY_PATHS,
  SEAMLESS_WALLET_PATHS,
  type ConsoleGameImportResult,
  type ConsoleGameRow,
  type ConsoleVendorRow,
  type GameObject,
} from '@wps/shared-types';
import { Prisma } from '../generated/prisma/client.js';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { CATALOGUE_VERSION_CHECK_MS } from '../games/catalogue-cache.js';
import { gamePageQuery, vendorPageQuery } from './console-catalogue.repository.js';
import { seamlessHeaders, testVendorSecret } from '../../test/support/wallet.js';
import { signHub88Body } from '../hub88-wallet/hub88-signature.js';
import { VENDOR_CACHE_MS } from '../wallet/wallet.repository.js';

describe('console catalogue', () => {
  let api: TestApp;
  let content: string;
  let viewer: string;
  let player: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    content = await openConsoleSession(api.prisma, 'content');
    viewer = await openConsoleSession(api.prisma, 'viewer');
    player = await bearerFor(api, 'demo_member', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  const patch = (path: string, body: object, cookie = content) =>
    api.http.patch(path).set(consoleHeaders(cookie)).send(body);
  const launch = (game: { id: number }) =>
    api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', player)
      .send({ nodeId: String(game.id), language: 'EN' });
  const importFile = (text: string, options: { dryRun?: boolean; name?: string } = {}) => {
    let request = api.http.post(PATHS.gameImport).set(consoleHeaders(content));
    if (options.dryRun !== undefined) {
      request = request.field(CONSOLE_GAME_IMPORT.fields.dryRun, String(options.dryRun));
    }
    return request.attach(CONSOLE_GAME_IMPORT.fields.file, Buffer.from(text), {
      filename: options.name ?? 'games.csv',
      contentType: 'text/csv',
    });
  };
  const version = async () =>
    (await api.prisma.catalogueVersion.findUnique({ where: { id: 1 } }))?.version ?? 0;
  const lastAudit = (target: string) =>
    api.prisma.operatorAudit.findFirstOrThrow({ where: { target }, orderBy: { id: 'desc' } });
  const afterVersionCheck = () =>
    new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_CHECK_MS + 100));
  const gamesOf = (vendor: string, take: number) =>
    api.prisma.game.findMany({
      where: { vendor: { code: vendor }, categoryCode: 'RNG', enabled: true, maintenance: false },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      take,
    });

  describe('games', () => {
    it("puts a game under maintenance: the player's launch answers GAME_MAINTENANCE", async () => {
      const [game] = await gamesOf('PG', 1);
      await launch(game).expect(200);
      const before = await version();
      const answer = await patch(`${PATHS.games}/${game.id}`, { maintenance: true }).expect(200);
      expect((answer.body.value as ConsoleGameRow).maintenance).toBe(true);
      const refused = await launch(game).expect(503);
      expect(refused.body).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
      expect(await version()).toBe(before + 1);
      const audit = await lastAudit(`game:${game.id}`);
      expect([audit.before, audit.after]).toEqual([{ maintenance: false }, { maintenance: true }]);

      await patch(`${PATHS.games}/${game.id}`, { maintenance: false }).expect(200);
      await launch(game).expect(200);
    });

    it('marks a game hot: the hot list shows it once the caches follow', async () => {
      const [game] = await api.prisma.game.findMany({
        where: { categoryCode: 'FISH', isHot: false, enabled: true },
        take: 1,
      });
      const hotIds = async () =>
        (
          (await api.http.get(LOBBY_PATHS.hotGames).query({ language: 'EN' }).expect(200)).body
            .value.list as GameObject[]
        ).map((entry) => entry.nodeId);
      expect(await hotIds()).not.toContain(String(game.id));
      const answer = await patch(`${PATHS.games}/${game.id}`, { isHot: true, hotRank: 1 });
      expect(answer.body.value).toMatchObject({ isHot: true, hotRank: 1 });
      await afterVersionCheck();
      expect(await hotIds()).toContain(String(game.id));
    });

    it('changes nothing, bumps nothing and leaves no trail when the values are the same', async () => {
      const [game] = await gamesOf('PG', 1);
      const [before, trail] = [await version(), await api.prisma.operatorAudit.count()];
      await patch(`${PATHS.games}/${game.id}`, { enabled: true, sortOrder: game.sortOrder }).expect(
        200,
      );
      expect([await version(), await api.prisma.operatorAudit.count()]).toEqual([before, trail]);
    });

    it('lists games by vendor, category and code or name, paged', async () => {
      const list = (query: object) =>
        api.http.get(PATHS.games).set('cookie', viewer).query(query).expect(200);
      const byVendor = (await list({ vendor: 'PG', category: 'RNG', pageSize: 5 })).body.value;
      expect(byVendor.total).toBe(
        await api.prisma.game.count({ where: { vendor: { code: 'PG' }, categoryCode: 'RNG' } }),
      );
      expect(byVendor.list).toHaveLength(5);
      const rows = byVendor.list as ConsoleGameRow[];
      expect(rows.every((row) => row.vendor === 'PG' && row.category === 'RNG')).toBe(true);
      const orders = rows.map((row) => row.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));

      const named = await api.prisma.gameName.findFirstOrThrow({
        where: { language: 'CN', game: { vendor: { code: 'JILI' } } },
        include: { game: true },
      });
      const byName = (await list({ query: named.name })).body.value.list as ConsoleGameRow[];
      expect(byName.map((row) => row.id)).toContain(named.gameId);
      const byCode = (await list({ query: named.game.gameCode.toLowerCase() })).body.value;
      expect((byCode.list as ConsoleGameRow[]).map((row) => row.gameCode)).toContain(
        named.game.gameCode,
      );
      // LIKE's wildcards are searched as written.
      expect((await list({ query: '%_%' })).body.value.total).toBe(0);
      expect((await list({ vendor: 'NOPE' })).body.value).toMatchObject({ total: 0, list: [] });
    });

    it('answers 404 for an unknown game and 400 for bad values', async () => {
      await patch(`${PATHS.games}/999999999`, { enabled: false }).expect(404);
      for (const body of [{ hotRank: -1 }, { sortOrder: 1.5 }, { enabled: null }, { extra: 1 }]) {
        const response = await patch(`${PATHS.games}/1`, body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      await patch(`${PATHS.games}/0`, {}).expect(400);
    });
  });

  describe('vendors', () => {
    it('puts a vendor under maintenance with its recommended games first at launch', async () => {
      const [game] = await gamesOf('JDB', 1);
      const [first, second] = await gamesOf('PG', 2);
      const answer = await patch(`${PATHS.vendors}/JDB`, {
        maintenance: true,
        maintenanceRecommendations: [second.id, first.id],
      }).expect(200);
      const vendor = answer.body.value as ConsoleVendorRow;
      expect(vendor).toMatchObject({ code: 'JDB', maintenance: true });
      expect(vendor.maintenanceRecommendations.map((entry) => entry.id)).toEqual([
        second.id,
        first.id,
      ]);
      const refused = await launch(game).expect(503);
      expect(refused.body.code).toBe('GAME_MAINTENANCE');
      const recommended = (refused.body.value.recommended as GameObject[]).map(
        (entry) => entry.nodeId,
      );
      expect(recommended.slice(0, 2)).toEqual([String(second.id), String(first.id)]);
      const audit = await lastAudit('vendor:JDB');
      expect(audit.before).toEqual({ maintenance: false, maintenanceRecommendations: [] });

      await patch(`${PATHS.vendors}/JDB`, { maintenance: false }).expect(200);
      await launch(game).expect(200);
    });

    it("puts a vendor on Hub88's protocol with its public key, kept in the trail as a fingerprint", async () => {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const refusals = [
        { walletProtocol: 'HUB88' },
        { hub88PublicKey: 'not a key' },
        { walletProtocol: 'SOAP' },
      ];
      for (const body of refusals) {
        expect((await patch(`${PATHS.vendors}/HB`, body)).status).toBe(400);
      }
      const answer = await patch(`${PATHS.vendors}/HB`, {
        walletProtocol: 'HUB88',
        hub88PublicKey: pem,
      }).expect(200);
      const vendor = answer.body.value as ConsoleVendorRow;
      expect(vendor).toMatchObject({
        walletProtocol: 'HUB88',
        hub88PublicKeyFingerprint: expect.stringMatching(/^SHA256:[A-Za-z0-9+/]{43}=$/),
      });
      const audit = await lastAudit('vendor:HB');
      expect([audit.before, audit.after]).toEqual([
        { walletProtocol: 'BUILTIN', hub88PublicKey: null },
        { walletProtocol: 'HUB88', hub88PublicKey: vendor.hub88PublicKeyFingerprint },
      ]);
      // Removing the key of a vendor still on the protocol is refused.
      expect((await patch(`${PATHS.vendors}/HB`, { hub88PublicKey: null })).status).toBe(400);

      // Its calls are heard on Hub88's routes, checked with that key, and no longer on the
      // built-in ones (once every process's vendor cache has followed).
      await new Promise((resolve) => setTimeout(resolve, VENDOR_CACHE_MS + 100));
      const body = JSON.stringify({
        user: '1',
        token: 'unknown-token-of-enough-length',
        request_uuid: 'r-1',
        game_code: 'g',
      });
      const hub88 = await api.http
        .post(hub88WalletPath('HB', 'balance'))
        .set('content-type', 'application/json')
        .set(HUB88_SIGNATURE_HEADER, signHub88Body(pair.privateKey, body))
        .send(body)
        .expect(200);
      expect(hub88.body.status).toBe('RS_ERROR_INVALID_TOKEN');
      const builtinBody = JSON.stringify({ playerToken: 'x'.repeat(32) });
      const builtin = await api.http
        .post(SEAMLESS_WALLET_PATHS.balance)
        .set(seamlessHeaders('HB', builtinBody))
        .send(builtinBody);
      expect([builtin.status, builtin.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    });

    it("rotates a vendor's secret: the old one stops signing, the new one is answered once", async () => {
      const body = JSON.stringify({ playerToken: 'x'.repeat(32) });
      const balance = (secret: string) =>
        api.http
          .post(SEAMLESS_WALLET_PATHS.balance)
          .set(seamlessHeaders('RT', body, secret))
          .send(body)
          .then((response) => response.body.code as string);
      expect(await balance(testVendorSecret('RT'))).toBe('UNAUTHENTICATED');
      const rotated = await api.http
        .post(consoleVendorWalletSecretPath('RT'))
        .set(consoleHeaders(content))
        .expect(200);
      const secret = rotated.body.value.secret as string;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(await balance(testVendorSecret('RT'))).toBe('INVALID_SIGNATURE');
      expect(await balance(secret)).toBe('UNAUTHENTICATED');
      const audit = await lastAudit('vendor:RT');
      expect(audit.after).toEqual({ walletSigning: 'new random key' });
      expect(JSON.stringify([audit.before, audit.after])).not.toContain(secret);
      await api.http
        .post(consoleVendorWalletSecretPath('RT'))
        .set(consoleHeaders(viewer))
        .expect(403);
    });

    it('refuses recommendations of games that do not exist, and unknown vendors', async () => {
      const response = await patch(`${PATHS.vendors}/PG`, {
        maintenanceRecommendations: [999_999_999],
      });
      expect([response.status, Object.keys(response.body.value.fields)]).toEqual([
        400,
        ['maintenanceRecommendations'],
      ]);
      await patch(`${PATHS.vendors}/NOPE`, { enabled: true }).expect(404);
      const tooMany = await patch(`${PATHS.vendors}/PG`, {
        maintenanceRecommendations: [1, 2, 3, 4, 5, 6, 7],
      });
      expect(tooMany.status).toBe(400);
    });

    it('lists vendors in catalogue order, searched by code or name', async () => {
      const list = (query: object) =>
        api.http.get(PATHS.vendors).set('cookie', viewer).query(query).expect(200);
      const all = (await list({ pageSize: 100 })).body.value;
      expect(all.total).toBe(await api.prisma.vendor.count());
      const orders = (all.list as ConsoleVendorRow[]).map((row) => row.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const byName = (await list({ query: 'pg soft' })).body.value.list as ConsoleVendorRow[];
      expect(byName.map((row) => row.code)).toEqual(['PG']);
      expect(byName[0].categories).toEqual(['RNG']);
      const page = (await list({ page: 2, pageSize: 10 })).body.value;
      expect(page.list.map((row: ConsoleVendorRow) => row.code)).toEqual(
        (all.list as ConsoleVendorRow[]).slice(10, 20).map((row) => row.code),
      );
    });
  });

  describe('import', () => {
    const HEADER = 'vendor,gameCode,name,category,typeCode,minBet,lineCount,isHot,names.CN';

    it('lists what a dry run would change, with each bad row and its line, and writes nothing', async () => {
      const [existing] = await gamesOf('PG', 1);
      const before = { version: await version(), games: await api.prisma.game.count() };
      const csv = [
        HEADER,
        'PG,PG_IMPORT_DRY,Dry Dragon,RNG,SC,0.2,20,true,干龙',
        `PG,${existing.gameCode},"Renamed, again",RNG,${existing.typeCode},${existing.minBet.toString()},${existing.lineCount},,`,
        'NOPE,NOPE_1,Nobody,RNG,SC,1,0,,',
        'PG,PG_IMPORT_BAD,Bad,LIVE,SC,1,0,,',
        'PG,PG_IMPORT_BAD2,Bad,RNG,SC,abc,0,,',
      ].join('\r\n');
      const response = await importFile(csv, { dryRun: true }).expect(200);
      const result = response.body.value as ConsoleGameImportResult;
      expect(result).toMatchObject({
        dryRun: true,
        format: 'CSV',
        rows: 5,
        catalogueVersion: null,
      });
      expect(result.created).toEqual([
        { line: 2, vendor: 'PG', gameCode: 'PG_IMPORT_DRY', name: 'Dry Dragon', category: 'RNG' },
      ]);
      expect(result.updated).toEqual([
        {
          line: 3,
          id: existing.id,
          vendor: 'PG',
          gameCode: existing.gameCode,
          changes: { name: { before: existing.name, after: 'Renamed, again' } },
        },
      ]);
      expect(result.errors.map((error) => [error.line, error.field])).toEqual([
        [4, 'vendor'],
        [5, 'category'],
        [6, 'minBet'],
      ]);
      expect(result.errors[0].message).toContain('"NOPE"');
      expect({ version: await version(), games: await api.prisma.game.count() }).toEqual(before);
      expect(await api.prisma.game.findFirst({ where: { gameCode: 'PG_IMPORT_DRY' } })).toBeNull();
    });

    it('applies an import in one go: the new game is listed, the version bumped, the trail kept', async () => {
      const existing = await api.prisma.game.findFirstOrThrow({
        where: { vendor: { code: 'JILI' }, categoryCode: 'RNG', isHot: false },
      });
      const before = await version();
      const json = JSON.stringify(
        {
          games: [
            {
              vendor: 'JILI',
              category: 'RNG',
              gameCode: 'JILI_IMPORTED',
              name: 'Imported Tiger',
              names: { MS: 'Harimau Import', EN: 'Imported Tiger' },
              typeCode: 'SC',
              minBet: 0.5,
              lineCount: 25,
            },
            {
              vendor: 'JILI',
              category: existing.categoryCode,
              gameCode: existing.gameCode,
              name: existing.name,
              typeCode: existing.typeCode,
              minBet: Number(existing.minBet),
              lineCount: existing.lineCount,
              isHot: true,
              hotRank: 3,
            },
          ],
        },
        null,
        2,
      );
      const response = await importFile(json, { name: 'games.json' }).expect(200);
      const result = response.body.value as ConsoleGameImportResult;
      expect(result).toMatchObject({ dryRun: false, format: 'JSON', rows: 2, errors: [] });
      expect(result.created.map((game) => [game.line, game.gameCode])).toEqual([
        [3, 'JILI_IMPORTED'],
      ]);
      expect(result.updated[0]).toMatchObject({
        line: 16,
        changes: { isHot: { before: false, after: true }, hotRank: { before: null, after: 3 } },
      });
      expect(result.catalogueVersion).toBe(before + 1);
      expect(await version()).toBe(before + 1);

      const listed = await api.http
        .get(PATHS.games)
        .set('cookie', viewer)
        .query({ query: 'Imported Tiger' })
        .expect(200);
      expect(listed.body.value.list).toEqual([
        expect.objectContaining({
          vendor: 'JILI',
          gameCode: 'JILI_IMPORTED',
          names: { MS: 'Harimau Import', EN: 'Imported Tiger' },
          minBet: '0.5',
          isHot: false,
          enabled: true,
          image: '/media/games/JILI/JILI_IMPORTED.svg',
        }),
      ]);
      const last = await api.prisma.game.aggregate({ _max: { sortOrder: true } });
      expect(listed.body.value.list[0].sortOrder).toBe(last._max.sortOrder);
      const audit = await lastAudit('catalogue:import');
      expect(audit.after).toMatchObject({
        created: ['JILI/JILI_IMPORTED'],
        games: { [`JILI/${existing.gameCode}`]: { isHot: true, hotRank: 3 } },
      });

      // The same file again changes nothing.
      const again = await importFile(json, { name: 'games.json' }).expect(200);
      expect(again.body.value).toMatchObject({ created: [], updated: [], unchanged: 2 });
      expect(await version()).toBe(before + 1);
    });

    it('refuses a file with bad rows (400, every error with its line) and writes nothing', async () => {
      const csv = [
        HEADER,
        'PG,PG_IMPORT_NEVER,Never,RNG,SC,1,0,,',
        'PG,PG_IMPORT_NEVER,Twice,RNG,SC,1,0,,',
        'PG,PG_IMPORT_X,X,RNG,XX,1,0,maybe,',
      ].join('\n');
      const response = await importFile(csv).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(
        response.body.value.errors.map((error: { line: number; field: string }) => [
          error.line,
          error.field,
        ]),
      ).toEqual([
        [3, 'gameCode'],
        [4, 'typeCode'],
      ]);
      expect(response.body.value.fields.file[0]).toMatch(/^line 3 gameCode: /);
      expect(
        await api.prisma.game.findFirst({ where: { gameCode: 'PG_IMPORT_NEVER' } }),
      ).toBeNull();
    });

    it('refuses files it cannot read, naming the line', async () => {
      const cases: [string, number, RegExp][] = [
        [`${HEADER}\nPG,"open,RNG,SC,1,0,,\nPG,B,B,RNG,SC,1,0,,`, 2, /quote/],
        ['vendor,gameCode,name\nPG,A,A', 1, /no column "category"/],
        [`${HEADER},colour\n`, 1, /unknown column "colour"/],
        [`${HEADER}\nPG,A,A,RNG,SC,1,0,,,,`, 2, /cells/],
        ['{\n  "games": [\n    {"vendor": "PG",}\n  ]\n}', 3, /not valid JSON/],
        ['{"games": {}}', 1, /array of games/],
        [HEADER, 1, /no games/],
      ];
      for (const [text, line, message] of cases) {
        const response = await importFile(text, { dryRun: true });
        const [error] = response.body.value.errors;
        expect({ text, status: response.status, line: error.line }).toEqual({
          text,
          status: 400,
          line,
        });
        expect(error.message).toMatch(message);
      }
      const tooBig = await importFile(`${HEADER}\n${'x'.repeat(CONSOLE_GAME_IMPORT.maxBytes)}`);
      expect([tooBig.status, tooBig.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      const rows = Array.from(
        { length: CONSOLE_GAME_IMPORT.maxRows + 1 },
        (_, index) => `PG,PG_MANY_${index},Many,RNG,SC,1,0,,`,
      );
      const tooMany = await importFile([HEADER, ...rows].join('\n'), { dryRun: true });
      expect([tooMany.status, tooMany.body.value.errors[0].line]).toEqual([400, 10_002]);
      const notMultipart = await api.http
        .post(PATHS.gameImport)
        .set(consoleHeaders(content))
        .send({ file: HEADER });
      expect([notMultipart.status, notMultipart.body.code]).toEqual([400, 'BAD_REQUEST']);
      const badFlag = await api.http
        .post(PATHS.gameImport)
        .set(consoleHeaders(content))
        .field('dryRun', 'perhaps')
        .attach('file', Buffer.from(HEADER), 'games.csv');
      expect(Object.keys(badFlag.body.value.fields)).toEqual(['dryRun']);
    });
  });

  describe('catalogue version', () => {
    it('bumps the version on request and keeps it in the trail', async () => {
      const before = (await api.http.get(PATHS.version).set('cookie', viewer).expect(200)).body
        .value.version as number;
      const answer = await api.http.post(PATHS.version).set(consoleHeaders(content)).expect(200);
      expect(answer.body.value.version).toBe(before + 1);
      expect((await lastAudit('catalogue')).after).toEqual({ version: before + 1 });
    });
  });

  it('lets a read-only operator read the catalogue but change nothing (403)', async () => {
    await api.http.get(PATHS.vendors).set('cookie', viewer).expect(200);
    const [game] = await gamesOf('PG', 1);
    for (const response of [
      await patch(`${PATHS.games}/${game.id}`, { maintenance: true }, viewer),
      await patch(`${PATHS.vendors}/PG`, { maintenance: true }, viewer),
      await api.http.post(PATHS.version).set(consoleHeaders(viewer)),
      await api.http
        .post(PATHS.gameImport)
        .set(consoleHeaders(viewer))
        .attach('file', Buffer.from('vendor'), 'games.csv'),
    ]) {
      expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await api.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).maintenance).toBe(
      false,
    );
  });

  // With sequential scans priced out, no list query reads `vendor`, `game` or `game_name` whole.
  it('serves every list filter from indexes', async () => {
    const plan = (statement: Prisma.Sql) =>
      api.prisma.$transaction(
        async (tx) => {
          await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
          const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
            Prisma.sql`EXPLAIN ${statement}`,
          );
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        },
        { maxWait: 15_000, timeout: 30_000 },
      );
    for (const text of [undefined, 'soft']) {
      const vendorPlan = await plan(vendorPageQuery(text, 20, 20));
      expect({ text, vendorPlan }).toEqual({
        text,
        vendorPlan: expect.not.stringMatching(/Seq Scan/),
      });
    }
    for (const vendor of [undefined, 'PG']) {
      for (const category of [undefined, 'RNG']) {
        for (const text of [undefined, 'dragon']) {
          const gamePlan = await plan(gamePageQuery({ vendor, category, text }, 1200, 20));
          expect({ vendor, category, text, gamePlan }).toEqual({
            vendor,
            category,
            text,
            gamePlan: expect.not.stringMatching(/Seq Scan on (game|game_name|vendor)\b/),
          });
        }
      }
    }
  });
});
