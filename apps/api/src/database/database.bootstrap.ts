import type { AppConfig } from '../config/app-config.js';
import { StartError } from '../config/start-failure.js';
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
    handle = { url: embedded.url, kind: 'embedded', close: () => embedded.stop() };
  }
  const applied = await applyMigrations(handle.url).catch((error: unknown) => {
    throw unreachable(error, handle) ?? error;
  });
  log(
    applied.length > 0
      ? `database: applied migrations ${applied.join(', ')}`
      : 'database: schema up to date',
  );
  return handle;
}

// Connection and login failures of an external Postgres, in words that point at DATABASE_URL.
const CONNECTION_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address',
  ENOTFOUND: 'its host name is unknown',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'it refused the user name or password',
  '28000': 'it refused the user name or password',
  '3D000': 'the database does not exist',
};

function unreachable(error: unknown, handle: DatabaseHandle): StartError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? CONNECTION_FAILURES[code] : undefined;
  if (!reason || handle.kind !== 'external') return null;
  const url = new URL(handle.url);
  // `?host=` names a Unix socket's folder instead of the URL's host (node-postgres reads it so).
  const server = url.searchParams.get('host') ?? `${url.hostname}:${url.port || 5432}`;
  return new StartError(
    `Cannot use the Postgres of DATABASE_URL (${server}${url.pathname}): ` +
      `${reason}. Start it or correct DATABASE_URL, or unset DATABASE_URL for the embedded Postgres.`,
  );
}
