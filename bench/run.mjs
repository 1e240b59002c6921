// Benchmark: GET /wps/system/status on the built API beside a bare Fastify route, both started
// here, each pinned to core 0 while this load generator runs on core 1. Prints requests/s, p99
// and the API/baseline ratios. Usage: pnpm bench (after pnpm build). Uses DATABASE_URL and
// REDIS_URL when set, else the embedded defaults.
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = 3901;
const BARE_PORT = 3902;
const pinned = hasTaskset();

if (pinned) execSync(`taskset -cp 1 ${process.pid}`, { stdio: 'ignore' });

function hasTaskset() {
  try {
    execSync('command -v taskset', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function startServer(script, port, extraEnvironment = {}) {
  const command = pinned ? 'taskset' : process.execPath;
  const args = pinned ? ['-c', '0', process.execPath, script] : [script];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...extraEnvironment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, timeoutMs = 120_000) {
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

async function measure(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const bare = startServer('bench/bare-fastify.mjs', BARE_PORT);
const api = startServer('apps/api/dist/main.js', API_PORT, {
  LOG_LEVEL: 'warn',
  // The benchmark is one client address; the per-address limit would answer 429s.
  RATE_LIMIT_PER_MINUTE: '1000000000',
  WEB_DIST_DIR: '',
});
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  await waitFor(`http://127.0.0.1:${API_PORT}/wps/system/status`);
  const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/bare`);
  const health = await measure(`http://127.0.0.1:${API_PORT}/wps/health`);
  const status = await measure(`http://127.0.0.1:${API_PORT}/wps/system/status?url=localhost`);
  const row = (name, figures) =>
    `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p99Ms} |`;
  console.log(
    [
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${pinned ? 'servers on core 0, load on core 1' : 'not pinned'}`,
      '',
      '| route | requests/s | p99 ms |',
      '|---|---|---|',
      row('bare Fastify GET /bare', baseline),
      row('GET /wps/health (framework overhead)', health),
      row('GET /wps/system/status (4.7 KB of site settings)', status),
      '',
      `ratio requests/s (status / bare): ${(status.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
      `ratio p99 (status / bare): ${(status.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)}`,
    ].join('\n'),
  );
} finally {
  bare.kill('SIGTERM');
  api.kill('SIGTERM');
  await Promise.all([once(bare, 'exit'), once(api, 'exit')]);
}
