// What the benchmarks share: the built API and the bare-Fastify baseline started pinned to core
// 0 while the load generator runs on core 1 (so the two never compete for a core), and autocannon
// runs that fail on any non-2xx answer, error or timeout. BENCH_SECONDS (10) and
// BENCH_CONNECTIONS (50) adjust every measurement. BENCH_LOG_LEVEL (warn) is the API's log level;
// BENCH_NODE_FLAGS adds Node flags to the API's (`--trace-gc`, `--import ./bench/profile.mjs`)
// and BENCH_API_LOG names a file for the API's standard output (the GC trace, the log lines).
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_PORT (3901) for the API, the next port for the baseline: another on a shared machine.
const PORT = Number(process.env.BENCH_PORT ?? 3901);
export const API = `http://127.0.0.1:${PORT}`;
export const BARE = `http://127.0.0.1:${PORT + 1}`;
export const pinned = hasTaskset();
// The API runs with the Node flags of its production start (`start:prod` in apps/api).
export const API_NODE_FLAGS = JSON.parse(
  readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'),
)
  .scripts['start:prod'].split(/\s+/)
  .filter((word) => word.startsWith('--'))
  .concat((process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean));

function hasTaskset() {
  try {
    execSync('command -v taskset', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function startServer(script, origin, extraEnvironment = {}, nodeFlags = [], stdout = 'ignore') {
  const command = pinned ? 'taskset' : process.execPath;
  const args = [...(pinned ? ['-c', '0', process.execPath] : []), ...nodeFlags, script];
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: new URL(origin).port, ...extraEnvironment },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** Waits until `url` answers 2xx (a server started by a benchmark). */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The status route as the benches ask for it. */
export const STATUS_PATH = '/wps/system/status?url=localhost';

/**
 * Starts the built API (at API), then the baselines (at BARE) with the body the API's status
 * route answered (bare-fastify.mjs's /bare/status) and `bareEnvironment` (BARE_DATABASE_URL for
 * /bare/row), runs `work`, then stops both.
 */
export async function withServers(work, { bareEnvironment = {} } = {}) {
  if (pinned) execSync(`taskset -cp 1 ${process.pid}`, { stdio: 'ignore' });
  const api = startServer(
    'apps/api/dist/main.js',
    API,
    {
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // The benchmark is one client address; the per-address limit would answer 429s.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000000',
      WEB_DIST_DIR: '',
    },
    API_NODE_FLAGS,
    process.env.BENCH_API_LOG ? openSync(process.env.BENCH_API_LOG, 'w') : 'ignore',
  );
  let bare;
  try {
    await waitFor(`${API}/wps/health`);
    const statusBody = await (await fetch(`${API}${STATUS_PATH}`)).text();
    bare = startServer('bench/bare-fastify.mjs', BARE, {
      BARE_STATUS_BODY: statusBody,
      ...bareEnvironment,
    });
    await waitFor(`${BARE}/bare`);
    await work();
  } finally {
    bare?.kill('SIGTERM');
    api.kill('SIGTERM');
    await Promise.all([bare && once(bare, 'exit'), once(api, 'exit')]);
  }
}

async function run(options) {
  const statuses = {};
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  instance.on('response', (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx answers (${JSON.stringify(statuses)}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p999Ms: result.latency.p99_9,
    maxMs: result.latency.max,
  };
}

/**
 * Measures `url` (or the `paths` on it, taken in turn; an entry may be an autocannon request
 * object) after a 2 s warm-up. `options` go to autocannon (overallRate, connections...).
 */
export async function measure(url, paths, options = {}) {
  const requests = paths?.map((entry) =>
    typeof entry === 'string' ? { method: 'GET', path: entry } : entry,
  );
  await run({ url, requests, ...options, duration: 2 }); // warm-up
  return run({ url, requests, ...options });
}
