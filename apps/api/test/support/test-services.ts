import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the tests find real Postgres and Redis: TEST_DATABASE_URL / REDIS_URL when given, else
 * containers when a Docker engine answers, else (Postgres only) the embedded server. Global setup
 * writes its choice into these variables for the test workers.
 */
export const ENV = {
  adminUrl: 'WPS_TEST_ADMIN_URL',
  bareTemplate: 'WPS_TEST_BARE_TEMPLATE',
  seededTemplate: 'WPS_TEST_SEEDED_TEMPLATE',
  redisUrl: 'WPS_TEST_REDIS_URL',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest's global setup`);
  return value;
}

export function testDataDir(): string {
  let folder = process.cwd();
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml')) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return path.join(folder, '.data', 'test');
}

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
