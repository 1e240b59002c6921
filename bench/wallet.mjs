// Benchmark of the wallet ledger under 64 concurrent clients: (a) transfers MAIN <-> MG, (b)
// settled seamless rounds on PG (a signed debit, then its credit), (c) pgbench's TPC-B-like script
// on the same Postgres server for scale, then (d) the ledger's invariants after the load. The API
// and the bare-Fastify baseline run pinned to core 0, this load generator to core 1
// (bench/harness.mjs, shared with run.mjs and lobby.mjs); Postgres is not pinned.
//
// Usage: pnpm bench:wallet (builds first), or node bench/wallet.mjs after pnpm build.
// It (re)creates the database wps_bench_wallet on the server of BENCH_POSTGRES_URL
// (postgresql://postgres@127.0.0.1:5432/postgres), applies the migrations, seeds the demo operator,
// adds 64 members through the seed's own code (each opened with an ADJUSTMENT entry from
// HOUSE_CASH, as the demo logins are), and uses REDIS_URL (redis://127.0.0.1:6379). pgbench runs
// in wps_bench_pgbench (initialised once at PGBENCH_SCALE, 64 by default: one branch per client).
// BENCH_SECONDS (10) times each phase after a 2 s warm-up; BENCH_CONNECTIONS (64) is the number
// of clients. Exits non-zero on any failed call or ledger invariant violation.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, BARE, DURATION_SECONDS, measure, pinned, withServers } from './harness.mjs';
import {
  apiClient,
  benchMembers,
  databaseUrl,
  expectOk,
  ledgerInvariants,
  logIn,
  memberTotalsOff,
  prepareDatabase,
  runTag,
  seamlessCaller,
  withClient,
} from './wallet-kit.mjs';

const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const WARM_UP_SECONDS = 2;
const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const PGBENCH_SCALE = Number(process.env.PGBENCH_SCALE ?? 64);
const DATABASE_URL = databaseUrl(SERVER_URL, 'wps_bench_wallet');
const PGBENCH_DATABASE = 'wps_bench_pgbench';

// The target: this many transfers a second from the 64 clients, answered within
// TARGET_P99_MS at the 99th percentile.
const TARGET_TRANSFERS_PER_SECOND = 1500;
const TARGET_P99_MS = 50;
const OPENING_BALANCE = '1000000.00';
const TRANSFER_AMOUNT = '10.00';
const TRANSFER_VENDOR = 'MG';
const SEAMLESS_VENDOR = 'PG';
const STAKE = '1.00';
const PASSWORD = 'Bench1234';
const RUN = runTag();
const members = benchMembers(CLIENTS, 'bench_w');

// ---- load -----------------------------------------------------------------------------------

const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

// CPU time (ms) of the API process and of the Postgres backends serving wps_bench_wallet, read
// from /proc around each measured phase: what one transfer or round costs each side. Linux only;
// elsewhere the figures are left out.
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  } catch {
    return 100;
  }
})();

function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime + stime
  } catch {
    return null;
  }
}

/** The built API: the child of this process (through taskset's exec) running dist/main.js. */
let apiProcessId;
function apiPid() {
  apiProcessId ??= findApiPid();
  return apiProcessId;
}

function findApiPid() {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .find((pid) => {
        try {
          const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
          return (
            Number(parent) === process.pid &&
            readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/api/dist/main.js')
          );
        } catch {
          return false;
        }
      });
  } catch {
    return undefined;
  }
}

async function cpuSnapshot() {
  const pid = apiPid();
  const backends = await withClient(DATABASE_URL, async (client) => {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = 'wps_bench_wallet' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  });
  const { user, system } = process.cpuUsage();
  return {
    api: pid === undefined ? null : cpuMsOf(pid),
    backends,
    loadGenerator: (user + system) / 1000,
  };
}

function cpuPerOperation(before, after, count) {
  if (before.api === null || after.api === null || count === 0) return null;
  let postgres = 0;
  for (const [pid, ms] of after.backends) {
    if (ms === null) return null;
    postgres += ms - (before.backends.get(pid) ?? 0);
  }
  return {
    apiMs: (after.api - before.api) / count,
    postgresMs: postgres / count,
    loadGeneratorMs: (after.loadGenerator - before.loadGenerator) / count,
  };
}

/**
 * Runs `step(client)` on every client without a pause for WARM_UP_SECONDS + DURATION_SECONDS and
 * measures the steps that start after the warm-up (no stop and restart in between: 64 clients
 * starting at one instant would be a burst no real load has). Without `perSecond` each client
 * sends its next request as soon as the last is answered (closed loop: full speed). With
 * `perSecond` the requests are due on a fixed schedule, dealt to the clients in turn, and each
 * latency counts from the moment its request was due, so a request held up behind a slow one
 * counts the wait too. Each step answers its own latency in ms; any failure stops the run.
 */
async function load(step, { perSecond } = {}) {
  const started = performance.now();
  const measureFrom = started + WARM_UP_SECONDS * 1000;
  const deadline = measureFrom + DURATION_SECONDS * 1000;
  const latencies = [];
  let before;
  const snapshot = new Promise((resolve, reject) => {
    setTimeout(
      () => cpuSnapshot().then((taken) => resolve((before = taken)), reject),
      WARM_UP_SECONDS * 1000,
    );
  });
  await Promise.all(
    members.map(async (member, index) => {
      for (let turn = 0; ; turn += 1) {
        const now = performance.now();
        // In a closed loop a request is due as soon as the last one is answered.
        const due = perSecond
          ? started + ((turn * members.length + index) * 1000) / perSecond
          : now;
        if (Math.max(due, now) >= deadline) return;
        if (due > now) await new Promise((resolve) => setTimeout(resolve, due - now));
        const waited = performance.now() - due;
        const latency = waited + (await step(member));
        if (due >= measureFrom) latencies.push(latency);
      }
    }),
  );
  await snapshot;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / DURATION_SECONDS,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies[latencies.length - 1] ?? 0,
    cpu: cpuPerOperation(before, await cpuSnapshot(), latencies.length),
  };
}

/** What the clients did, to compare with the ledger afterwards. */
const sent = { transferKeys: new Map(), rounds: 0, netByMember: new Map() };

async function transfer(member) {
  member.transfers = (member.transfers ?? 0) + 1;
  const key = `bench-${RUN}-${member.account}-${member.transfers}`;
  const body = {
    direction: member.transfers % 2 === 1 ? 'TO_VENDOR' : 'FROM_VENDOR',
    vendor: TRANSFER_VENDOR,
    amount: TRANSFER_AMOUNT,
  };
  const answer = await post(
    '/wps/relay/GCS_walletTransfer',
    { authorization: member.bearer, 'idempotency-key': key },
    body,
  );
  const value = expectOk(`transfer ${key}`, answer);
  sent.transferKeys.set(key, { member, body, transferId: value.transferId });
  member.lastTransfer = { key, body, transferId: value.transferId };
  return answer.ms;
}

/** One settled round: a signed debit, then its credit (a win of twice the stake every other). */
async function round(member) {
  member.rounds = (member.rounds ?? 0) + 1;
  const roundId = `bench-${RUN}-${member.account}-${member.rounds}`;
  const common = { playerToken: member.playerToken, roundId, gameCode: member.gameCode };
  const payout = member.rounds % 2 === 0 ? '2.00' : '0.00';
  const started = performance.now();
  expectOk(
    `debit ${roundId}`,
    await signedCall('debit', { ...common, transactionId: `${roundId}:debit`, amount: STAKE }),
  );
  expectOk(
    `credit ${roundId}`,
    await signedCall('credit', { ...common, transactionId: `${roundId}:credit`, amount: payout }),
  );
  sent.rounds += 1;
  sent.netByMember.set(
    member.id,
    (sent.netByMember.get(member.id) ?? 0) + Math.round((Number(payout) - Number(STAKE)) * 100),
  );
  return performance.now() - started;
}

/** Each client's last transfer sent again with its key: the first answer, nothing posted. */
async function replayLastTransfers() {
  let mismatches = 0;
  for (const member of members) {
    const { key, body, transferId } = member.lastTransfer;
    const answer = await post(
      '/wps/relay/GCS_walletTransfer',
      { authorization: member.bearer, 'idempotency-key': key },
      body,
    );
    if (expectOk(`replay ${key}`, answer).transferId !== transferId) mismatches += 1;
  }
  return mismatches;
}

// ---- pgbench --------------------------------------------------------------------------------

function pgbenchArgs(...args) {
  const url = new URL(SERVER_URL);
  return [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    ...args,
    PGBENCH_DATABASE,
  ];
}

/** pgbench's default TPC-B-like script with the same clients and duration: tps and latencies. */
async function runPgbench() {
  const scale = await withClient(SERVER_URL, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      PGBENCH_DATABASE,
    ]);
    if (rows.length === 0) await client.query(`CREATE DATABASE ${PGBENCH_DATABASE}`);
    return withClient(databaseUrl(SERVER_URL, PGBENCH_DATABASE), async (bench) => {
      try {
        return (await bench.query('SELECT count(*)::int AS n FROM pgbench_branches')).rows[0].n;
      } catch {
        return 0;
      }
    });
  });
  if (scale !== PGBENCH_SCALE) {
    console.log(`pgbench: initialising ${PGBENCH_DATABASE} at scale ${PGBENCH_SCALE}`);
    execFileSync('pgbench', pgbenchArgs('-i', '-q', '-s', String(PGBENCH_SCALE)), {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const logs = mkdtempSync(path.join(os.tmpdir(), 'wps-pgbench-'));
  try {
    const args = pgbenchArgs(
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(DURATION_SECONDS),
      '-l',
      '--log-prefix',
      path.join(logs, 'tx'),
    );
    // Like the API's load generator: the client on core 1, Postgres where it likes.
    const result = pinned
      ? spawnSync('taskset', ['-c', '1', 'pgbench', ...args], { encoding: 'utf8' })
      : spawnSync('pgbench', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pgbench failed:\n${result.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
    // Per-transaction log lines: client, transaction, latency in µs, script, epoch s, µs.
    const latencies = readdirSync(logs)
      .flatMap((file) => readFileSync(path.join(logs, file), 'utf8').trim().split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return {
      perSecond: tps,
      count: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

// ---- invariants -----------------------------------------------------------------------------

/** The ledger's invariants after the load, and what the clients did against what was posted. */
async function checkInvariants() {
  return withClient(DATABASE_URL, async (client) => {
    const one = async (sql, values = []) => (await client.query(sql, values)).rows[0];
    const checks = await ledgerInvariants(client);

    const prefix = `bench-${RUN}-%`;
    const posted = await one(
      `SELECT
         count(*) FILTER (WHERE kind = 'TRANSFER')::int AS transfers,
         count(DISTINCT idempotency_key) FILTER (WHERE kind = 'TRANSFER')::int AS "transferKeys",
         count(*) FILTER (WHERE kind = 'BET_DEBIT')::int AS debits,
         count(*) FILTER (WHERE kind = 'WIN_CREDIT')::int AS credits
       FROM journal_entry WHERE idempotency_key LIKE $1`,
      [prefix],
    );
    const bets = await one(
      `SELECT count(*)::int AS rounds, count(*) FILTER (WHERE status <> 'SETTLED')::int AS open
       FROM bet_record WHERE round_id LIKE $1`,
      [prefix],
    );
    checks['transfers answered but not posted once'] = Math.abs(
      posted.transfers - sent.transferKeys.size,
    );
    checks['transfer ids answered twice'] =
      sent.transferKeys.size -
      new Set([...sent.transferKeys.values()].map((entry) => entry.transferId)).size;
    checks['rounds played but not posted once'] =
      Math.abs(posted.debits - sent.rounds) +
      Math.abs(posted.credits - sent.rounds) +
      Math.abs(bets.rounds - sent.rounds);
    checks['rounds left open'] = bets.open;

    // Transfers move money between a member's own wallets; rounds change it by payout - stake.
    checks['member totals off what the clients did'] = await memberTotalsOff(
      client,
      members,
      OPENING_BALANCE,
      sent.netByMember,
    );
    return checks;
  });
}

// ---- main -----------------------------------------------------------------------------------

process.env.DATABASE_URL = DATABASE_URL;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';

const loadBefore = os.loadavg();
await prepareDatabase(SERVER_URL, 'wps_bench_wallet', members, {
  openingBalance: OPENING_BALANCE,
  password: PASSWORD,
  seamlessVendor: SEAMLESS_VENDOR,
});
const { post, destroy } = apiClient(API, { connections: CLIENTS + 4 });
const signedCall = await seamlessCaller(post, SEAMLESS_VENDOR);

let baseline;
let transfers;
let heldTransfers;
let rounds;
let replayMismatches;
await withServers(async () => {
  await logIn(post, members, PASSWORD);
  baseline = await measure(`${BARE}/bare`, undefined, { connections: CLIENTS });
  transfers = await load(transfer);
  heldTransfers = await load(transfer, { perSecond: TARGET_TRANSFERS_PER_SECOND });
  rounds = await load(round);
  replayMismatches = await replayLastTransfers();
});
const pgbench = await runPgbench();
const loadAfter = os.loadavg();
const checks = await checkInvariants();
checks['replayed keys answered differently'] = replayMismatches;
const violations = Object.values(checks).reduce((total, count) => total + Number(count), 0);

const fixed = (value, digits = 1) => Number(value).toFixed(digits);
const row = (name, figures, unit) =>
  `| ${name} | ${Math.round(figures.perSecond)} ${unit} | ${fixed(figures.p50Ms)} | ${fixed(figures.p99Ms)} |`;
console.log(
  [
    `${CLIENTS} clients, ${DURATION_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up; ` +
      `${pinned ? 'servers on core 0, load on core 1, Postgres not pinned' : 'not pinned'}; ` +
      `pgbench scale ${PGBENCH_SCALE}; load average ${loadBefore.map((n) => fixed(n, 2)).join(' ')} ` +
      `before, ${loadAfter.map((n) => fixed(n, 2)).join(' ')} after`,
    '',
    '| what | per second | p50 ms | p99 ms |',
    '|---|---|---|---|',
    `| bare Fastify GET /bare | ${Math.round(baseline.requestsPerSecond)} requests | ${baseline.p50Ms} | ${baseline.p99Ms} |`,
    row(
      `transfer MAIN <-> ${TRANSFER_VENDOR} (POST /wps/relay/GCS_walletTransfer)`,
      transfers,
      'transfers',
    ),
    row(
      `transfer MAIN <-> ${TRANSFER_VENDOR}, held at ${TARGET_TRANSFERS_PER_SECOND}/s (latency from due time)`,
      heldTransfers,
      'transfers',
    ),
    row(
      `settled round on ${SEAMLESS_VENDOR} (signed debit + credit, latency of both)`,
      rounds,
      'rounds',
    ),
    row('pgbench TPC-B-like (-c 64 -j 2), same server', pgbench, 'tps'),
    '',
    ...[
      ['transfer', transfers],
      [`transfer held at ${TARGET_TRANSFERS_PER_SECOND}/s`, heldTransfers],
      ['round', rounds],
    ].map(([name, figures]) =>
      figures.cpu
        ? `CPU per ${name}: API ${fixed(figures.cpu.apiMs, 2)} ms (one process on one core), ` +
          `its Postgres backends ${fixed(figures.cpu.postgresMs, 2)} ms, ` +
          `this load generator ${fixed(figures.cpu.loadGeneratorMs, 2)} ms`
        : `CPU per ${name}: not measured (no /proc)`,
    ),
    `${transfers.count} transfers and ${rounds.count} rounds measured (max ${fixed(transfers.maxMs)} / ` +
      `${fixed(rounds.maxMs)} ms); ${pgbench.count} pgbench transactions`,
    `ratio transfers/s / pgbench tps: ${(transfers.perSecond / pgbench.perSecond).toFixed(2)}; ` +
      `rounds/s / pgbench tps: ${(rounds.perSecond / pgbench.perSecond).toFixed(2)}; ` +
      `transfers/s / bare requests/s: ${(transfers.perSecond / baseline.requestsPerSecond).toFixed(3)}`,
    `target ${TARGET_TRANSFERS_PER_SECOND} transfers/s at p99 <= ${TARGET_P99_MS} ms: ${
      transfers.perSecond >= TARGET_TRANSFERS_PER_SECOND &&
      heldTransfers.perSecond >= TARGET_TRANSFERS_PER_SECOND * 0.99 &&
      heldTransfers.p99Ms <= TARGET_P99_MS
        ? 'met'
        : 'NOT met'
    } (full speed ${Math.round(transfers.perSecond)}/s; held at ${TARGET_TRANSFERS_PER_SECOND}/s: ` +
      `${Math.round(heldTransfers.perSecond)}/s, p99 ${fixed(heldTransfers.p99Ms)} ms; ` +
      `full-speed p99 ${fixed(transfers.p99Ms)} ms ${transfers.p99Ms <= TARGET_P99_MS ? '<=' : '>'} ${TARGET_P99_MS} ms)`,
    '',
    ...Object.entries(checks).map(([name, count]) => `  ${name}: ${count}`),
    `violations = ${violations}`,
  ].join('\n'),
);
destroy();
if (violations > 0) process.exit(1);
