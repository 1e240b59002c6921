// What the web benches share: the built site (API and web app on one port) started on its own
// embedded Postgres, and one Lighthouse run (from npm) in Debian's Chromium with Lighthouse's
// default mobile settings (simulated slow 4G and a 4x slower CPU).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { root } from './harness.mjs';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts the built site on `port`. Database: DATABASE_URL when set, else an embedded Postgres
 * of its own under `dataDir` on `postgresPort`, seeded when empty.
 */
export function startSite({ port, dataDir, postgresPort }) {
  return spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'apps/web/dist',
      DATA_DIR: process.env.DATA_DIR ?? dataDir,
      EMBEDDED_POSTGRES_PORT: process.env.EMBEDDED_POSTGRES_PORT ?? String(postgresPort),
      SEED_ON_EMPTY: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a site `startSite` started. */
export async function stopSite(site) {
  site.kill('SIGTERM');
  await once(site, 'exit');
}

/** One Lighthouse mobile run of `url`: its performance score and the figures behind it. */
export async function lighthouse(url) {
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
    layoutShift: audits['cumulative-layout-shift'].numericValue,
    score: categories.performance.score * 100,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
