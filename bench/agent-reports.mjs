// Benchmark of the agent centre's reports for a top agent: every report over a 30-day period
// answered from the day rollups, beside the plain scan of bet_record for the same figures.
//
// Usage (after `pnpm build`): `node bench/agent-reports.mjs`. It builds the database
// `wps_bench_agents` on the Postgres of BENCH_POSTGRES_URL once (schema, seed, then a 7-level tree
// of AGENT_BENCH_MEMBERS accounts under demo_agent and AGENT_BENCH_BETS settled bets over
// AGENT_BENCH_DAYS days, AGENT_BENCH_ACTIVE members playing each day), fills the rollups with the
// job's own function (agent_stats_rollup) and reuses the database while its counts match. The
// migrations added since are applied, and AGENT_BENCH_ENTRIES journal entries of the same
// accounts (two lines each) are written once and rolled up by the job's money roll-up.
// AGENT_BENCH_REQUESTS (200) requests per report, one at a time, give p50/p95/p99.
import { performance } from 'node:perf_hooks';
import {
  benchGames,
  loadAgentTree,
  seconds,
  seededDatabase,
  withoutBetIndexes,
} from './agent-kit.mjs';
import { API, withServers } from './harness.mjs';
import { databaseMatches, databaseUrl, dist, withClient } from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NAME = 'wps_bench_agents';
const MEMBERS = Number(process.env.AGENT_BENCH_MEMBERS ?? 1_000_000);
const BETS = Number(process.env.AGENT_BENCH_BETS ?? 50_000_000);
const DAYS = Number(process.env.AGENT_BENCH_DAYS ?? 90);
const ACTIVE = Number(process.env.AGENT_BENCH_ACTIVE ?? 100_000);
const ENTRIES = Number(process.env.AGENT_BENCH_ENTRIES ?? 3_000_000);
const REQUESTS = Number(process.env.AGENT_BENCH_REQUESTS ?? 200);
const ZONE = 'Asia/Kuala_Lumpur';
// Agents at depths 1 to 5 under demo_agent (depth 0); the other accounts are members at depth 6.
const AGENT_LEVELS = [10, 100, 1_000, 5_000, 20_000];
const BET_BATCH = 2_000_000;
const ENTRY_BATCH = 500_000;
const ROLLUP_BATCH = 500_000;
const URL_ = databaseUrl(SERVER_URL, NAME);

const log = (message) => console.log(`agent bench: ${message}`);

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'ab%')::int AS members,
              (SELECT count(*) FROM bet_record WHERE round_id LIKE 'ab-%')::int AS bets,
              (SELECT count(*) FROM agent_stat_event)::int AS pending`,
    );
    return rows[0].members === MEMBERS && rows[0].bets === BETS && rows[0].pending === 0;
  });
}

async function buildDatabase() {
  await seededDatabase(SERVER_URL, NAME, URL_);
  await withClient(URL_, async (client) => {
    // The bulk load writes the events itself below (aggregated), so the triggers stay off.
    await client.query('SET session_replication_role = replica');
    await loadTree(client);
    await loadBets(client);
    await client.query('SET session_replication_role = DEFAULT');
    await rollUp(client);
    await client.query('VACUUM (ANALYZE)');
  });
}

async function loadTree(client) {
  const started = performance.now();
  const members = MEMBERS - AGENT_LEVELS.reduce((a, b) => a + b, 0);
  await loadAgentTree(client, 'ab', [...AGENT_LEVELS, members]);
  await client.query(
    `INSERT INTO agent_stat_event (member_id, at, registrations)
     SELECT id, created_at, 1 FROM member WHERE account LIKE 'ab%'`,
  );
  log(`${MEMBERS} accounts in a 7-level tree in ${seconds(started)}`);
}

async function loadBets(client) {
  const started = performance.now();
  await client.query(`
    CREATE TEMP TABLE bench_accounts AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM member WHERE account LIKE 'ab%'`);
  await client.query('CREATE UNIQUE INDEX ON bench_accounts (n)');
  await client.query('ANALYZE bench_accounts');
  const games = await benchGames(client);
  // Bet i: day d = i % DAYS back from today; ACTIVE accounts play each day (a tenth of the
  // accounts' rotation per day), one game per account and day.
  const rebuilt = await withoutBetIndexes(client, async () => {
    for (let start = 0; start < BETS; start += BET_BATCH) {
      await client.query(
        `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code,
                                 round_id, stake, payout, status, placed_at, settled_at)
         SELECT m.merchant_id, a.id, g.vendor_id, g.id, g.category_code, 'ab-' || i,
                ((i % 50) + 1)::numeric,
                CASE WHEN i % 3 = 0 THEN ((i % 50) + 1) * 1.9 ELSE 0 END, 'SETTLED',
                t.day0 - (i % $4::int) * interval '1 day' + (i % 86000) * interval '1 second',
                t.day0 - (i % $4::int) * interval '1 day' + (i % 86000 + 60) * interval '1 second'
         FROM generate_series($1::bigint, $2::bigint) i
         CROSS JOIN LATERAL (SELECT ((i / $4::int) % $5::int) * 10 + (i % $4::int) % 10 AS k) k
         JOIN bench_accounts a ON a.n = k.k % $6::int
         JOIN bench_games g ON g.n = (a.n + i % $4::int) % $7::int
         CROSS JOIN (SELECT merchant_id FROM member WHERE account = 'demo_agent') m
         CROSS JOIN (SELECT date_trunc('day', now() AT TIME ZONE $3) AT TIME ZONE $3 AS day0) t`,
        [start, Math.min(start + BET_BATCH, BETS) - 1, ZONE, DAYS, ACTIVE, MEMBERS, games],
      );
      log(`${Math.min(start + BET_BATCH, BETS)} bets after ${seconds(started)}`);
    }
  });
  log(`bet_record indexes rebuilt in ${rebuilt}`);
  await client.query(
    `INSERT INTO agent_stat_event (member_id, at, category_code, bets, stake, payout)
     SELECT member_id, min(placed_at), category_code, count(*), sum(stake), sum(payout)
     FROM bet_record WHERE round_id LIKE 'ab-%'
     GROUP BY member_id, (placed_at AT TIME ZONE $1)::date, category_code`,
    [ZONE],
  );
  log(`${BETS} bets and their events in ${seconds(started)}`);
}

/** The rollups filled by the job's own function, in big batches. */
async function rollUp(client) {
  const started = performance.now();
  let total = 0;
  for (;;) {
    const { rows } = await client.query('SELECT agent_stats_rollup($1) AS taken', [ROLLUP_BATCH]);
    total += rows[0].taken;
    log(`${total} events rolled up after ${seconds(started)}`);
    if (rows[0].taken < ROLLUP_BATCH) return;
  }
}

async function journalReady() {
  return withClient(URL_, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS entries FROM journal_entry WHERE idempotency_scope = 'agent-bench'`,
    );
    return rows[0].entries === ENTRIES;
  });
}

/**
 * ENTRIES journal entries of the bench's accounts over the last DAYS days, spread like the bets
 * (ACTIVE accounts a day): a tenth deposits, half bets, three tenths wins, a tenth bonuses, each
 * a line on the member's MAIN wallet and one on the house's cash. Written in bulk with the
 * ledger's triggers off, then rolled up by the job's own money roll-up (rollUpMoney).
 */
async function loadJournal() {
  const started = performance.now();
  await withClient(URL_, async (client) => {
    await client.query(`DELETE FROM journal_line WHERE entry_id IN
      (SELECT id FROM journal_entry WHERE idempotency_scope = 'agent-bench')`);
    await client.query(`DELETE FROM journal_entry WHERE idempotency_scope = 'agent-bench'`);
    await client.query('SET session_replication_role = replica');
    await client.query(`
      INSERT INTO ledger_account (merchant_id, member_id, kind, currency)
      SELECT m.merchant_id, m.id, 'MAIN', mc.currency_code
      FROM member m JOIN merchant mc ON mc.id = m.merchant_id
      WHERE m.account LIKE 'ab%'
      ON CONFLICT DO NOTHING`);
    await client.query(`
      CREATE TEMP TABLE bench_wallets AS
        SELECT row_number() OVER (ORDER BY m.id) - 1 AS n, m.id AS member_id, a.id AS account_id
        FROM member m JOIN ledger_account a ON a.member_id = m.id AND a.kind = 'MAIN'
        WHERE m.account LIKE 'ab%'`);
    await client.query('CREATE UNIQUE INDEX ON bench_wallets (n)');
    await client.query('ANALYZE bench_wallets');
    const { rows } = await client.query(`
      SELECT a.id FROM ledger_account a JOIN member m ON m.merchant_id = a.merchant_id
      WHERE m.account = 'demo_agent' AND a.kind = 'HOUSE_CASH' AND a.member_id IS NULL`);
    const house = rows[0].id;
    for (let start = 0; start < ENTRIES; start += ENTRY_BATCH) {
      await client.query(
        `WITH entries AS (
           SELECT i, w.member_id, w.account_id,
                  (ARRAY['DEPOSIT', 'BET_DEBIT', 'BET_DEBIT', 'BET_DEBIT', 'BET_DEBIT',
                         'BET_DEBIT', 'WIN_CREDIT', 'WIN_CREDIT', 'WIN_CREDIT', 'BONUS_GRANT'])
                    [1 + (i / $4::int) % 10]::"JournalEntryKind" AS kind,
                  ((i % 50) + 1)::numeric AS amount,
                  t.day0 - (i % $4::int) * interval '1 day' + (i % 86000) * interval '1 second'
                    AS at
           FROM generate_series($1::bigint, $2::bigint) i
           CROSS JOIN LATERAL (SELECT ((i / $4::int) % $5::int) * 10 + (i % $4::int) % 10 AS k) k
           JOIN bench_wallets w ON w.n = k.k % $6::int
           CROSS JOIN (SELECT date_trunc('day', now() AT TIME ZONE $3) AT TIME ZONE $3 AS day0) t
         ), posted AS (
           INSERT INTO journal_entry (merchant_id, kind, idempotency_scope, idempotency_key,
                                      request_hash, member_id, created_at)
           SELECT (SELECT merchant_id FROM member WHERE account = 'demo_agent'), kind,
                  'agent-bench', i::text, '-', member_id, at
           FROM entries
           RETURNING id, idempotency_key, created_at
         )
         INSERT INTO journal_line (entry_id, account_id, amount, balance_after, created_at)
         SELECT p.id, l.account_id, l.amount, abs(l.amount), p.created_at
         FROM posted p JOIN entries e ON e.i = p.idempotency_key::bigint
         CROSS JOIN LATERAL (VALUES
           (e.account_id, CASE WHEN e.kind = 'BET_DEBIT' THEN -e.amount ELSE e.amount END),
           ($7::int, CASE WHEN e.kind = 'BET_DEBIT' THEN e.amount ELSE -e.amount END)
         ) AS l(account_id, amount)`,
        [start, Math.min(start + ENTRY_BATCH, ENTRIES) - 1, ZONE, DAYS, ACTIVE, MEMBERS, house],
      );
      log(`${Math.min(start + ENTRY_BATCH, ENTRIES)} journal entries after ${seconds(started)}`);
    }
    await client.query('SET session_replication_role = DEFAULT');
  });
  const rolled = performance.now();
  const { createPrismaClient } = await dist('database/prisma.factory.js');
  const { LedgerReads } = await dist('ledger/ledger-reads.js');
  const { rollUpMoney } = await dist('agent-reports/agent-stats.rollup.js');
  const prisma = createPrismaClient(URL_, 2);
  try {
    const days = await prisma.$transaction((tx) => rollUpMoney(tx, new LedgerReads(prisma)), {
      timeout: 3_600_000,
    });
    log(`${days} member day rows of money rolled up in ${seconds(rolled)}`);
  } finally {
    await prisma.$disconnect();
  }
  await withClient(URL_, (client) =>
    client.query('VACUUM (ANALYZE) journal_entry, journal_line, member_day_money, team_day_money'),
  );
  log(`${ENTRIES} journal entries written and rolled up in ${seconds(started)}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeRequests(label, path, bearer) {
  const times = [];
  for (let i = 0; i < REQUESTS + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(`${API}${path}`, { headers: { authorization: bearer } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 5) times.push(performance.now() - started); // the first five warm up
  }
  times.sort((a, b) => a - b);
  return {
    report: label,
    p50: percentile(times, 50).toFixed(1),
    p95: percentile(times, 95).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
  };
}

async function timeScan(label, sql, parameters) {
  return withClient(URL_, async (client) => {
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await client.query(sql, parameters);
      times.push(performance.now() - started);
    }
    return { scan: label, bestMs: Math.min(...times).toFixed(0) };
  });
}

async function measureReports() {
  const { rows } = await withClient(URL_, (client) =>
    client.query(
      `SELECT to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS today,
              to_char((now() AT TIME ZONE $1)::date - 29, 'YYYY-MM-DD') AS first,
              (SELECT ancestry_path || id || '/' FROM member WHERE account = 'demo_agent') AS path,
              (SELECT category_code FROM game ORDER BY id LIMIT 1) AS category`,
      [ZONE],
    ),
  );
  const { today, first, path, category } = rows[0];
  const period = `from=${first}&to=${today}`;
  const results = [];
  // The API serves the bench's database, whatever DATABASE_URL the shell had.
  process.env.DATABASE_URL = URL_;
  await withServers(async () => {
    const login = await fetch(`${API}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_agent', password: 'Agent1234', type: 'username' }),
    });
    const answer = await login.json();
    if (!answer.value?.token) throw new Error(`login of demo_agent: ${JSON.stringify(answer)}`);
    const bearer = `Bearer ${answer.value.token}`;
    const reports = [
      ['team overview', `/wps/agent/team/overview?${period}`],
      ['profit-loss, direct downline', `/wps/agent/reports/profit-loss?${period}`],
      [
        'profit-loss, drilled to a level-1 agent',
        `/wps/agent/reports/profit-loss?${period}&parentAccount=ab1_0`,
      ],
      ['team betting, page 1', `/wps/agent/reports/team-betting?${period}`],
      ['team betting, page 50', `/wps/agent/reports/team-betting?${period}&pageNo=50`],
      [
        'team betting, one category',
        `/wps/agent/reports/team-betting?${period}&category=${category}`,
      ],
      ['team betting, one account', `/wps/agent/reports/team-betting?${period}&account=abm_1234`],
      ['income', `/wps/agent/reports/income?${period}`],
      ['downline transactions, page 1', `/wps/agent/reports/transactions?${period}`],
      ['downline transactions, deposits', `/wps/agent/reports/transactions?${period}&type=DEPOSIT`],
      [
        'downline transactions, one account',
        `/wps/agent/reports/transactions?${period}&account=abm_1234`,
      ],
      ['downline list, direct', '/wps/agent/downlines'],
      ['downline list, whole team', '/wps/agent/downlines?scope=TEAM'],
      ['downline list, team agents', '/wps/agent/downlines?scope=TEAM&type=AGENT&pageNo=20'],
    ];
    for (const [label, route] of reports) results.push(await timeRequests(label, route, bearer));
  });
  console.table(results);
  const window = [first, today, ZONE, `${path}%`];
  const scans = [
    await timeScan(
      'team figures from bet_record',
      `SELECT count(*), sum(b.stake), sum(b.payout), count(DISTINCT b.member_id)
       FROM bet_record b JOIN member m ON m.id = b.member_id
       WHERE b.placed_at >= ($1::date::timestamp AT TIME ZONE $3)
         AND b.placed_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
         AND b.status = 'SETTLED' AND m.ancestry_path LIKE $4`,
      window,
    ),
    await timeScan(
      'team betting totals from bet_record',
      `SELECT count(*), sum(b.stake), sum(b.payout - b.stake)
       FROM bet_record b JOIN member m ON m.id = b.member_id
       WHERE b.placed_at >= ($1::date::timestamp AT TIME ZONE $3)
         AND b.placed_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
         AND m.ancestry_path LIKE $4`,
      window,
    ),
  ];
  console.table(scans);
}

if (!(await databaseReady())) await buildDatabase();
else log('database ready, reused');
// The migrations that came after the database was built (the money roll-up's tables).
await (await dist('database/migrator.js')).applyMigrations(URL_);
if (!(await journalReady())) await loadJournal();
await measureReports();
