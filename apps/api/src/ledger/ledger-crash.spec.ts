import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { WALLET_PATHS } from '@wps/shared-types';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';

// The built API (the test command builds it first) runs as a child process, so it can be killed
// with SIGKILL in the middle of transfers like a crashed server, then started again on the same
// database.
const API_DIR = path.resolve(__dirname, '../..');
const MAIN_JS = path.join(API_DIR, 'dist', 'main.js');
const PORT = 3000 + (process.pid % 1000) + 1000;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const TRANSFERS = 40;

interface Answer {
  status: number;
  body: { code?: string; value?: unknown };
}

describe('ledger across an API crash', () => {
  let database: TestDatabase;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run pnpm build first`);
    database = await createTestDatabase();
    await database.prisma.merchant.updateMany({ data: { sliderVerification: false } });
  }, 240_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database.drop();
  });

  async function startApi(): Promise<void> {
    child = spawn('node', [MAIN_JS], {
      cwd: API_DIR,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: '',
        SEED_ON_EMPTY: 'false',
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
    });
    for (let attempt = 0; attempt < 300; attempt++) {
      const ready = await fetch(`${BASE_URL}/wps/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the API did not start');
  }

  async function send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<Answer> {
    const response = await fetch(`${BASE_URL}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  it('applies every retried transfer exactly once after a SIGKILL', async () => {
    await startApi();
    const login = await send(
      'POST',
      '/wps/session/login',
      {},
      {
        username: 'demo_member',
        password: 'Demo1234',
        type: 'username',
      },
    );
    const authorization = `Bearer ${(login.body.value as { token: string }).token}`;
    const transfers = Array.from({ length: TRANSFERS }, (_, index) => ({
      key: `crash-transfer-${index}`,
      body:
        index % 2 === 0
          ? { direction: 'TO_VENDOR', vendor: 'MG', amount: '10.00' }
          : { direction: 'FROM_VENDOR', vendor: 'MG', amount: '5.00' },
    }));
    const transfer = (item: (typeof transfers)[number]) =>
      send(
        'POST',
        WALLET_PATHS.transfer,
        { authorization, 'idempotency-key': item.key },
        item.body,
      );

    // Fire every transfer, and kill the server as soon as the first one is answered.
    const inFlight = transfers.map((item) => transfer(item).catch(() => null));
    await Promise.race(inFlight);
    // Listen before killing: the exit event may fire before the answers settle.
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    const beforeCrash = await Promise.all(inFlight);
    await exited;
    expect(beforeCrash.filter((answer) => answer === null).length).toBeGreaterThan(0);

    await startApi();
    // The client retries every transfer with its key, answered or not; FROM_VENDOR may be
    // refused when the TO_VENDOR before it had not run, so retry until the ledger settles.
    const afterRestart = new Map<string, Answer>();
    for (let round = 0; round < 3; round++) {
      for (const item of transfers) {
        if (afterRestart.get(item.key)?.status === 200) continue;
        afterRestart.set(item.key, await transfer(item));
      }
    }

    for (const [index, item] of transfers.entries()) {
      const retried = afterRestart.get(item.key)!;
      expect([item.key, retried.status]).toEqual([item.key, 200]);
      const first = beforeCrash[index];
      // An answer given before the crash is the answer the retry gets.
      if (first?.status === 200) expect(retried.body.value).toEqual(first.body.value);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query<{ key: string; count: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS count FROM journal_entry
       WHERE idempotency_key LIKE 'crash-transfer-%' GROUP BY 1`,
    );
    await client.end();
    expect(applied.rows).toHaveLength(TRANSFERS);
    expect(applied.rows.every((row) => row.count === 1)).toBe(true);
    const balance = await send('GET', WALLET_PATHS.balance, { authorization });
    expect(balance.body.value).toMatchObject({
      sumBalance: '5000.00',
      wallets: [
        { vendor: 'MAIN', balance: '4900.00' },
        { vendor: 'MG', balance: '100.00' },
      ],
    });
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  }, 120_000);
});
