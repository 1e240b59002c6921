// Starts the built API for the browser tests: port 3100 (E2E_PORT), the built web app, and a
// fresh database seeded with the demo operator: a new database on TEST_DATABASE_URL's server when
// given, else a new embedded Postgres cluster; uploads under .data/e2e-<port>.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// One database per port, so two browser-test runs on one machine never share one.
const E2E_DATABASE = `wps_e2e_${process.env.E2E_PORT ?? '3100'}`;

async function freshDatabaseOn(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${E2E_DATABASE}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${E2E_DATABASE}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

// Uploads (feedback images) and the embedded cluster, fresh for every run.
process.env.DATA_DIR = `.data/e2e-${process.env.E2E_PORT ?? '3100'}`;
await rm(path.join(root, process.env.DATA_DIR), { recursive: true, force: true });
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
process.chdir(root);
await import('../dist/main.js');
