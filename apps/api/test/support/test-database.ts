import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrismaClient, type PrismaClient } from '../../src/database/prisma.factory.js';
import { createDatabase, dropDatabase } from './global-setup.js';
import { ENV, requiredEnv, withDatabase } from './test-services.js';

export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, cloned from a template the global setup migrated
 * (and, unless `seeded: false`, loaded with the demo seed).
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = requiredEnv(ENV.adminUrl);
  const template = requiredEnv(options.seeded === false ? ENV.bareTemplate : ENV.seededTemplate);
  const name = `wps_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name, template);
  const url = withDatabase(adminUrl, name);
  // A pool of the harness's own: Prisma lets go of its pool's errors on $disconnect before the
  // connections have closed, and the forced drop below would then end one with nobody listening
  // (an unhandled error that failed a passing test file). The pool is ended before the drop.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  const prisma = createPrismaClient(pool);
  return {
    url,
    prisma,
    drop: async () => {
      await prisma.$disconnect();
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
