import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { fromProjectRoot } from './project-root.js';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export const MIGRATIONS_DIR = 'prisma/migrations';
/**
 * SQL applied after the migrations whenever its file changed (`CREATE OR REPLACE` definitions:
 * the posting function), so a change to one is an edit of its file rather than a new full copy.
 * Each file's last applied checksum is kept in `_repeatable_sql`.
 */
export const REPEATABLE_DIR = 'prisma/functions';

// Any fixed number: it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 72_707_369;

/** The repeatable files in name order. */
export async function readRepeatable(folder = fromProjectRoot(REPEATABLE_DIR)) {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name): Promise<MigrationFile> => {
      const sql = await readFile(path.join(folder, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export async function readMigrations(folder = fromProjectRoot(MIGRATIONS_DIR)) {
  const entries = await readdir(folder, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name): Promise<MigrationFile> => {
      const sql = await readFile(path.join(folder, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the SQL migrations that are not applied yet, each in its own transaction, and records
 * them in Prisma's own `_prisma_migrations` table so `prisma migrate deploy` agrees wherever the
 * schema engine exists; then each repeatable file (REPEATABLE_DIR) that changed since it was last
 * applied, each in its own transaction. An advisory lock keeps concurrent starts from racing.
 */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const appliedChecksums = new Map(applied.rows.map((row) => [row.migration_name, row.checksum]));
    const newlyApplied: string[] = [];
    for (const migration of await readMigrations()) {
      const known = appliedChecksums.get(migration.name);
      if (known !== undefined) {
        if (known !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was edited after it was applied`);
        }
        continue;
      }
      await applyOne(client, migration);
      newlyApplied.push(migration.name);
    }
    await client.query(`CREATE TABLE IF NOT EXISTS "_repeatable_sql" (
      "name" TEXT PRIMARY KEY,
      "checksum" VARCHAR(64) NOT NULL,
      "applied_at" TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const repeated = await client.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM "_repeatable_sql"',
    );
    const repeatedChecksums = new Map(repeated.rows.map((row) => [row.name, row.checksum]));
    for (const repeatable of await readRepeatable()) {
      if (repeatedChecksums.get(repeatable.name) === repeatable.checksum) continue;
      await applyRepeatable(client, repeatable);
    }
    return newlyApplied;
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function applyRepeatable(client: pg.Client, repeatable: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(repeatable.sql);
    await client.query(
      `INSERT INTO "_repeatable_sql" (name, checksum) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [repeatable.name, repeatable.checksum],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`${REPEATABLE_DIR}/${repeatable.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
