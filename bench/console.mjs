// Benchmark of the operator console's heavy reads: the member search by account prefix and by
// phone number over 1,000,000 members, and the dashboard over 10,000,000 bets, beside the
// bare-Fastify baseline. The API and the baseline run pinned to core 0, this load generator to
// core 1 (bench/harness.mjs).
//
// Usage (after `pnpm build`): `node bench/console.mjs` (or `pnpm bench:console`). It builds the
// database `wps_bench_console` on the Postgres of BENCH_POSTGRES_URL once (schema, seed, then
// CONSOLE_BENCH_MEMBERS members, CONSOLE_BENCH_BETS bets over CONSOLE_BENCH_DAYS days and one
// login session per member, generated in SQL) and reuses it while its counts match; Redis from
// REDIS_URL. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) adjust the load; the dashboard phase
// lasts at least 65 s so that today's figures are recounted inside it.
import { randomBytes, createHash, randomUUID } from 'node:crypto';
import {
  API,
  BARE,
  CONNECTIONS,
  DURATION_SECONDS,
  measure,
  pinned,
  withServers,
} from './harness.mjs';
import { databaseMatches, databaseUrl, freshSeededDatabase, withClient } from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = 'wps_bench_console';
const MEMBERS = Number(process.env.CONSOLE_BENCH_MEMBERS ?? 1_000_000);
const BETS = Number(process.env.CONSOLE_BENCH_BETS ?? 10_000_000);
const DAYS = Number(process.env.CONSOLE_BENCH_DAYS ?? 100);
// Long enough for today's figures to be recounted (once a minute) inside the phase.
const DASHBOARD_SECONDS = Number(process.env.CONSOLE_BENCH_DASHBOARD_SECONDS ?? 65);
const URL_ = databaseUrl(SERVER_URL, NAME);

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'b%')::int AS members,
              (SELECT count(*) FROM bet_record)::int AS bets`,
    );
    return rows[0].members === MEMBERS && rows[0].bets === BETS;
  });
}

async function buildDatabase() {
  await freshSeededDatabase(SERVER_URL, NAME);
  await withClient(URL_, async (client) => {
    const started = performance.now();
    // Members: accounts "b" + 7 hex characters + the number (prefixes spread like real names),
    // a Malaysian mobile number each, created over the last year.
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, country_dialing_code,
                           mobile_num, email, created_at, updated_at)
       SELECT m.id, 'b' || substr(md5(i::text), 1, 7) || i, 'bench', '-', '+60',
              '1' || lpad(i::text, 8, '0'), 'bench' || i || '@example.com',
              now() - (i % 365) * interval '1 day', now()
       FROM (SELECT id FROM merchant ORDER BY id LIMIT 1) m, generate_series(1, $1::int) i`,
      [MEMBERS],
    );
    console.log(
      `console bench: ${MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    // Bets: settled rounds of those members on the seeded games, over DAYS days up to now.
    const betsStarted = performance.now();
    await client.query(`
      CREATE TEMP TABLE bench_games AS
        SELECT row_number() OVER (ORDER BY id) AS n, id, vendor_id, category_code FROM game`);
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM bench_games)::int AS games,
              (SELECT min(id) FROM member WHERE account LIKE 'b%')::int AS first`,
    );
    const { games, first } = rows[0];
    const batch = 1_000_000;
    for (let start = 1; start <= BETS; start += batch) {
      await client.query(
        `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code,
                                 round_id, stake, payout, status, placed_at, settled_at)
         SELECT m.id, $3::int + (i % $4::int), g.vendor_id, g.id, g.category_code, 'bench-' || i,
                ((i % 50) + 1)::numeric, CASE WHEN i % 3 = 0 THEN ((i % 50) + 1) * 1.9 ELSE 0 END,
                'SETTLED', now() - (i % $5::int) * interval '1 day' - (i % 86400) * interval '1 second',
                now() - (i % $5::int) * interval '1 day'
         FROM generate_series($1::int, $2::int) i
         JOIN bench_games g ON g.n = 1 + (i % $6::int),
              (SELECT id FROM merchant ORDER BY id LIMIT 1) m`,
        [start, Math.min(start + batch - 1, BETS), first, MEMBERS, DAYS, games],
      );
    }
    console.log(
      `console bench: ${BETS} bets in ${((performance.now() - betsStarted) / 1000).toFixed(0)} s`,
    );
    await client.query(
      `INSERT INTO member_session (id, member_id, login_type, created_at, last_seen_at, expires_at)
       SELECT gen_random_uuid(), id, 'username', created_at, created_at, created_at + interval '1 day'
       FROM member WHERE account LIKE 'b%'`,
    );
    await client.query('VACUUM (ANALYZE) member, bet_record, member_session');
  });
}

/** A console session of the demo owner, opened straight in the database (bench only). */
async function ownerCookie() {
  const token = randomBytes(32).toString('base64url');
  await withClient(URL_, (client) =>
    client.query(
      `INSERT INTO operator_session (id, token_hash, operator_id, expires_at)
       SELECT $1, $2, id, now() + interval '1 day' FROM operator_account WHERE username = 'owner'`,
      [randomUUID(), createHash('sha256').update(token).digest('hex')],
    ),
  );
  return `wps_console=${token}`;
}

/** Search texts as an operator types them: account prefixes of 2 to 5 characters, phones. */
function searches(count) {
  const texts = [];
  for (let i = 0; i < count; i += 1) {
    const n = 1 + ((i * 7919) % MEMBERS);
    const account = `b${createHash('md5').update(String(n)).digest('hex').slice(0, 7)}${n}`;
    texts.push({ kind: 'prefix', text: account.slice(0, 2 + (i % 4)) });
    texts.push({ kind: 'phone', text: `1${String(n).padStart(8, '0')}` });
  }
  return texts;
}

async function main() {
  if (await databaseReady()) console.log('console bench: reusing wps_bench_console');
  else await buildDatabase();
  const cookie = await ownerCookie();
  const headers = { cookie };
  const texts = searches(200);
  const get = (text) => ({
    method: 'GET',
    path: `/wps/console/members?${new URLSearchParams({ query: text, pageSize: '20' })}`,
    headers,
  });
  process.env.DATABASE_URL = URL_;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  const results = {};
  await withServers(async () => {
    results.bare = await measure(BARE, ['/bare']);
    const byKind = (kind) => texts.filter((t) => t.kind === kind).map((t) => get(t.text));
    results.prefix = await measure(API, byKind('prefix'), { connections: 10 });
    results.phone = await measure(API, byKind('phone'), { connections: 10 });
    results.dashboard = await measure(
      API,
      [{ method: 'GET', path: '/wps/console/dashboard', headers }],
      { connections: 10, duration: Math.max(DURATION_SECONDS, DASHBOARD_SECONDS) },
    );
  });
  const row = (name, r) =>
    `| ${name.padEnd(48)} | ${Math.round(r.requestsPerSecond).toLocaleString('en').padStart(10)} | ${String(r.p50Ms).padStart(6)} | ${String(r.p99Ms).padStart(6)} |`;
  console.log(
    `\nconsole bench (${pinned ? 'pinned' : 'not pinned'}), ${MEMBERS} members, ${BETS} bets`,
  );
  console.log(
    '| route                                            | requests/s |  p50 ms |  p99 ms |',
  );
  console.log(row('bare Fastify GET /bare', results.bare));
  console.log(row('member search, account prefix (10 connections)', results.prefix));
  console.log(row('member search, phone (10 connections)', results.phone));
  console.log(row('dashboard, 7 days (10 connections)', results.dashboard));
  const worst = Math.max(results.prefix.p99Ms, results.phone.p99Ms, results.dashboard.p99Ms);
  console.log(
    `target p99 <= 50 ms: ${worst <= 50 ? 'met' : 'NOT met'} (worst ${worst} ms); connections ${CONNECTIONS} for bare`,
  );
}

await main();
