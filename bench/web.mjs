// Web performance of the production build, as a phone would see it: starts the built site (API
// and web app on one port), then runs Lighthouse (from npm) in Debian's Chromium on the home page
// with Lighthouse's default mobile settings (simulated slow 4G and a 4x slower CPU), several
// times, and prints the largest contentful paint and its companions. The home page's initial
// JavaScript budget is checked by the browser test e2e/bundle-budget.spec.ts.
//
// Database: DATABASE_URL when set, else an embedded Postgres of its own (.data/bench-web).
// LIGHTHOUSE_RUNS (5) sets the number of runs; the median is what counts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { root, waitFor } from './harness.mjs';

const PORT = 3903;
const SITE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function startSite() {
  return spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'apps/web/dist',
      DATA_DIR: process.env.DATA_DIR ?? '.data/bench-web',
      EMBEDDED_POSTGRES_PORT: process.env.EMBEDDED_POSTGRES_PORT ?? '54359',
      SEED_ON_EMPTY: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function lighthouse(url) {
  const cli = spawn(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  let output = '';
  cli.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(cli, 'exit');
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const { audits, categories, runtimeError } = JSON.parse(output);
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  return {
    lcpMs: audits['largest-contentful-paint'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    totalBlockingMs: audits['total-blocking-time'].numericValue,
    speedIndexMs: audits['speed-index'].numericValue,
    score: categories.performance.score * 100,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const site = startSite();
try {
  await waitFor(`${SITE}/wps/health`);
  // The first visit warms the API's caches and the operating system's file cache, as any live
  // site would be; the runs below are what a phone sees.
  await fetch(`${SITE}/`);
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(`${SITE}/`);
    runs.push(result);
    console.log(
      `run ${run}: LCP ${Math.round(result.lcpMs)} ms, FCP ${Math.round(result.fcpMs)} ms, ` +
        `TBT ${Math.round(result.totalBlockingMs)} ms, speed index ` +
        `${Math.round(result.speedIndexMs)} ms, score ${Math.round(result.score)}`,
    );
  }
  const lcp = median(runs.map((run) => run.lcpMs));
  console.log(
    `median of ${RUNS}: LCP ${Math.round(lcp)} ms (target 1,500 ms), FCP ` +
      `${Math.round(median(runs.map((run) => run.fcpMs)))} ms, score ` +
      `${Math.round(median(runs.map((run) => run.score)))}`,
  );
} finally {
  site.kill('SIGTERM');
  await once(site, 'exit');
}
