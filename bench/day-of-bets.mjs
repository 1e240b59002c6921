// A day of many members' bets, the database the rebate and missions benchmarks share: schema and
// seed, then DAY_BENCH_MEMBERS (100,000) members of VIP ranks 0-8 and DAY_BENCH_BETS (1,000,000)
// rounds of today spread over them and over the catalogue's categories (a tenth rolled back, a
// twentieth demo, the rest settled), loaded in SQL with the triggers off, built once on the
// Postgres of BENCH_POSTGRES_URL and reused while its counts match.
import { performance } from 'node:perf_hooks';
import { databaseMatches, databaseUrl, freshSeededDatabase, withClient } from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = 'wps_bench_day';
const MEMBERS = Number(process.env.DAY_BENCH_MEMBERS ?? 100_000);
const BETS = Number(process.env.DAY_BENCH_BETS ?? 1_000_000);
export const ZONE = 'Asia/Kuala_Lumpur';
export const DAY_DATABASE_URL = databaseUrl(SERVER_URL, NAME);

const milliseconds = (started) => performance.now() - started;
const log = (message) => console.log(`day of bets: ${message}`);

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'rb%')::int AS members,
              (SELECT count(*) FROM bet_record WHERE round_id LIKE 'rb-%')::int AS bets`,
    );
    return rows[0].members === MEMBERS && rows[0].bets === BETS;
  });
}

async function buildDatabase() {
  const started = performance.now();
  await freshSeededDatabase(SERVER_URL, NAME);
  await withClient(DAY_DATABASE_URL, async (client) => {
    // The stats triggers stay off for the bulk load: the rebate does not read the rollups.
    await client.query('SET session_replication_role = replica');
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, vip_rank_id,
                           ancestry_path, depth, created_at, updated_at)
       SELECT v.merchant_id, 'rb' || i, 'bench', '-', 0, v.id, '/', 0, now(), now()
       FROM generate_series(0, $1::int - 1) i
       JOIN vip_rank v ON v.rank_level = i % 9`,
      [MEMBERS],
    );
    await client.query(`
      CREATE TEMP TABLE bench_accounts AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, merchant_id
        FROM member WHERE account LIKE 'rb%'`);
    await client.query('CREATE UNIQUE INDEX ON bench_accounts (n)');
    await client.query(`
      CREATE TEMP TABLE bench_games AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, vendor_id, category_code FROM game`);
    await client.query('CREATE UNIQUE INDEX ON bench_games (n)');
    const { rows } = await client.query('SELECT count(*)::int AS games FROM bench_games');
    // Round i: member i % MEMBERS, a game walking the catalogue, settled during today so far.
    await client.query(
      `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code,
                               round_id, is_demo, stake, payout, status, placed_at, settled_at)
       SELECT a.merchant_id, a.id, g.vendor_id, g.id, g.category_code, 'rb-' || i,
              i % 20 = 7, ((i % 50) + 1)::numeric,
              CASE WHEN i % 3 = 0 THEN ((i % 50) + 1) * 1.9 ELSE 0 END,
              CASE WHEN i % 10 = 3 THEN 'CANCELLED' ELSE 'SETTLED' END::"BetStatus",
              t.day0 + (i % 40000) * interval '1 second',
              t.day0 + (i % 40000 + 30) * interval '1 second'
       FROM generate_series(0, $1::int - 1) i
       JOIN bench_accounts a ON a.n = i % $2::int
       JOIN bench_games g ON g.n = (i / $2::int * 7 + i) % $3::int
       CROSS JOIN (SELECT date_trunc('day', now() AT TIME ZONE $4) AT TIME ZONE $4 AS day0) t`,
      [BETS, MEMBERS, rows[0].games, ZONE],
    );
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM (ANALYZE) bet_record, member');
  });
  log(
    `${MEMBERS} members and ${BETS} rounds loaded in ${(milliseconds(started) / 1000).toFixed(0)} s`,
  );
}

/** The database with a day of bets, built when missing or of other counts. */
export async function dayOfBets() {
  if (!(await databaseReady())) await buildDatabase();
  else log(`reusing ${NAME}`);
  return DAY_DATABASE_URL;
}

/** Today's bounds in the site's time zone. */
export async function today(client) {
  const { rows } = await client.query(
    `SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS day0,
            date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 + interval '1 day' AS day1`,
    [ZONE],
  );
  return rows[0];
}

// Every member's rebate of today at its rank's rates, in one statement.
export const REBATE_DAY_SQL = `
  WITH rates AS (
    SELECT (r->>'rankLevel')::int AS rank_level, r->>'categoryCode' AS category_code,
           (r->>'percent')::numeric AS percent
    FROM merchant, jsonb_array_elements(settings->'rebate'->'rates') r
    WHERE merchant.code = 'DEMO'
  ), turnover AS (
    SELECT member_id, category_code, sum(stake) AS turnover
    FROM bet_record
    WHERE merchant_id = (SELECT id FROM merchant WHERE code = 'DEMO')
      AND status = 'SETTLED' AND NOT is_demo AND settled_at >= $1 AND settled_at < $2
    GROUP BY member_id, category_code
  )
  SELECT count(DISTINCT t.member_id)::int AS members, sum(t.turnover)::text AS turnover,
         sum(trunc(t.turnover * r.percent / 100, 2))::text AS rebate
  FROM turnover t
  JOIN member m ON m.id = t.member_id
  LEFT JOIN vip_rank v ON v.id = m.vip_rank_id
  JOIN rates r ON r.rank_level = COALESCE(v.rank_level, 0) AND r.category_code = t.category_code`;
