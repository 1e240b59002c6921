// Benchmark of the request path: GET /wps/system/status beside a bare Fastify route sending the
// same body, and a member route with a session (GET /wps/v2/wallets/balance) beside a bare
// Fastify route reading one row with node-postgres; then both API routes held at a fixed rate for
// longer, for the tail the garbage collector makes (p99.9). The API and the baselines run pinned
// to core 0, this load generator on core 1 (bench/harness.mjs); Postgres is not pinned.
//
// Usage: pnpm bench (builds first), or node bench/run.mjs after pnpm build. It (re)creates the
// database wps_bench_api (BENCH_DB_PREFIX=x makes it x_api) on the server of BENCH_POSTGRES_URL
// (postgresql://postgres@127.0.0.1:5432/postgres) with the seed and BENCH_MEMBERS (16) members, who
// log in through the API; the in-process store unless REDIS_URL is set. BENCH_SECONDS (10) times
// each closed-loop phase (BENCH_CONNECTIONS, 50, connections), BENCH_HELD_SECONDS (60) each held
// one (0: none), at BENCH_STATUS_RATE (3,000) and BENCH_BALANCE_RATE (1,000) requests a second.
// BENCH_ROUTES (health,status,balance) picks the API routes.
import os from 'node:os';
import {
  API,
  BARE,
  CONNECTIONS,
  DURATION_SECONDS,
  measure,
  pinned,
  STATUS_PATH,
  withServers,
} from './harness.mjs';
import {
  apiClient,
  benchDatabase,
  benchMembers,
  databaseUrl,
  expectOk,
  fixed,
  load,
  logIn,
  prepareDatabase,
} from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = benchDatabase('api');
const DATABASE_URL = databaseUrl(SERVER_URL, DATABASE_NAME);
const MEMBER_COUNT = Number(process.env.BENCH_MEMBERS ?? 16);
const HELD_SECONDS = Number(process.env.BENCH_HELD_SECONDS ?? 60);
const STATUS_RATE = Number(process.env.BENCH_STATUS_RATE ?? 3000);
const BALANCE_RATE = Number(process.env.BENCH_BALANCE_RATE ?? 1000);
const HELD_CLIENTS = 64;
const PASSWORD = 'Bench1234';
const BALANCE_PATH = '/wps/v2/wallets/balance';
// The API routes measured (a profile of one route: BENCH_ROUTES=status BENCH_HELD_SECONDS=0).
const ROUTES = new Set((process.env.BENCH_ROUTES ?? 'health,status,balance').split(','));

const members = benchMembers(MEMBER_COUNT, 'bench_a');
await prepareDatabase(SERVER_URL, DATABASE_NAME, members, {
  openingBalance: '1000.00',
  password: PASSWORD,
  seamlessVendor: 'PG',
});
process.env.DATABASE_URL = DATABASE_URL;

const loadBefore = os.loadavg();
const results = {};
await withServers(
  async () => {
    const client = apiClient(API, { connections: HELD_CLIENTS });
    try {
      await logIn(client.post, members, PASSWORD);
      const balanceRequests = members.map((member) => ({
        method: 'GET',
        path: BALANCE_PATH,
        headers: { authorization: member.bearer },
      }));
      results.bare = await measure(BARE, ['/bare']);
      if (ROUTES.has('status')) {
        results.bareStatus = await measure(BARE, ['/bare/status']);
        if (ROUTES.has('health')) results.health = await measure(API, ['/wps/health']);
        results.status = await measure(API, [STATUS_PATH]);
      }
      if (ROUTES.has('balance')) {
        results.bareRow = await measure(BARE, ['/bare/row']);
        results.balance = await measure(API, balanceRequests);
      }
      if (HELD_SECONDS === 0) return;

      // Held phases: requests due on a fixed schedule, latency from the due time.
      const clients = Array.from({ length: HELD_CLIENTS }, (_, index) => ({
        member: members[index % members.length],
      }));
      results.heldStatus = await load(
        clients,
        async () => {
          const answer = await client.get(STATUS_PATH, {});
          expectOk('status', answer);
          return answer.ms;
        },
        { databaseUrl: DATABASE_URL, perSecond: STATUS_RATE, seconds: HELD_SECONDS },
      );
      results.heldBalance = await load(
        clients,
        async ({ member }) => {
          const answer = await client.get(BALANCE_PATH, { authorization: member.bearer });
          expectOk('balance', answer);
          return answer.ms;
        },
        { databaseUrl: DATABASE_URL, perSecond: BALANCE_RATE, seconds: HELD_SECONDS },
      );
    } finally {
      client.destroy();
    }
  },
  {
    bareEnvironment: {
      BARE_DATABASE_URL: DATABASE_URL,
      BARE_MEMBER_IDS: members.map((member) => member.id).join(','),
    },
  },
);
const loadAfter = os.loadavg();

const closedRow = (name, figures) =>
  figures
    ? `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.p999Ms} |`
    : `| ${name} | not measured | | | |`;
const heldRow = (name, figures) =>
  figures
    ? `| ${name} | ${Math.round(figures.perSecond)} | ${fixed(figures.p50Ms)} | ${fixed(figures.p99Ms)} | ${fixed(figures.p999Ms)} | ${fixed(figures.maxMs)} | ${figures.cpu ? fixed(figures.cpu.apiMs, 3) : ''} |`
    : `| ${name} | not measured | | | | | |`;
const ratio = (api, bare) =>
  api && bare ? (api.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : '-';
console.log(
  [
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each after a 2 s warm-up; held phases ` +
      `${HELD_SECONDS} s, ${HELD_CLIENTS} clients; ` +
      `${pinned ? 'servers on core 0, load on core 1, Postgres not pinned' : 'not pinned'}; ` +
      `API log level ${process.env.BENCH_LOG_LEVEL ?? 'warn'}; ` +
      `${process.env.REDIS_URL ? 'Redis' : 'in-process store'}; load average ` +
      `${loadBefore.map((n) => fixed(n, 2)).join(' ')} before, ` +
      `${loadAfter.map((n) => fixed(n, 2)).join(' ')} after`,
    '',
    '| route (closed loop) | requests/s | p50 ms | p99 ms | p99.9 ms |',
    '|---|---|---|---|---|',
    closedRow('bare Fastify GET /bare (60-byte body)', results.bare),
    closedRow('bare Fastify GET /bare/status (the status body)', results.bareStatus),
    closedRow('GET /wps/health', results.health),
    closedRow('GET /wps/system/status', results.status),
    closedRow('bare Fastify + pg GET /bare/row (one row)', results.bareRow),
    closedRow(`GET ${BALANCE_PATH} (session)`, results.balance),
    '',
    `ratio status / bare status body: ${ratio(results.status, results.bareStatus)} (goal 0.6); ` +
      `balance / bare row: ${ratio(results.balance, results.bareRow)} (goal 0.4)`,
    '',
    '| route (held rate) | requests/s | p50 ms | p99 ms | p99.9 ms | max ms | API CPU ms per request |',
    '|---|---|---|---|---|---|---|',
    heldRow(`GET /wps/system/status held at ${STATUS_RATE}/s`, results.heldStatus),
    heldRow(`GET ${BALANCE_PATH} held at ${BALANCE_RATE}/s`, results.heldBalance),
  ].join('\n'),
);
