// What the wallet and payments benches (wallet.mjs, payments.mjs) and the chaos script
// (chaos.mjs) share: a database with the schema, the demo operator and funded bench members made
// through the seed's own code; an HTTP client for the API; member logins, transfers and signed
// seamless-wallet calls; the load phases with their CPU figures; pgbench on the same server; the
// ledger's invariants; and the lines of the printed table.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DURATION_SECONDS, pinned, root } from './harness.mjs';

export const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const pg = requireApi('pg');
/** A module of the built API (apps/api/dist). */
export const dist = (file) => import(path.join(root, 'apps/api/dist', file));

/** Bench members `<prefix>001`... (each member is one client of the load). */
export const benchMembers = (count, prefix) =>
  Array.from({ length: count }, (_, index) => ({
    account: `${prefix}${String(index + 1).padStart(3, '0')}`,
  }));

/**
 * A bench database's name: `wps_bench_<name>`, or `<BENCH_DB_PREFIX>_<name>` so that two people
 * can run a bench on one Postgres server at once without dropping each other's database.
 */
export const benchDatabase = (name) => `${process.env.BENCH_DB_PREFIX ?? 'wps_bench'}_${name}`;

/** A short random tag that keeps one run's keys and round ids apart from another's. */
export const runTag = () => randomBytes(4).toString('hex');

// ---- database -------------------------------------------------------------------------------

/** `serverUrl` with its database name replaced by `name`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the database `name` exists on the server of `serverUrl` and `matches(client)` says yes. */
export async function databaseMatches(serverUrl, name, matches) {
  const exists = await withClient(
    serverUrl,
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0,
  );
  return exists && withClient(databaseUrl(serverUrl, name), matches);
}

/**
 * Drops and creates the database `name` on the server of `serverUrl`, applies the migrations and
 * runs the seed: its address and the seed's report.
 */
export async function freshSeededDatabase(serverUrl, name) {
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = databaseUrl(serverUrl, name);
  const { applyMigrations } = await dist('database/migrator.js');
  const { createPrismaClient } = await dist('database/prisma.factory.js');
  const { seedDatabase } = await dist('seed/seed.js');
  await applyMigrations(url);
  const prisma = createPrismaClient(url, 2);
  try {
    return { url, report: await seedDatabase(prisma) };
  } finally {
    await prisma.$disconnect();
  }
}

/**
 * A fresh database `name` on the server of `serverUrl` with the schema, the demo operator and
 * `members` funded with `openingBalance` each; every member gets an `id` and a player token for a
 * game of `seamlessVendor`.
 */
export async function prepareDatabase(
  serverUrl,
  name,
  members,
  { openingBalance, password, seamlessVendor },
) {
  const { url, report } = await freshSeededDatabase(serverUrl, name);
  const { createPrismaClient } = await dist('database/prisma.factory.js');
  const { demoPasswordHashes, seedDemoAccounts } = await dist('seed/seed-accounts.js');
  const { seedOpeningBalances } = await dist('seed/seed-wallets.js');
  const { GameSessionService } = await dist('wallet/game-session.service.js');
  const { GameSessionRepository } = await dist('wallet/game-session.repository.js');
  const { WalletRepository } = await dist('wallet/wallet.repository.js');

  const prisma = createPrismaClient(url, 4);
  try {
    const merchant = await prisma.merchant.findFirstOrThrow({
      where: { code: report.merchantCode },
      select: { id: true },
    });
    // The bench logs in many times from one address: no slider puzzle (as the tests switch it off).
    await prisma.merchant.updateMany({ data: { sliderVerification: false } });
    const seeds = members.map(({ account }) => ({
      account,
      password,
      nickname: account,
      isAgent: 0,
      upline: null,
      vipLevel: null,
      labels: [],
      email: null,
      countryDialingCode: null,
      mobileNum: null,
      invitationCode: null,
      mustChangePassword: false,
      openingBalance,
    }));
    const hashes = await demoPasswordHashes(prisma, report.merchantCode, seeds);
    await prisma.$transaction((tx) => seedDemoAccounts(tx, merchant.id, seeds, hashes), {
      timeout: 60_000,
    });
    // The seed's opening balances: an ADJUSTMENT entry from HOUSE_CASH to each MAIN wallet.
    const funded = await seedOpeningBalances(prisma, merchant.id, seeds);
    if (funded !== members.length) {
      throw new Error(`${funded} opening balances posted, not ${members.length}`);
    }

    // A game session (player token) per member for a seamless vendor's game, as a launch opens.
    const sessions = new GameSessionService(
      new GameSessionRepository(prisma),
      new WalletRepository(prisma),
    );
    const game = await prisma.game.findFirstOrThrow({
      where: { vendor: { code: seamlessVendor } },
      select: { gameCode: true },
    });
    const rows = await prisma.member.findMany({
      where: { merchantId: merchant.id, account: { in: members.map((m) => m.account) } },
      select: { id: true, account: true },
    });
    const idOf = new Map(rows.map((row) => [row.account, row.id]));
    for (const member of members) {
      member.id = idOf.get(member.account);
      member.gameCode = game.gameCode;
      member.playerToken = (
        await sessions.open(member.id, seamlessVendor, game.gameCode)
      ).playerToken;
    }
  } finally {
    await prisma.$disconnect();
  }
  return url;
}

// ---- HTTP client ----------------------------------------------------------------------------

/**
 * POSTs to the API at `base` on kept-alive connections: `post` answers the status and parsed
 * body with the time it took, and rejects on a network error or after `timeoutMs`.
 */
export function apiClient(base, { connections, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (method, urlPath, headers, body) => {
    const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${base}${urlPath}`,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode, body: parsed, ms: performance.now() - started });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${urlPath}: timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
  };
  return {
    post: (urlPath, headers, body) => send('POST', urlPath, headers, body),
    get: (urlPath, headers) => send('GET', urlPath, headers),
    destroy: () => agent.destroy(),
  };
}

export function expectOk(what, answer) {
  if (answer.status !== 200 || answer.body?.success === false) {
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.value;
}

/** Logs each member in through the API: `member.bearer` is its Authorization header. */
export async function logIn(post, members, password) {
  for (const member of members) {
    const answer = await post(
      '/wps/session/login',
      {},
      {
        username: member.account,
        password,
        type: 'username',
      },
    );
    member.bearer = `Bearer ${expectOk(`login ${member.account}`, answer).token}`;
  }
}

/**
 * The seamless-wallet calls of `vendor`, signed as the vendor signs them (with its own secret,
 * read from the site's database at `url`): `signedCall('debit', body)` through `post`.
 */
export async function seamlessCaller(post, vendor, url) {
  const types = await import(requireApi.resolve('@wps/shared-types'));
  const signature = await dist('wallet/seamless-signature.js');
  const vendorSecret = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT c.hmac_secret AS secret FROM vendor_wallet_credential c
       JOIN vendor v ON v.id = c.vendor_id WHERE v.code = $1`,
      [vendor],
    );
    if (!rows[0]) throw new Error(`vendor ${vendor} has no wallet secret`);
    return rows[0].secret;
  });
  return (call, body) => {
    const payload = JSON.stringify(body);
    return post(
      types.SEAMLESS_WALLET_PATHS[call],
      {
        [types.SEAMLESS_VENDOR_HEADER]: vendor,
        [types.SEAMLESS_SIGNATURE_HEADER]: signature.signSeamlessBody(vendorSecret, payload),
      },
      payload,
    );
  };
}

/**
 * A transfer MAIN <-> `vendor` of `amount` by `member` (TO_VENDOR on its odd turns, FROM_VENDOR
 * on its even ones, so its money goes back and forth) with a fresh Idempotency-Key; `sent` maps
 * each key to what was asked and answered, and `member.lastTransfer` is the last of them.
 */
export function transferStep(post, { run, vendor, amount, sent }) {
  return async (member) => {
    member.transfers = (member.transfers ?? 0) + 1;
    const key = `bench-${run}-${member.account}-${member.transfers}`;
    const body = {
      direction: member.transfers % 2 === 1 ? 'TO_VENDOR' : 'FROM_VENDOR',
      vendor,
      amount,
    };
    const answer = await post(
      '/wps/relay/GCS_walletTransfer',
      { authorization: member.bearer, 'idempotency-key': key },
      body,
    );
    const value = expectOk(`transfer ${key}`, answer);
    sent.set(key, { member, body, transferId: value.transferId });
    member.lastTransfer = { key, body, transferId: value.transferId };
    return answer.ms;
  };
}

// ---- load -----------------------------------------------------------------------------------

/** Seconds every load phase runs before its measurement starts. */
export const WARM_UP_SECONDS = 2;

export const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

// CPU time (ms) of the API process and of the Postgres backends serving the bench's database,
// read from /proc around each measured phase: what one operation costs each side. Linux only;
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

/** CPU time (ms) so far of each Postgres backend serving the database of `url`, by process id. */
export function backendCpu(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend'
         AND pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  });
}

async function cpuSnapshot(url) {
  const pid = apiPid();
  const backends = await backendCpu(url);
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
 * Runs `step(client)` on every one of `clients` without a pause for WARM_UP_SECONDS +
 * `seconds` (DURATION_SECONDS) and measures the steps that start after the warm-up (no stop and restart in
 * between: 64 clients starting at one instant would be a burst no real load has); the CPU
 * figures count the API and the backends of the database at `databaseUrl`. Without `perSecond`
 * each client sends its next request as soon as the last is answered (closed loop: full speed).
 * With `perSecond` the requests are due on a fixed schedule, dealt to the clients in turn, and
 * each latency counts from the moment its request was due, so a request held up behind a slow
 * one counts the wait too. Each step answers its own latency in ms, or null when it had nothing
 * left to do (that client stops); any failure stops the run.
 */
export async function load(
  clients,
  step,
  { databaseUrl: url, perSecond, seconds = DURATION_SECONDS } = {},
) {
  const started = performance.now();
  const measureFrom = started + WARM_UP_SECONDS * 1000;
  const deadline = measureFrom + seconds * 1000;
  const latencies = [];
  let before;
  const snapshot = new Promise((resolve, reject) => {
    setTimeout(
      () => cpuSnapshot(url).then((taken) => resolve((before = taken)), reject),
      WARM_UP_SECONDS * 1000,
    );
  });
  await Promise.all(
    clients.map(async (client, index) => {
      for (let turn = 0; ; turn += 1) {
        const now = performance.now();
        // In a closed loop a request is due as soon as the last one is answered.
        const due = perSecond
          ? started + ((turn * clients.length + index) * 1000) / perSecond
          : now;
        if (Math.max(due, now) >= deadline) return;
        if (due > now) await new Promise((resolve) => setTimeout(resolve, due - now));
        const waited = performance.now() - due;
        const ms = await step(client);
        if (ms === null) return;
        if (due >= measureFrom) latencies.push(waited + ms);
      }
    }),
  );
  await snapshot;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    p999Ms: percentile(latencies, 0.999),
    maxMs: latencies[latencies.length - 1] ?? 0,
    cpu: cpuPerOperation(before, await cpuSnapshot(url), latencies.length),
  };
}

// ---- pgbench --------------------------------------------------------------------------------

export const PGBENCH_SCALE = Number(process.env.PGBENCH_SCALE ?? 64);
const PGBENCH_DATABASE = benchDatabase('pgbench');

function pgbenchArgs(serverUrl, ...args) {
  const url = new URL(serverUrl);
  return [
    '-h',
    // A Unix socket's folder (`?host=/var/run/postgresql`), as node-postgres reads it too.
    url.searchParams.get('host') ?? url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    ...args,
    PGBENCH_DATABASE,
  ];
}

/**
 * pgbench's default TPC-B-like script with `clients` clients for DURATION_SECONDS on the server
 * of `serverUrl`, in wps_bench_pgbench (BENCH_DB_PREFIX moves it; initialised once at PGBENCH_SCALE, 64 by default: one
 * branch per client): tps and latencies.
 */
export async function runPgbench(serverUrl, clients) {
  const scale = await withClient(serverUrl, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      PGBENCH_DATABASE,
    ]);
    if (rows.length === 0) await client.query(`CREATE DATABASE ${PGBENCH_DATABASE}`);
    return withClient(databaseUrl(serverUrl, PGBENCH_DATABASE), async (bench) => {
      try {
        return (await bench.query('SELECT count(*)::int AS n FROM pgbench_branches')).rows[0].n;
      } catch {
        return 0;
      }
    });
  });
  if (scale !== PGBENCH_SCALE) {
    console.log(`pgbench: initialising ${PGBENCH_DATABASE} at scale ${PGBENCH_SCALE}`);
    execFileSync('pgbench', pgbenchArgs(serverUrl, '-i', '-q', '-s', String(PGBENCH_SCALE)), {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const logs = mkdtempSync(path.join(os.tmpdir(), 'wps-pgbench-'));
  try {
    const args = pgbenchArgs(
      serverUrl,
      '-c',
      String(clients),
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

/**
 * The ledger's own invariants, each a count of violations: the lines sum to zero, no entry is out
 * of balance or has no lines, every balance equals the sum of its lines, no member balance is
 * negative, no (scope, key) is applied twice.
 */
export async function ledgerInvariants(client) {
  return (
    await client.query(`
      SELECT
        (SELECT COALESCE(sum(amount), 0) <> 0 FROM journal_line)::int AS "ledger does not sum to zero",
        (SELECT count(*)::int FROM (SELECT entry_id FROM journal_line GROUP BY entry_id
           HAVING sum(amount) <> 0) e) AS "entries out of balance",
        (SELECT count(*)::int FROM journal_entry e
           WHERE NOT EXISTS (SELECT 1 FROM journal_line l WHERE l.entry_id = e.id))
          AS "entries without lines",
        (SELECT count(*)::int FROM ledger_account a
           WHERE a.balance <> (SELECT COALESCE(sum(l.amount), 0) FROM journal_line l
                               WHERE l.account_id = a.id)) AS "accounts off their lines",
        (SELECT count(*)::int FROM ledger_account
           WHERE member_id IS NOT NULL AND balance < 0) AS "negative member balances",
        (SELECT count(*)::int FROM (SELECT 1 FROM journal_entry
           GROUP BY idempotency_scope, idempotency_key HAVING count(*) > 1) d)
          AS "keys applied more than once"`)
  ).rows[0];
}

/**
 * How many members' MAIN + vendor wallets differ from `openingBalance` plus their net in cents
 * (`netByMember`: member id to payouts - stakes): transfers only move money between a member's
 * own wallets.
 */
export async function memberTotalsOff(client, members, openingBalance, netByMember) {
  const { rows } = await client.query(
    `SELECT member_id AS "memberId", (sum(balance) * 100)::bigint::text AS cents
     FROM ledger_account WHERE member_id = ANY($1) AND kind IN ('MAIN', 'VENDOR')
     GROUP BY member_id`,
    [members.map((member) => member.id)],
  );
  const opening = Math.round(Number(openingBalance) * 100);
  return (
    members.length -
    rows.filter((row) => Number(row.cents) === opening + (netByMember.get(row.memberId) ?? 0))
      .length
  );
}

// ---- report ---------------------------------------------------------------------------------

export const fixed = (value, digits = 1) => Number(value).toFixed(digits);

/**
 * A table row: what, per second, p50, p99 and p99.9 in ms (the last shows pauses of the API's
 * garbage collector, which the 99th percentile of a short phase can miss).
 */
export const figuresRow = (name, figures, unit) =>
  `| ${name} | ${Math.round(figures.perSecond)} ${unit} | ${fixed(figures.p50Ms)} | ${fixed(figures.p99Ms)} | ${figures.p999Ms === undefined ? '' : fixed(figures.p999Ms)} |`;

/** The header of figuresRow's table. */
export const FIGURES_HEADER = [
  '| what | per second | p50 ms | p99 ms | p99.9 ms |',
  '|---|---|---|---|---|',
];

/** The line above the table: clients, durations, pinning and the machine's load around the run. */
export const runConditions = (clients, loadBefore, loadAfter) =>
  `${clients} clients, ${DURATION_SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up; ` +
  `${pinned ? 'servers on core 0, load on core 1, Postgres not pinned' : 'not pinned'}; ` +
  `pgbench scale ${PGBENCH_SCALE}; load average ${loadBefore.map((n) => fixed(n, 2)).join(' ')} ` +
  `before, ${loadAfter.map((n) => fixed(n, 2)).join(' ')} after`;

/** One line per phase: its CPU per operation on the API, its Postgres backends and this process. */
export const cpuLine = (name, figures) =>
  figures.cpu
    ? `CPU per ${name}: API ${fixed(figures.cpu.apiMs, 2)} ms (one process on one core), ` +
      `its Postgres backends ${fixed(figures.cpu.postgresMs, 2)} ms, ` +
      `this load generator ${fixed(figures.cpu.loadGeneratorMs, 2)} ms`
    : `CPU per ${name}: not measured (no /proc)`;
