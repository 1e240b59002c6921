// Run after the browser tests: their API must have taken its database and data folder with it
// when it stopped (apps/api/scripts/start-e2e.mjs). Exits 1 naming whatever was left behind.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3100';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const leftBehind = [];

const dataDir = path.join(root, `.data/e2e-${port}`);
if (existsSync(dataDir)) leftBehind.push(`the folder ${dataDir}`);

if (process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    `wps_e2e_${port}`,
  ]);
  await client.end();
  if (found.rowCount > 0) leftBehind.push(`the database wps_e2e_${port}`);
}

if (leftBehind.length > 0) {
  console.error(`The browser tests left ${leftBehind.join(' and ')} behind.`);
  process.exit(1);
}
