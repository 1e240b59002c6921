import pg from 'pg';
import { PG_POOL, PRISMA } from '../../src/database/database.module.js';
import type { PrismaClient } from '../../src/database/prisma.factory.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('a database connection closed by the server', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  it('is replaced, and the API keeps answering', async () => {
    // Fill the pool with idle connections, then have Postgres end them as a restart would.
    await Promise.all(
      Array.from({ length: 4 }, () => api.http.get('/wps/games/vendors').expect(200)),
    );
    const admin = new pg.Client({ connectionString: api.database.url });
    await admin.connect();
    const ended = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await api.http.get('/wps/health/ready').expect(200);
    await api.http.get('/wps/games/list?gameType=RNG&language=EN').expect(200);
  });

  it('cannot end the process while the API shuts down', async () => {
    // Prisma lets go of the pool's errors on $disconnect, before the pool has ended: a connection
    // closed in that window (a test dropping its database) must still have a listener.
    const pool = api.app.get<pg.Pool>(PG_POOL);
    await api.app.get<PrismaClient>(PRISMA).$disconnect();
    expect(pool.listenerCount('error')).toBeGreaterThan(0);
  });
});
