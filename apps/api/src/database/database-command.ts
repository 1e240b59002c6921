import { type AppConfig, loadConfig } from '../config/app-config.js';
import { StartError } from '../config/start-failure.js';
import { openDatabase, type DatabaseHandle } from './database.bootstrap.js';
import { createPrismaClient, type PrismaClient } from './prisma.factory.js';

export interface DatabaseCommandContext<Arguments> {
  args: Arguments;
  prisma: PrismaClient;
  config: AppConfig;
  log: (message: string) => void;
}

export interface DatabaseCommand<Arguments> {
  /** Names the command in its failure message. */
  name: string;
  connections: number;
  /** Keeps the database's start and migration lines off the output. */
  quiet?: boolean;
  /** Reads and checks the command line before any database is opened; throws to refuse. */
  parseArguments: (argv: string[]) => Arguments;
  run: (context: DatabaseCommandContext<Arguments>) => Promise<void>;
}

/**
 * Runs one command-line task on the database of the environment (DATABASE_URL, else the embedded
 * Postgres under DATA_DIR, migrated first), closes what it opened, and exits 0, or 1 with the
 * failure named.
 */
export function runDatabaseCommand<Arguments>(command: DatabaseCommand<Arguments>): void {
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const run = async () => {
    const args = command.parseArguments(commandLine());
    const config = loadConfig();
    let database: DatabaseHandle | undefined;
    let prisma: PrismaClient | undefined;
    try {
      database = await openDatabase(config, command.quiet ? () => undefined : log);
      prisma = createPrismaClient(database.url, command.connections);
      await command.run({ args, prisma, config, log });
    } finally {
      await prisma?.$disconnect();
      await database?.close();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(error instanceof StartError ? reason : `${command.name} failed: ${reason}`);
      process.exit(1);
    },
  );
}

/** The command's own arguments: `pnpm <script> -- --flag` hands the `--` on, and it means nothing. */
function commandLine(): string[] {
  const argv = process.argv.slice(2);
  return argv[0] === '--' ? argv.slice(1) : argv;
}
