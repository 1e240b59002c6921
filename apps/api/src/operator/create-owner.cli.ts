import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config.js';
import { openDatabase, type DatabaseHandle } from '../database/database.bootstrap.js';
import { createPrismaClient, type PrismaClient } from '../database/prisma.factory.js';
import { createOwner } from './operator-owner.js';

// `pnpm operator:create-owner -- --username <name> [--merchant <code>]`: the first account of an
// operator, on the database of the environment (DATABASE_URL, else the embedded Postgres). The
// generated password is printed once, here, and nowhere else.
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, merchant: { type: 'string' } },
  });
  if (!values.username || !/^[a-z][a-z0-9_]{2,31}$/.test(values.username)) {
    throw new Error('--username is required: 3 to 32 lower-case letters, digits or _');
  }
  const config = loadConfig();
  let database: DatabaseHandle | undefined;
  let prisma: PrismaClient | undefined;
  try {
    database = await openDatabase(config, () => undefined);
    prisma = createPrismaClient(database.url, 1);
    const owner = await createOwner(prisma, {
      username: values.username,
      merchantCode: values.merchant,
      bcryptCost: config.BCRYPT_COST,
    });
    console.log(
      `Owner ${owner.username} created for operator ${owner.merchantCode}.\n` +
        `Password (shown this once; it must be changed at the first sign-in): ${owner.password}`,
    );
  } finally {
    await prisma?.$disconnect();
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
