import { createRequire } from 'node:module';

// What these tests use of pg's Client (the web app has no pg of its own, nor its types).
interface SqlClient {
  connect(): Promise<void>;
  query(statement: string, values: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}

// The API's own Postgres driver: the browser tests reach the database only to do what no page
// can, such as plant the kind of damage the daily reconciliation is there to find.
const { Client: PgClient } = createRequire(new URL('../../../api/package.json', import.meta.url))(
  'pg',
) as { Client: new (config: { connectionString: string }) => SqlClient };

// The database the API's e2e script (apps/api/scripts/start-e2e.mjs) made for this run: one per
// port on TEST_DATABASE_URL's server, else the embedded cluster's.
function e2eDatabaseUrl(): string {
  const port = process.env.E2E_PORT ?? '3100';
  if (!process.env.TEST_DATABASE_URL) {
    return `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT ?? '54349'}/wps`;
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/wps_e2e_${port}`;
  return url.toString();
}

/** Runs one statement on the site's database; answers how many rows it touched. */
export async function runSql(statement: string, values: unknown[] = []): Promise<number> {
  const client = new PgClient({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
