import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { applyMigrations } from './migrator.js';
import { fromProjectRoot } from './project-root.js';

export interface DatabaseHandle {
  url: string;
  kind: 'external' | 'embedded';
  /** Stops the embedded server; nothing to do for an external one. */
  close(): Promise<void>;
}

/**
 * Picks the database (DATABASE_URL, else an embedded Postgres under DATA_DIR) and brings its
 * schema up to date. The API's start and the seed command both go through here.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_POSTGRES_PORT'>,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.DATABASE_URL) {
    handle = { url: config.DATABASE_URL, kind: 'external', close: async () => undefined };
  } else {
    const embedded = await startEmbeddedPostgres({
      dataDir: fromProjectRoot(config.DATA_DIR),
      port: config.EMBEDDED_POSTGRES_PORT,
      database: 'wps',
      log,
    });
    handle = { url: embedded.url, kind: 'embedded', close: embedded.stop };
  }
  const applied = await applyMigrations(handle.url);
  log(
    applied.length > 0
      ? `database: applied migrations ${applied.join(', ')}`
      : 'database: schema up to date',
  );
  return handle;
}
