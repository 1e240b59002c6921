import { parseArgs } from 'node:util';
import { runDatabaseCommand } from '../database/database-command.js';
import { seedDatabase } from './seed.js';

// `pnpm seed` (the committed catalogue) and `pnpm seed:bench` (--games 100000): loads the
// operator data of prisma/seed into the database of the environment (DATABASE_URL, else the
// embedded Postgres under DATA_DIR), then prints what the database holds.
runDatabaseCommand({
  name: 'seed',
  connections: 4,
  parseArguments: (args) => {
    const { values } = parseArgs({ args, options: { games: { type: 'string' } } });
    const games = values.games === undefined ? undefined : Number(values.games);
    if (games !== undefined && (!Number.isInteger(games) || games < 0)) {
      throw new Error('--games must be a whole number');
    }
    return { games };
  },
  run: async ({ args, prisma, config, log }) => {
    const report = await seedDatabase(prisma, {
      games: args.games,
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
  },
});
