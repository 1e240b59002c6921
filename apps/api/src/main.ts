import { ConfigError, loadConfig } from './config/app-config.js';
import { explainStartFailure } from './config/start-failure.js';
import { startNotes } from './config/start-notes.js';
import { createApp } from './app.factory.js';
import { openDatabase } from './database/database.bootstrap.js';
import { createPrismaClient } from './database/prisma.factory.js';
import { createLogger } from './logging/logger.js';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.js';
import { openKeyValueStore } from './store/store.factory.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const log = (message: string) => logger.info(message);

  const database = await openDatabase(config, log);
  log(
    database.kind === 'embedded'
      ? `database: embedded Postgres (no DATABASE_URL) with data under ${config.DATA_DIR}/postgres`
      : 'database: external Postgres from DATABASE_URL',
  );
  const store = await openKeyValueStore(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  log(
    store.kind === 'redis'
      ? 'store: Redis from REDIS_URL'
      : 'store: in-process store (no REDIS_URL; one API process only)',
  );
  log(
    config.UPLOAD_S3_BUCKET
      ? `uploads: S3-compatible bucket ${config.UPLOAD_S3_BUCKET} from UPLOAD_S3_BUCKET`
      : `uploads: under ${config.DATA_DIR}/uploads (no UPLOAD_S3_BUCKET; one API process only)`,
  );

  if (config.SEED_ON_EMPTY) {
    const prisma = createPrismaClient(database.url, 2);
    if (await isDatabaseEmpty(prisma)) {
      log(
        config.NODE_ENV === 'production'
          ? 'seed: empty database, loading the operator and catalogue (no demo accounts in production)'
          : 'seed: empty database, loading the demo operator, catalogue and demo accounts',
      );
      await seedDatabase(prisma, { log, demoAccounts: config.NODE_ENV !== 'production' });
    }
    await prisma.$disconnect();
  }

  const app = await createApp({ config, databaseUrl: database.url, store }, logger);
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const line of startNotes(config)) log(line);

  const shutdown = async (signal: string) => {
    log(`${signal}: shutting down`);
    await app.close();
    await store.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : explainStartFailure(error));
  process.exit(1);
});
