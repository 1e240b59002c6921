// Benchmark of the agent payout jobs (issue 16): the real-time salary of one 5-minute window of
// PAYOUT_BENCH_WINDOW_MEMBERS members' settled rounds, and the daily wages of one operator day of
// PAYOUT_BENCH_MEMBERS members, over a 7-level tree where every agent holds both contracts. Each
// is paid by the job's own handler in the built API, timed, run a second time (it must write
// nothing) and checked against the top contract's share.
//
// Usage (after `pnpm build`): `node bench/agent-payouts.mjs`. It builds the database
// `wps_bench_payouts` (PAYOUT_BENCH_DATABASE) on the Postgres of BENCH_POSTGRES_URL once and
// reuses it while its counts match; each run pays on a fresh copy of it (`<name>_run`), so every
// run finds the periods unpaid.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import os from 'node:os';
import {
  benchGames,
  loadAgentTree,
  seconds,
  seededDatabase,
  withoutBetIndexes,
} from './agent-kit.mjs';
import { root } from './harness.mjs';
import { backendCpu, databaseMatches, databaseUrl, dist, withClient } from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// Another name keeps a small database beside the full-size one.
const NAME = process.env.PAYOUT_BENCH_DATABASE ?? 'wps_bench_payouts';
const RUN_NAME = `${NAME}_run`;
/** Members at depth 6, each with a day of figures (the daily run). */
const MEMBERS = Number(process.env.PAYOUT_BENCH_MEMBERS ?? 1_000_000);
/** Members with settled rounds in each 5-minute window (the real-time run). */
const WINDOW_MEMBERS = Number(process.env.PAYOUT_BENCH_WINDOW_MEMBERS ?? 100_000);
const BETS_PER_MEMBER = Number(process.env.PAYOUT_BENCH_BETS_PER_MEMBER ?? 5);
/** The operator day paid, and the window paid: 20:00-20:05 of it. */
const DAY = process.env.PAYOUT_BENCH_DAY ?? '2026-11-20';
const WINDOW_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
// Agents at depths 1 to 5 for 1,000,000 members (the agent reports' tree), in proportion below.
const FULL_AGENT_LEVELS = [10, 100, 1_000, 5_000, 20_000];
const AGENT_LEVELS = FULL_AGENT_LEVELS.map((count) =>
  Math.max(1, Math.round((count * MEMBERS) / 1_000_000)),
);
// The windows before and after the one paid hold rounds too: the paid one is a range of the index.
const WINDOWS = 3;
const BETS = WINDOWS * WINDOW_MEMBERS * BETS_PER_MEMBER;
const URL_ = databaseUrl(SERVER_URL, NAME);
const RUN_URL = databaseUrl(SERVER_URL, RUN_NAME);

const log = (message) => console.log(`payout bench: ${message}`);
const shared = await import(path.join(root, 'packages/shared-types/dist/index.js'));

// The seeded site's operator day is Asia/Kuala_Lumpur's (UTC+8, no daylight saving).
const windowStart = new Date(`${DAY}T20:00:00+08:00`);
const dayStart = new Date(`${DAY}T00:00:00+08:00`);

/**
 * Tiers by depth below demo_agent: 1.00 %, 1.20 % from 1,000.00 of team turnover, 1.50 % from
 * 100,000.00 with 50 active members; 0.12 points less each level down, so every child's terms
 * stay within its upline's (checked below with the rules the contracts' routes apply).
 */
function tiersAt(depth) {
  const ratio = (percent) => (percent - 0.12 * depth).toFixed(2);
  return [
    { turnover: '0', ratio: ratio(1), activeMembers: null },
    { turnover: '1000', ratio: ratio(1.2), activeMembers: null },
    { turnover: '100000', ratio: ratio(1.5), activeMembers: 50 },
  ];
}

function contractTerms() {
  const terms = Array.from({ length: FULL_AGENT_LEVELS.length + 1 }, (_, depth) => tiersAt(depth));
  terms.forEach((tiers, depth) => {
    const problems = {
      ...shared.contractTiersProblems(tiers),
      ...(depth > 0 ? shared.tiersWithinUpline(tiers, terms[depth - 1]) : {}),
    };
    if (Object.keys(problems).length > 0) {
      throw new Error(`tiers at depth ${depth}: ${JSON.stringify(problems)}`);
    }
  });
  return terms;
}

async function databaseReady() {
  return databaseMatches(SERVER_URL, NAME, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM member WHERE account LIKE 'apm\\_%')::int AS members,
              (SELECT count(*) FROM member WHERE account LIKE 'ap%' AND is_agent <> 0)::int AS agents,
              (SELECT count(*) FROM bet_record WHERE round_id LIKE 'ap-%')::int AS bets,
              (SELECT count(*) FROM member_day_stats WHERE day = $1::date)::int AS day_rows`,
      [DAY],
    );
    const agents = AGENT_LEVELS.reduce((a, b) => a + b, 0);
    const [found] = rows;
    return (
      found.members === MEMBERS &&
      found.agents === agents &&
      found.bets === BETS &&
      found.day_rows >= MEMBERS
    );
  });
}

async function buildDatabase() {
  const started = performance.now();
  await seededDatabase(SERVER_URL, NAME, URL_);
  await withClient(URL_, async (client) => {
    // Bulk load: the triggers (report events) stay off; the payouts read no rollup but the day's.
    await client.query('SET session_replication_role = replica');
    await loadAgentTree(client, 'ap', [...AGENT_LEVELS, MEMBERS]);
    log(`${MEMBERS} members under ${AGENT_LEVELS.join('/')} agents in ${seconds(started)}`);
    await loadContracts(client);
    await client.query(`
      CREATE TEMP TABLE bench_members AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, merchant_id
        FROM member WHERE account LIKE 'apm\\_%'`);
    await client.query('CREATE UNIQUE INDEX ON bench_members (n)');
    await client.query('ANALYZE bench_members');
    await loadBets(client);
    await loadDays(client);
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM (ANALYZE)');
  });
  log(`database built in ${seconds(started)}`);
}

/**
 * Both contracts (real-time salary, daily wages) on demo_agent (the operator's, no upline) and on
 * every agent below it (its upline's), in force since a month before the day; and each agent's
 * MAIN wallet, which every agent that has logged in has.
 */
async function loadContracts(client) {
  await client.query(
    `INSERT INTO agent_contract (merchant_id, agent_id, upline_id, kind, status, slot, period,
                                 tiers, proposed_by, proposed_at, started_at)
     SELECT m.merchant_id, m.id, CASE WHEN m.id = top.id THEN NULL ELSE m.upline_id END,
            k.kind::"AgentContractKind", 'ACTIVE', 'IN_FORCE', k.period::"PayoutPeriod",
            ($1::jsonb) -> (m.depth - top.depth),
            (CASE WHEN m.id = top.id THEN 'OPERATOR' ELSE 'UPLINE' END)::"AgentContractParty",
            $2::date - 30, $2::date - 30
     FROM member top
     JOIN member m ON m.is_agent <> 0
       AND (m.id = top.id OR m.ancestry_path LIKE top.ancestry_path || top.id || '/%')
     CROSS JOIN (VALUES ('REAL_TIME_SALARY', 'FIVE_MINUTES'), ('DAILY_WAGES', 'DAILY')) k(kind, period)
     WHERE top.account = 'demo_agent'`,
    [JSON.stringify(contractTerms()), DAY],
  );
  await client.query(`
    INSERT INTO ledger_account (merchant_id, member_id, kind, currency)
    SELECT m.merchant_id, m.id, 'MAIN', mc.currency_code
    FROM member m JOIN merchant mc ON mc.id = m.merchant_id
    WHERE m.account LIKE 'ap%' AND m.is_agent <> 0
    ON CONFLICT DO NOTHING`);
}

/**
 * WINDOW_MEMBERS members' rounds (BETS_PER_MEMBER each) settled through each of WINDOWS windows
 * (the paid one in the middle), stakes 1 to 50, a third of them won at 1.9x.
 */
async function loadBets(client) {
  const started = performance.now();
  const games = await benchGames(client);
  const perWindow = WINDOW_MEMBERS * BETS_PER_MEMBER;
  const rebuilt = await withoutBetIndexes(client, async () => {
    for (let w = 0; w < WINDOWS; w += 1) {
      const start = new Date(windowStart.getTime() + (w - 1) * WINDOW_MS);
      await client.query(
        `INSERT INTO bet_record (merchant_id, member_id, vendor_id, game_id, category_code,
                                 round_id, stake, payout, status, placed_at, settled_at)
         SELECT a.merchant_id, a.id, g.vendor_id, g.id, g.category_code, 'ap-' || $1 || '-' || j,
                s.stake, CASE WHEN j % 3 = 0 THEN s.stake * 1.9 ELSE 0 END, 'SETTLED',
                t.at - interval '30 seconds', t.at
         FROM generate_series(0, $2::int - 1) j
         JOIN bench_members a ON a.n = ($1::int * $3::int + j % $3::int) % $4::int
         JOIN bench_games g ON g.n = j % $5::int
         CROSS JOIN LATERAL (SELECT ((j % 50) + 1)::numeric AS stake) s
         CROSS JOIN LATERAL (SELECT $6::timestamptz
                               + (j::bigint * $7::int / $2::int) * interval '1 millisecond' AS at) t`,
        [w, perWindow, WINDOW_MEMBERS, MEMBERS, games, start.toISOString(), WINDOW_MS],
      );
    }
  });
  log(`${BETS} settled rounds in ${WINDOWS} windows in ${seconds(started)} (indexes ${rebuilt})`);
}

/** Every member's rolled-up figures of the day paid and of the day before. */
async function loadDays(client) {
  const started = performance.now();
  await client.query(
    `INSERT INTO member_day_stats (member_id, day, bets, stake, payout, active_gap)
     SELECT a.id, d.day, 1 + a.n % 40, f.stake, round(f.stake * 0.95, 2), 1
     FROM bench_members a
     CROSS JOIN (VALUES ($1::date), ($1::date - 1)) d(day)
     CROSS JOIN LATERAL (SELECT ((a.n % 500) + 10)::numeric * (1 + a.n % 40) AS stake) f`,
    [DAY],
  );
  log(`${2 * MEMBERS} member day rows in ${seconds(started)}`);
}

/** A copy of the built database, so that the periods are unpaid in every run. */
async function freshCopy() {
  await withClient(SERVER_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${RUN_NAME} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${RUN_NAME} TEMPLATE ${NAME} STRATEGY FILE_COPY`);
  });
}

/** The built API's application context on the copy, with the job runner's timer stopped. */
async function startApi() {
  const { loadConfig } = await dist('config/app-config.js');
  const { createLogger } = await dist('logging/logger.js');
  const { createApp } = await dist('app.factory.js');
  const { openKeyValueStore } = await dist('store/store.factory.js');
  const { JobRunner } = await dist('jobs/job-runner.js');
  const config = loadConfig({ LOG_LEVEL: 'warn', WEB_DIST_DIR: '', DATABASE_URL: RUN_URL });
  const store = await openKeyValueStore(undefined);
  const app = await createApp({ config, databaseUrl: RUN_URL, store }, createLogger(config));
  // Only the bench's calls pay: the runner would otherwise run the jobs' latest periods too.
  await app.get(JobRunner).onModuleDestroy();
  return {
    app,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/** The operator offers both kinds (the jobs pay only the sites that do). */
async function offerKinds(app) {
  const { AgentSettingsRepository } = await dist('agent/agent-settings.repository.js');
  const { rows } = await withClient(RUN_URL, (client) =>
    client.query(`SELECT merchant_id FROM member WHERE account = 'demo_agent'`),
  );
  await app.get(AgentSettingsRepository).replace(rows[0].merchant_id, {
    ...shared.DEFAULT_AGENT_SETTINGS,
    features: { dividend: false, dailyWages: true, hourlySalary: false, realTimeSalary: true },
  });
}

/** What the period's payouts hold, and the checks of exactly once and of the top share. */
async function periodFigures(kind, periodStart, teamTurnoverSql, parameters) {
  return withClient(RUN_URL, async (client) => {
    const { rows } = await client.query(
      `WITH p AS (
         SELECT * FROM agent_payout WHERE kind = $1::"AgentContractKind" AND period_start = $2
       ), top AS (
         SELECT p.* FROM p JOIN member m ON m.id = p.agent_id WHERE m.account = 'demo_agent'
       )
       SELECT (SELECT count(*) FROM p)::int AS payouts,
              (SELECT count(*) FROM p WHERE status = 'PAID')::int AS paid,
              (SELECT count(*) FROM agent_payout_line l JOIN p ON p.id = l.payout_id)::int AS lines,
              (SELECT count(*) FROM journal_entry e JOIN p ON p.entry_id = e.id)::int AS entries,
              (SELECT count(*) FROM journal_entry e
               WHERE e.idempotency_scope = 'agent-payout'
                 AND e.idempotency_key LIKE '%:' || $3)::int AS keyed_entries,
              (SELECT coalesce(sum(amount), 0) FROM p)::text AS amount,
              (SELECT coalesce(sum(l.amount), 0) FROM journal_line l JOIN p ON p.entry_id = l.entry_id
               WHERE l.amount > 0)::text AS credited,
              (SELECT coalesce(sum(gross_share - downline_shares), 0) FROM p)::text AS shares,
              (SELECT gross_share FROM top)::text AS top_share,
              (SELECT ratio FROM top)::text AS top_ratio,
              (SELECT team_turnover FROM top)::text AS top_turnover,
              (${teamTurnoverSql})::text AS turnover`,
      [kind, periodStart, periodStart.toISOString(), ...parameters],
    );
    return rows[0];
  });
}

function checks(figures) {
  const problems = [];
  const expectedShare = (Number(figures.turnover) * Number(figures.top_ratio)) / 100;
  if (figures.top_turnover !== figures.turnover) {
    problems.push(`top team turnover ${figures.top_turnover}, bets say ${figures.turnover}`);
  }
  if (Math.abs(Number(figures.top_share) - expectedShare) > 1e-6 * expectedShare) {
    problems.push(`top share ${figures.top_share}, ratio x turnover ${expectedShare}`);
  }
  if (figures.shares !== figures.top_share) {
    problems.push(`shares add up to ${figures.shares}, top share ${figures.top_share}`);
  }
  // Each payout is rounded down to the cent: the house keeps less than a cent per payout.
  const kept = Number(figures.top_share) - Number(figures.amount);
  if (kept < 0 || kept >= 0.01 * figures.payouts) problems.push(`rounding kept ${kept}`);
  if (figures.entries !== figures.paid || figures.keyed_entries !== figures.paid) {
    problems.push(`${figures.paid} paid, ${figures.entries} / ${figures.keyed_entries} entries`);
  }
  if (Number(figures.credited) !== Number(figures.amount)) {
    problems.push(`credited ${figures.credited}, paid ${figures.amount}`);
  }
  return problems;
}

/** CPU seconds of this process (the job runs in it) and of the database's backends since `before`. */
async function cpuSince(before) {
  const backends = await backendCpu(RUN_URL);
  let postgres = 0;
  for (const [pid, ms] of backends) postgres += (ms ?? 0) - (before.backends.get(pid) ?? 0);
  const node = process.cpuUsage(before.node);
  return { node: (node.user + node.system) / 1e6, postgres: postgres / 1000 };
}

async function payTwice(label, run, kind, periodStart, turnover) {
  const before = { backends: await backendCpu(RUN_URL), node: process.cpuUsage() };
  const started = performance.now();
  const first = await run();
  const elapsed = (performance.now() - started) / 1000;
  const cpu = await cpuSince(before);
  const again = await run();
  const figures = await periodFigures(kind, periodStart, turnover.sql, turnover.parameters);
  const problems = checks(figures);
  if (again.written !== 0) problems.push(`the second run wrote ${again.written}`);
  log(
    `${label}: ${elapsed.toFixed(2)} s, ${JSON.stringify(first)}; second run ${JSON.stringify(again)}`,
  );
  return {
    result: {
      job: label,
      seconds: elapsed.toFixed(2),
      cpuNode: cpu.node.toFixed(2),
      cpuPostgres: cpu.postgres.toFixed(2),
      payouts: figures.payouts,
      paid: figures.paid,
      lines: figures.lines,
      entries: figures.entries,
      amount: figures.amount,
      topShare: figures.top_share,
      turnover: figures.turnover,
      secondRun: again.written,
    },
    problems,
  };
}

const TREE = `(SELECT ancestry_path || id || '/%' FROM member WHERE account = 'demo_agent')`;

async function measure() {
  const { RealTimeSalaryJob, DailyPayoutJob } = await dist('agent-payouts/agent-payout.jobs.js');
  const api = await startApi();
  try {
    await offerKinds(api.app);
    const windowEnd = new Date(windowStart.getTime() + WINDOW_MS);
    const realTime = await payTwice(
      `real-time salary, ${WINDOW_MEMBERS} members' rounds in a window`,
      // The run for [end, end + 5 min) pays the window [start, end).
      () =>
        api.app
          .get(RealTimeSalaryJob)
          .run(
            { start: windowEnd, end: new Date(windowEnd.getTime() + WINDOW_MS) },
            new AbortController().signal,
          ),
      'REAL_TIME_SALARY',
      windowStart,
      {
        sql: `SELECT sum(b.stake) FROM bet_record b JOIN member m ON m.id = b.member_id
              WHERE b.status = 'SETTLED' AND NOT b.is_demo
                AND b.settled_at >= $4 AND b.settled_at < $5 AND m.ancestry_path LIKE ${TREE}`,
        parameters: [windowStart, windowEnd],
      },
    );
    // The hourly run whose end lies an hour into the next day pays the day.
    const nextDay = new Date(dayStart.getTime() + 24 * HOUR_MS);
    const daily = await payTwice(
      `daily wages, ${MEMBERS} members' day`,
      () =>
        api.app.get(DailyPayoutJob).run(
          {
            start: new Date(nextDay.getTime() + HOUR_MS),
            end: new Date(nextDay.getTime() + 2 * HOUR_MS),
          },
          new AbortController().signal,
        ),
      'DAILY_WAGES',
      dayStart,
      {
        sql: `SELECT sum(s.stake) FROM member_day_stats s JOIN member m ON m.id = s.member_id
              WHERE s.day = $4::date AND s.bets > 0 AND m.ancestry_path LIKE ${TREE}`,
        parameters: [DAY],
      },
    );
    console.table([realTime.result, daily.result]);
    const problems = [...realTime.problems, ...daily.problems];
    for (const problem of problems) log(`VIOLATION ${problem}`);
    log(
      `violations = ${problems.length}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

if (!(await databaseReady())) await buildDatabase();
else log('database ready, reused');
// The migrations that came after the database was built.
await (await dist('database/migrator.js')).applyMigrations(URL_);
const copied = performance.now();
await freshCopy();
log(`fresh copy of the database in ${seconds(copied)}`);
await measure();
