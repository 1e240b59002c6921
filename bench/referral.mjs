// Benchmark of the referral jobs' reads on a day of 100,000 referred friends' bets: the turnover
// job's candidate query (the repository's own SQL, a friend's settled stakes of the day on the
// partial index bet_record_member_settled_idx) paged through every friend as the job pages, and
// the first-deposit job's query over a day of approved deposits (deposit_approved_idx).
//
// Usage (after `pnpm build`): `node bench/referral.mjs`. It builds the database
// `wps_bench_referral` on the Postgres of BENCH_POSTGRES_URL once (schema and seed, then
// REFERRAL_BENCH_FRIENDS friends of REFERRAL_BENCH_FRIENDS / 10 referrers, REFERRAL_BENCH_BETS
// rounds of the friends today, a tenth rolled back and a twentieth demo, and one approved deposit
// today for every second friend) and reuses it while its counts match. It pays nothing: the
// payments are one transaction each through BonusGrants, as the other bonuses (bench/payments).
import { performance } from 'node:perf_hooks';
import { databaseMatches, databaseUrl, freshSeededDatabase, withClient } from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = 'wps_bench_referral';
const FRIENDS = Number(process.env.REFERRAL_BENCH_FRIENDS ?? 100_000);
const BETS = Number(process.env.REFERRAL_BENCH_BETS ?? 1_000_000);
const BATCH = 500;
const ZONE = 'Asia/Kuala_Lumpur';
const URL_ = databaseUrl(SERVER_URL, NAME);

const milliseconds = (started) => performance.now() - started;
const log = (message) => console.log(`referral bench: ${message}`);

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'rf%')::int AS friends,
              (SELECT count(*) FROM bet_record WHERE round_id LIKE 'rf-%')::int AS bets`,
    );
    return rows[0].friends === FRIENDS && rows[0].bets === BETS;
  });
}

async function buildDatabase() {
  const started = performance.now();
  await freshSeededDatabase(SERVER_URL, NAME);
  await withClient(URL_, async (client) => {
    // The stats triggers stay off for the bulk load: the jobs do not read the rollups.
    await client.query('SET session_replication_role = replica');
    const referrers = Math.max(1, Math.floor(FRIENDS / 10));
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, ancestry_path,
                           depth, created_at, updated_at)
       SELECT m.id, 'rr' || i, 'bench', '-', 0, '/', 0, now(), now()
       FROM generate_series(0, $1::int - 1) i, (SELECT id FROM merchant WHERE code = 'DEMO') m`,
      [referrers],
    );
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, ancestry_path,
                           depth, referrer_id, created_at, updated_at)
       SELECT r.merchant_id, 'rf' || i, 'bench', '-', 0, '/', 0, r.id, now(), now()
       FROM generate_series(0, $1::int - 1) i
       JOIN member r ON r.account = 'rr' || (i % $2::int)`,
      [FRIENDS, referrers],
    );
    await client.query(`
      CREATE TEMP TABLE bench_friends AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, merchant_id
        FROM member WHERE account LIKE 'rf%'`);
    await client.query('CREATE UNIQUE INDEX ON bench_friends (n)');
    await client.query(`
      CREATE TEMP TABLE bench_games AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, vendor_id, category_code FROM game`);
    await client.query('CREATE UNIQUE INDEX ON bench_games (n)');
    const { rows } = await client.query('SELECT count(*)::int AS games FROM bench_games');
    await client.query(
      `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code,
                               round_id, is_demo, stake, payout, status, placed_at, settled_at)
       SELECT a.merchant_id, a.id, g.vendor_id, g.id, g.category_code, 'rf-' || i,
              i % 20 = 7, ((i % 50) + 1)::numeric, 0,
              CASE WHEN i % 10 = 3 THEN 'CANCELLED' ELSE 'SETTLED' END::"BetStatus",
              t.day0 + (i % 40000) * interval '1 second',
              t.day0 + (i % 40000 + 30) * interval '1 second'
       FROM generate_series(0, $1::int - 1) i
       JOIN bench_friends a ON a.n = i % $2::int
       JOIN bench_games g ON g.n = (i / $2::int * 7 + i) % $3::int
       CROSS JOIN (SELECT date_trunc('day', now() AT TIME ZONE $4) AT TIME ZONE $4 AS day0) t`,
      [BETS, FRIENDS, rows[0].games, ZONE],
    );
    // Every second friend's first deposit, approved today.
    await client.query(
      `INSERT INTO deposit (merchant_id, member_id, channel_id, channel_type, amount, currency,
                            status, reference, decided_at, decided_by, created_at, expires_at)
       SELECT a.merchant_id, a.id, c.id, c.type, 100 + a.n % 900, 'MYR', 'APPROVED', 'rf-' || a.n,
              t.day0 + (a.n % 40000) * interval '1 second', 'bench', t.day0, t.day0
       FROM bench_friends a
       CROSS JOIN (SELECT id, type FROM deposit_channel ORDER BY id LIMIT 1) c
       CROSS JOIN (SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS day0) t
       WHERE a.n % 2 = 0`,
      [ZONE],
    );
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM (ANALYZE) bet_record, member, deposit');
  });
  log(
    `${FRIENDS} friends and ${BETS} rounds loaded in ${(milliseconds(started) / 1000).toFixed(0)} s`,
  );
}

// The repository's queries (ReferralRepository.friendTurnover and firstDeposits), as the jobs
// page through them.
const TURNOVER_SQL = `
  SELECT m.id AS "friendId", m.account AS "friendAccount", m.referrer_id AS "referrerId",
    t.turnover
  FROM member m
  CROSS JOIN LATERAL (
    SELECT sum(b.stake) AS turnover FROM bet_record b
    WHERE b.member_id = m.id AND b.status = 'SETTLED' AND NOT b.is_demo
      AND b.settled_at >= $2 AND b.settled_at < $3) t
  WHERE m.merchant_id = $1 AND m.referrer_id IS NOT NULL AND m.id > $5
    AND t.turnover > 0
    AND NOT EXISTS (
      SELECT 1 FROM referral_reward r
      WHERE r.source_key = 'TURNOVER:' || m.id || ':' || $4)
  ORDER BY m.id
  LIMIT $6`;

const FIRST_DEPOSIT_SQL = `
  SELECT d.id AS "depositId", m.merchant_id AS "merchantId", m.id AS "friendId",
    m.account AS "friendAccount", m.referrer_id AS "referrerId", d.amount,
    d.decided_at AS "decidedAt"
  FROM deposit d
  JOIN member m ON m.id = d.member_id
  WHERE d.status = 'APPROVED' AND d.decided_at >= $1 AND d.decided_at < $2
    AND ($3::timestamptz IS NULL OR (d.decided_at, d.id) > ($3, $4::bigint))
    AND m.referrer_id IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM deposit e
      WHERE e.member_id = d.member_id AND e.status = 'APPROVED'
        AND (e.decided_at, e.id) < (d.decided_at, d.id))
    AND NOT EXISTS (
      SELECT 1 FROM referral_reward r WHERE r.source_key = 'FIRST_DEPOSIT:' || m.id)
  ORDER BY d.decided_at, d.id
  LIMIT $5`;

async function measure() {
  await withClient(URL_, async (client) => {
    const { rows: bounds } = await client.query(
      `SELECT id AS merchant, to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS day,
              date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS day0,
              date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 + interval '1 day' AS day1
       FROM merchant WHERE code = 'DEMO'`,
      [ZONE],
    );
    const { merchant, day, day0, day1 } = bounds[0];

    let started = performance.now();
    let friends = 0;
    let batches = 0;
    for (let after = 0; ;) {
      const { rows } = await client.query(TURNOVER_SQL, [merchant, day0, day1, day, after, BATCH]);
      friends += rows.length;
      batches += 1;
      if (rows.length < BATCH) break;
      after = rows.at(-1).friendId;
    }
    log(
      `turnover job, every friend's day in ${batches} pages of ${BATCH}: ${milliseconds(started).toFixed(0)} ms ` +
        `for ${friends} friends with turnover`,
    );

    // The hourly runs after the first find the day paid: the rewards are recorded, then read again.
    await client.query(
      `INSERT INTO referral_reward (merchant_id, referrer_id, friend_id, kind, source_key, day,
                                    base, percent, amount)
       SELECT m.merchant_id, m.referrer_id, m.id, 'TURNOVER', 'TURNOVER:' || m.id || ':' || $1,
              $1::date, 1, 0.5, 0.01
       FROM member m WHERE m.account LIKE 'rf%'`,
      [day],
    );
    started = performance.now();
    const again = await client.query(TURNOVER_SQL, [merchant, day0, day1, day, 0, BATCH]);
    log(
      `turnover job, a later run of the same day (every friend paid): ` +
        `${milliseconds(started).toFixed(0)} ms, ${again.rowCount} friends left`,
    );
    await client.query(`DELETE FROM referral_reward WHERE source_key LIKE 'TURNOVER:%'`);

    started = performance.now();
    let deposits = 0;
    batches = 0;
    const since = new Date(new Date(day1).getTime() - 24 * 3_600_000);
    for (let cursor = [null, null]; ;) {
      const { rows } = await client.query(FIRST_DEPOSIT_SQL, [since, day1, ...cursor, BATCH]);
      deposits += rows.length;
      batches += 1;
      if (rows.length < BATCH) break;
      cursor = [rows.at(-1).decidedAt, rows.at(-1).depositId];
    }
    log(
      `first-deposit job, a day of approved deposits in ${batches} pages of ${BATCH}: ` +
        `${milliseconds(started).toFixed(0)} ms for ${deposits} first deposits`,
    );

    // A run after everything is paid reads nothing: the minute job's usual case.
    started = performance.now();
    await client.query(FIRST_DEPOSIT_SQL, [
      new Date(Date.now() - 60_000),
      new Date(),
      null,
      null,
      BATCH,
    ]);
    log(`first-deposit job, a quiet minute: ${milliseconds(started).toFixed(1)} ms`);
  });
}

if (!(await databaseReady())) await buildDatabase();
else log(`reusing ${NAME}`);
await measure();
