import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';

export type { PrismaClient };

/**
 * A Prisma client on the Rust-free engine, talking to Postgres through node-postgres: through
 * `pool` when given (the caller then ends it), else through a pool of its own.
 */
export function createPrismaClient(databaseUrl: string | pg.Pool, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg(
    typeof databaseUrl === 'string'
      ? { connectionString: databaseUrl, max: poolSize }
      : databaseUrl,
  );
  return new PrismaClient({ adapter });
}
