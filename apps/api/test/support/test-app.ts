import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import supertest from 'supertest';
import { createApp } from '../../src/app.factory.js';
import type { Clock } from '../../src/config/clock.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createLogger } from '../../src/logging/logger.js';
import type { KeyValueStore } from '../../src/store/key-value-store.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { openTestStore } from './test-store.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof supertest>;
  prisma: TestDatabase['prisma'];
  database: TestDatabase;
  store: KeyValueStore;
  config: AppConfig;
  close(): Promise<void>;
}

/** The variables production mode requires: secrets that are not the development defaults. */
export const PRODUCTION_ENVIRONMENT: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-enough-length!!',
  PAYMENT_GATEWAY_SECRET: 'a-production-gateway-secret-of-enough-length',
};

/**
 * The whole API on a database of its own, or on another test app's `database` (a second instance
 * of the same site, which leaves dropping it to its owner); Redis (with a key prefix of its own)
 * when the run has one, else the in-process store. `environment` overrides configuration
 * variables.
 */
export async function createTestApp(
  options: {
    environment?: Record<string, string>;
    seeded?: boolean;
    store?: 'redis' | 'memory';
    /** A clock the test controls (test-clock.ts); the real one by default. */
    clock?: Clock;
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ seeded: options.seeded }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '',
    BCRYPT_COST: '4',
    // Test files log in and register far more often than a person; credential-routes.spec.ts
    // tests the limit itself.
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.environment,
  });
  const store = await openTestStore(options.store);
  const app = await createApp(
    { config, databaseUrl: database.url, store, clock: options.clock },
    createLogger(config),
  );
  // On a real port, as the site runs: the built-in provider calls the site's seamless wallet
  // over HTTP at the address the API listens on.
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    http: supertest(app.getHttpServer()),
    prisma: database.prisma,
    database,
    store,
    config,
    close: async () => {
      await app.close();
      await store.close();
      if (!options.database) await database.drop();
    },
  };
}

/** The header the development routes (/wps/dev) want, with this app's development key. */
export function devToolsHeaders(api: TestApp): Record<string, string> {
  return { 'x-dev-key': api.config.DEV_TOOLS_KEY };
}

/** A visitor's GET that must succeed: the value of its envelope. */
export async function getValue<T>(api: TestApp, path: string, query: object = {}): Promise<T> {
  const response = await api.http.get(path).query(query).expect(200);
  expect(response.body.success).toBe(true);
  return response.body.value as T;
}
