import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { applyMigrations } from '../../src/database/migrator.js';
import { createPrismaClient } from '../../src/database/prisma.factory.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { testVendorSecret } from './wallet.js';
import { ENV, testDataDir, withDatabase } from './test-services.js';

type Stop = () => Promise<void>;
const stops: Stop[] = [];

/** Picks the test Postgres and Redis and builds the two template databases each test file clones. */
export default async function globalSetup(): Promise<void> {
  const adminUrl = await startPostgres();
  const runId = randomBytes(4).toString('hex');
  const bare = `wps_tpl_bare_${runId}`;
  const seeded = `wps_tpl_seeded_${runId}`;
  await createDatabase(adminUrl, bare);
  await applyMigrations(withDatabase(adminUrl, bare));
  await createDatabase(adminUrl, seeded, bare);
  const prisma = createPrismaClient(withDatabase(adminUrl, seeded), 2);
  await seedDatabase(prisma);
  // Every vendor's random secret becomes one the tests know (testVendorSecret in wallet.ts).
  await prisma.$executeRaw`
    UPDATE vendor_wallet_credential c SET hmac_secret = ${testVendorSecret('')} || v.code
    FROM vendor v WHERE v.id = c.vendor_id`;
  await prisma.$disconnect();

  process.env[ENV.adminUrl] = adminUrl;
  process.env[ENV.bareTemplate] = bare;
  process.env[ENV.seededTemplate] = seeded;
  const redisUrl = await startRedis();
  if (redisUrl) process.env[ENV.redisUrl] = redisUrl;

  (globalThis as { wpsTestCleanup?: Stop }).wpsTestCleanup = async () => {
    await dropDatabase(adminUrl, seeded);
    await dropDatabase(adminUrl, bare);
    for (const stop of stops.reverse()) await stop();
  };
}

async function startPostgres(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (await dockerEngineAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    stops.push(async () => void (await container.stop()));
    return container.getConnectionUri();
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: testDataDir(),
    port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT ?? 54339),
    database: 'postgres',
  });
  stops.push(() => embedded.stop());
  return embedded.url;
}

async function startRedis(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await dockerEngineAnswers()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    stops.push(async () => void (await container.stop()));
    return container.getConnectionUrl();
  }
  if (process.env.CI === 'true') {
    throw new Error('CI=true but no Redis: set REDIS_URL (or provide a Docker engine)');
  }
  console.warn('No REDIS_URL and no Docker engine: the Redis contract tests will not run.');
  return undefined;
}

async function dockerEngineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string) {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  });
}

export async function dropDatabase(adminUrl: string, name: string) {
  await withAdmin(adminUrl, async (client) => {
    await untilDisconnected(client, name);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

// pg's Pool.end() resolves once it has told its clients to end, before their server processes
// are gone; a forced drop in that moment ends them with 57P01, an error event nobody listens to
// any more (it failed a passing test file). So the drop waits for the test's connections to
// leave (5 s at most, after which it ends whatever a test forgot to close).
async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let check = 0; check < 100; check += 1) {
    const { rows } = await client.query<{ connections: number }>(
      'SELECT count(*)::int AS connections FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
