// Starts the built API for the browser tests: port 3100 (E2E_PORT), the built web app, and a
// fresh database seeded with the demo operator: a new database on TEST_DATABASE_URL's server when
// given, else a new embedded Postgres cluster; uploads under .data/e2e-<port>. When the API stops
// (Playwright sends the process group SIGTERM at the end), the database and the folder go too.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// One database per port, so two browser-test runs on one machine never share one.
const E2E_DATABASE = `wps_e2e_${process.env.E2E_PORT ?? '3100'}`;

async function onAdminDatabase(adminUrl, statements) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropDatabase = `DROP DATABASE IF EXISTS "${E2E_DATABASE}" WITH (FORCE)`;

async function freshDatabaseOn(adminUrl) {
  await onAdminDatabase(adminUrl, [dropDatabase, `CREATE DATABASE "${E2E_DATABASE}"`]);
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

// Uploads (feedback images) and the embedded cluster, fresh for every run.
process.env.DATA_DIR = `.data/e2e-${process.env.E2E_PORT ?? '3100'}`;
const dataDir = path.join(root, process.env.DATA_DIR);
await rm(dataDir, { recursive: true, force: true });
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = await freshDatabaseOn(process.env.TEST_DATABASE_URL);
} else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_POSTGRES_PORT ??= '54349';
}
delete process.env.REDIS_URL;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.WEB_DIST_DIR = 'apps/web/dist';
process.env.SEED_ON_EMPTY = 'true';
process.env.LOG_LEVEL ??= 'warn';
// One browser from one address makes many calls; the per-address limit is not under test here.
process.env.RATE_LIMIT_PER_MINUTE = '100000';
process.env.CREDENTIAL_RATE_LIMIT_PER_MINUTE = '100000';

const api = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, stdio: 'inherit' });
// The API gets the group's signal itself; this process waits for it to stop, then cleans up.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => undefined);
api.once('exit', async (code, signal) => {
  await rm(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL)
    await onAdminDatabase(process.env.TEST_DATABASE_URL, [dropDatabase]);
  process.exit(code ?? (signal ? 0 : 1));
});
