import { randomBytes } from 'node:crypto';
import { LOBBY_PATHS, type GameListResponse } from '@wps/shared-types';
import { bumpCatalogueVersion } from '../../src/games/catalogue-version.js';
import { RedisStore } from '../../src/store/redis-store.js';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { ChatSocket } from '../support/chat-socket.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { ENV } from '../support/test-services.js';

const redisUrl = process.env[ENV.redisUrl];
// Two processes share what they know only through Postgres and Redis; without Redis (a local run
// on the embedded default) there is nothing to test. Global setup refuses to start without Redis
// when CI=true, so CI always runs this.
const describeWithRedis = redisUrl ? describe : describe.skip;

const RATE_LIMIT = 20;
const DEV_KEY = randomBytes(16).toString('hex');

type Instance = ApiProcess & { name: string };

/**
 * Two API processes (`node dist/main.js`, as `pnpm start` runs it) on one database and one Redis,
 * started together on an empty database: whatever one of them is told, the other knows at once.
 */
describeWithRedis('two API processes on one database and one Redis', () => {
  let database: TestDatabase;
  let store: RedisStore;
  let first: Instance;
  let second: Instance;
  let addresses = 0;
  // Each case is its own client address, so the per-address limits of one do not touch another.
  const newAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    const prefix = `wps-test:${randomBytes(6).toString('hex')}:`;
    const environment = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: prefix,
      DEV_TOOLS_KEY: DEV_KEY,
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      BCRYPT_COST: '4',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
    };
    store = await new RedisStore(redisUrl ?? '', prefix).connect();
    const [one, two] = await Promise.all([
      startApiProcess(environment),
      startApiProcess(environment),
    ]);
    first = { ...one, name: 'first' };
    second = { ...two, name: 'second' };
    await changeSite(first, { sliderVerification: false });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await store?.close();
    await database?.drop();
  }, 60_000);

  const changeSite = (instance: Instance, settings: object) =>
    instance.http
      .post('/wps/dev/site')
      .set('x-dev-key', DEV_KEY)
      .set('x-forwarded-for', newAddress())
      .send(settings)
      .expect(200);

  const login = (instance: Instance, address: string, extra: object = {}, cookie?: string) => {
    const request = instance.http
      .post('/wps/session/login')
      .set('x-forwarded-for', address)
      .send({ username: 'demo_member', password: 'Demo1234', type: 'username', ...extra });
    return cookie ? request.set('cookie', cookie) : request;
  };

  const memberInfo = (instance: Instance, bearer: string) =>
    instance.http
      .get('/wps/member/info')
      .set('authorization', bearer)
      .set('x-forwarded-for', newAddress());

  it('both start on the empty database at once and it is seeded once', async () => {
    expect(await database.prisma.merchant.count()).toBe(1);
    expect(await database.prisma.member.count({ where: { account: 'demo_member' } })).toBe(1);
  });

  it('a site setting changed through one is in force on the other at once', async () => {
    const status = async (instance: Instance) =>
      (
        await instance.http
          .get('/wps/system/status')
          .set('x-forwarded-for', newAddress())
          .expect(200)
      ).body.value.status as number;
    // Both have the site cached before the change.
    expect([await status(first), await status(second)]).toEqual([0, 0]);
    await changeSite(first, { maintenanceEnabled: true });
    expect([await status(second), await status(first)]).toEqual([1, 1]);
    await changeSite(second, { maintenanceEnabled: false });
    expect([await status(first), await status(second)]).toEqual([0, 0]);
  });

  it('a session logged in on one and logged out on the other is refused by both at once', async () => {
    const response = await login(first, newAddress()).expect(200);
    const bearer = `Bearer ${response.body.value.token as string}`;
    await memberInfo(second, bearer).expect(200);
    await second.http
      .delete('/wps/session/logout')
      .set('authorization', bearer)
      .set('x-forwarded-for', newAddress())
      .expect(200);
    for (const instance of [first, second]) {
      const refused = await memberInfo(instance, bearer);
      expect([instance.name, refused.status, refused.body.code]).toEqual([
        instance.name,
        401,
        'UNAUTHENTICATED',
      ]);
    }
  });

  it('counts the requests one client sends to both against one rate limit', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let request = 0; request < RATE_LIMIT + 2; request++) {
      const instance = request % 2 === 0 ? first : second;
      statuses.push(
        (await instance.http.get('/wps/system/status').set('x-forwarded-for', address)).status,
      );
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });

  it('counts failed logins on both, and takes a captcha fetched from one on the other', async () => {
    const address = newAddress();
    const failures = [];
    for (const instance of [first, second, first]) {
      failures.push((await login(instance, address, { password: 'Wrong999' })).body.value.captcha);
    }
    expect(failures).toEqual([false, false, true]);
    const captcha = await first.http
      .get('/wps/captcha')
      .set('x-forwarded-for', address)
      .expect(200);
    const cookie = captcha.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
    const clientKey = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0];
    const { answer } = JSON.parse((await store.get(`captcha:answer:${clientKey}`)) ?? '{}') as {
      answer: string;
    };
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    const accepted = await login(second, address, { captcha: answer }, cookie);
    expect([accepted.status, accepted.body.success]).toEqual([200, true]);
  });

  it('delivers a chat message posted on one to sockets on both', async () => {
    const bearer = async (username: string) => {
      const response = await first.http
        .post('/wps/session/login')
        .set('x-forwarded-for', newAddress())
        .send({ username, password: 'Demo1234', type: 'username' })
        .expect(200);
      return `Bearer ${response.body.value.token as string}`;
    };
    const alice = await ChatSocket.join(first.port, await bearer('demo_agent_m1'));
    const bob = await ChatSocket.join(second.port, await bearer('demo_agent_m2'));
    try {
      alice.socket.say('dari proses satu');
      expect((await bob.socket.next('message')).data).toMatchObject({
        text: 'dari proses satu',
        mine: false,
      });
      expect((await alice.socket.next('message')).data).toMatchObject({ mine: true });
    } finally {
      alice.socket.close();
      bob.socket.close();
    }
  });

  it('runs each period of a scheduled job once, on one of them', async () => {
    const runs = () =>
      database.prisma.jobRun.findMany({
        where: { jobId: 'lottery-draws', status: 'SUCCEEDED' },
        orderBy: { periodStart: 'asc' },
      });
    // The draws run every 5 seconds; both processes check every second.
    expect(await untilTrue(async () => (await runs()).length >= 3)).toBe(true);
    const done = await runs();
    expect(done.every((run) => run.attempts === 1)).toBe(true);
    const starts = done.map((run) => run.periodStart.getTime());
    expect(new Set(starts).size).toBe(starts.length);
    const draws = await database.prisma.$queryRaw<{ repeated: number }[]>`
      SELECT count(*)::int AS repeated FROM (
        SELECT 1 FROM lottery_draw GROUP BY game_id, numero HAVING count(*) > 1) d`;
    expect(draws).toEqual([{ repeated: 0 }]);
  });

  it('shows a catalogue change on both once the catalogue version moves', async () => {
    const game = await database.prisma.game.findFirstOrThrow({
      where: { categoryCode: 'RNG', enabled: true },
      orderBy: { sortOrder: 'asc' },
      select: { id: true, vendor: { select: { code: true } } },
    });
    const names = async (instance: Instance) => {
      const response = await instance.http
        .get(LOBBY_PATHS.games)
        .set('x-forwarded-for', newAddress())
        .query({
          clientType: 3,
          platform: 'html5-desktop',
          language: 'EN',
          gameType: 'RNG',
          vassalage: game.vendor.code,
        })
        .expect(200);
      return (response.body.value as GameListResponse).games.map((listed) => listed.gameName);
    };
    // Both have the first page cached before the change.
    await Promise.all([names(first), names(second)]);
    const renamed = `Renamed ${randomBytes(3).toString('hex')}`;
    await database.prisma.game.update({ where: { id: game.id }, data: { name: renamed } });
    await database.prisma.gameName.deleteMany({ where: { gameId: game.id } });
    await bumpCatalogueVersion(database.prisma);
    for (const instance of [first, second]) {
      expect([
        instance.name,
        await until(instance, names, (listed) => listed.includes(renamed)),
      ]).toEqual([instance.name, true]);
    }
  });
});

// A catalogue change reaches every process within CATALOGUE_VERSION_CHECK_MS (one second) by
// design, and a 5-second job runs within seconds; the test waits far longer, so that a busy
// machine cannot fail it.
const EVENTUALLY_MS = 30_000;

/** Asks `read` again until `done` holds or EVENTUALLY_MS pass; answers whether it held. */
function until<T>(
  instance: Instance,
  read: (instance: Instance) => Promise<T>,
  done: (value: T) => boolean,
): Promise<boolean> {
  return untilTrue(async () => done(await read(instance)));
}

async function untilTrue(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + EVENTUALLY_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
