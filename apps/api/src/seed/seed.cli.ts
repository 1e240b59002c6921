import { parseArgs } from 'node:util';
import { loadConfig } from '../config/app-config.js';
import { openDatabase, type DatabaseHandle } from '../database/database.bootstrap.js';
import { createPrismaClient, type PrismaClient } from '../database/prisma.factory.js';
import { seedDatabase } from './seed.js';

// `pnpm seed` (the committed catalogue) and `pnpm seed:bench` (--games 100000): loads the
// operator data of prisma/seed into the database of the environment (DATABASE_URL, else the
// embedded Postgres under DATA_DIR), then prints what the database holds.
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { games: { type: 'string' } } });
  const games = values.games === undefined ? undefined : Number(values.games);
  if (games !== undefined && (!Number.isInteger(games) || games < 0)) {
    throw new Error('--games must be a whole number');
  }
  const config = loadConfig();
  const log = (message: string) => console.log(message);
  let database: DatabaseHandle | undefined;
  let prisma: PrismaClient | undefined;
  try {
    database = await openDatabase(config, log);
    prisma = createPrismaClient(database.url, 4);
    const report = await seedDatabase(prisma, {
      games,
      log,
      demoAccounts: config.NODE_ENV !== 'production',
    });
    const counts = Object.entries(report.counts)
      .map(([table, count]) => `  ${table.padEnd(17)} ${count}`)
      .join('\n');
    console.log(
      `seed: operator ${report.merchantCode} loaded in ${report.seconds.toFixed(2)} s ` +
        `(${report.catalogue.games} games in the catalogue, ${report.catalogue.gamesWritten} written; ` +
        `${report.passwordsSet} demo passwords set)\n${counts}`,
    );
  } finally {
    await prisma?.$disconnect();
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
