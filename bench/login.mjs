// Benchmark of the login (issue 23 point 5): POST /wps/session/login in a closed loop beside raw
// bcrypt.compare of the same password against the same hash (the same cost), in a process of its
// own with the same threads. The API and the raw process each run pinned to core 0 (bcrypt's work
// runs on libuv's pool, LOGIN_BENCH_THREADS (4, Node's default) threads, on that core), the load
// generator on core 1 (bench/harness.mjs); Postgres is not pinned.
//
// Usage: pnpm bench:login, or node bench/login.mjs after pnpm build. It (re)creates the database
// wps_bench_login on the server of BENCH_POSTGRES_URL with the seed and LOGIN_BENCH_MEMBERS (16)
// members, whose password hashes are made at the site's cost; the in-process store unless
// REDIS_URL is set. Each phase runs BENCH_SECONDS (10) after a 2 s warm-up with
// LOGIN_BENCH_CLIENTS (16) clients, each logging its member in again and again; the raw phase
// runs as many compares at once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { API, DURATION_SECONDS, pinned, withServers } from './harness.mjs';
import {
  apiClient,
  benchDatabase,
  benchMembers,
  databaseUrl,
  expectOk,
  fixed,
  load,
  prepareDatabase,
  requireApi,
  withClient,
} from './wallet-kit.mjs';

const SERVER_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = benchDatabase('login');
const DATABASE_URL = databaseUrl(SERVER_URL, DATABASE_NAME);
const MEMBER_COUNT = Number(process.env.LOGIN_BENCH_MEMBERS ?? 16);
const CLIENTS = Number(process.env.LOGIN_BENCH_CLIENTS ?? 16);
const THREADS = Number(process.env.LOGIN_BENCH_THREADS ?? 4);
const PASSWORD = 'Bench1234';
const WARM_UP_MS = 2_000;

/**
 * The raw phase, in its own pinned process: compares of `password` against `hash`, a second and
 * in CPU ms each (the process's CPU, bcrypt's threads included, over the measured seconds).
 */
async function rawCompares(hash, password) {
  const bcrypt = requireApi('bcrypt');
  const measureFrom = performance.now() + WARM_UP_MS;
  const deadline = measureFrom + DURATION_SECONDS * 1000;
  let cpuFrom;
  setTimeout(() => (cpuFrom = process.cpuUsage()), WARM_UP_MS);
  let counted = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        if (!(await bcrypt.compare(password, hash))) throw new Error('the hash does not match');
        if (started >= measureFrom) counted += 1;
      }
    }),
  );
  const { user, system } = process.cpuUsage(cpuFrom);
  return { perSecond: counted / DURATION_SECONDS, cpuMs: (user + system) / 1000 / counted };
}

if (process.argv[2] === '--raw') {
  console.log(JSON.stringify(await rawCompares(process.argv[3], process.argv[4])));
  process.exit(0);
}

/** Runs the raw phase pinned to core 0 with the API's threads. */
async function rawPhase(hash) {
  const script = fileURLToPath(import.meta.url);
  const args = [script, '--raw', hash, PASSWORD];
  const child = spawn(
    pinned ? 'taskset' : process.execPath,
    pinned ? ['-c', '0', process.execPath, ...args] : args,
    {
      env: { ...process.env, UV_THREADPOOL_SIZE: String(THREADS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the raw bcrypt phase exited with ${code}`);
  return JSON.parse(output);
}

const members = benchMembers(MEMBER_COUNT, 'bench_l');
await prepareDatabase(SERVER_URL, DATABASE_NAME, members, {
  openingBalance: '100.00',
  password: PASSWORD,
  seamlessVendor: 'PG',
});
process.env.DATABASE_URL = DATABASE_URL;
process.env.UV_THREADPOOL_SIZE = String(THREADS);

const loadBefore = os.loadavg();
let login;
await withServers(async () => {
  const client = apiClient(API, { connections: CLIENTS });
  const logInOnce = async (member) => {
    const answer = await client.post(
      '/wps/session/login',
      {},
      { username: member.account, password: PASSWORD, type: 'username' },
    );
    expectOk(`login ${member.account}`, answer);
    return answer.ms;
  };
  try {
    // The seed hashes at cost 10; a member's first login hashes again at the site's cost.
    for (const member of members) await logInOnce(member);
    const clients = Array.from({ length: CLIENTS }, (_, index) => ({
      member: members[index % members.length],
    }));
    login = await load(clients, ({ member }) => logInOnce(member), { databaseUrl: DATABASE_URL });
  } finally {
    client.destroy();
  }
});
const hash = await withClient(DATABASE_URL, async (client) => {
  const { rows } = await client.query('SELECT password_hash FROM member WHERE account = $1', [
    members[0].account,
  ]);
  return rows[0].password_hash;
});
const cost = Number(hash.split('$')[2]);
// After the API has stopped, so that nothing else runs on its core.
const raw = await rawPhase(hash);
const loadAfter = os.loadavg();

const byRate = (raw.perSecond / login.perSecond - 1) * 100;
const byCpu = login.cpu ? (login.cpu.apiMs / raw.cpuMs - 1) * 100 : null;
console.log(
  [
    `${CLIENTS} clients, ${DURATION_SECONDS} s after a 2 s warm-up; bcrypt cost ${cost}, ` +
      `${THREADS} libuv threads; ${pinned ? 'API and raw bcrypt on core 0, load on core 1' : 'not pinned'}; ` +
      `load average ${loadBefore.map((n) => fixed(n, 2)).join(' ')} before, ` +
      `${loadAfter.map((n) => fixed(n, 2)).join(' ')} after`,
    '',
    '| phase | per second | p50 ms | p99 ms | CPU ms each |',
    '|---|---|---|---|---|',
    `| raw bcrypt.compare, cost ${cost} | ${fixed(raw.perSecond, 2)} | | | ${fixed(raw.cpuMs, 1)} |`,
    `| POST /wps/session/login | ${fixed(login.perSecond, 2)} | ${fixed(login.p50Ms)} | ${fixed(login.p99Ms)} | ${login.cpu ? fixed(login.cpu.apiMs, 1) : ''} |`,
    '',
    `ratio login / raw bcrypt: ${fixed(login.perSecond / raw.perSecond, 2)}; on top of the hash: ` +
      `${fixed(byRate)} % by rate, ${byCpu === null ? 'not measured' : `${fixed(byCpu)} %`} by ` +
      'CPU (goal: at most 20 %)',
  ].join('\n'),
);
