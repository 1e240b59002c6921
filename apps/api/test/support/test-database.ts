import { randomBytes } from 'node:crypto';
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
  const prisma = createPrismaClient(url, 4);
  return {
    url,
    prisma,
    drop: async () => {
      await prisma.$disconnect();
      await dropDatabase(adminUrl, name);
    },
  };
}
