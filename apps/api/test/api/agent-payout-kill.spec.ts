import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_AGENT_SETTINGS, type AgentContractTier } from '@wps/shared-types';
import { AgentSettingsRepository } from '../../src/agent/agent-settings.repository.js';
import type { Prisma } from '../../src/generated/prisma/client.js';
import { standaloneLedger } from '../../src/ledger/ledger.service.js';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createTestApp, devToolsHeaders, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { ENV } from '../support/test-services.js';
import { BALANCED_LEDGER, checkLedger } from '../support/wallet.js';

const DEV_KEY = randomBytes(16).toString('hex');
const PAY_WINDOW = '/wps/dev/agent-payouts/real-time-window';
const WINDOW = new Date('2026-11-01T00:00:00.000Z');
// One contract per top agent, each with a member who staked 100.00 in the window: 1.00 each.
// 1,100 payouts of one level are two transactions of the job (1,000 a transaction, two at once):
// the one without the wallet this test locks commits, the other stalls on it, and the process
// dies there. Which of the two holds the locked agent is the job's business, so either may be
// the one that committed.
const AGENTS = 1_100;
const PAYOUTS_PER_TRANSACTION = 1_000;
const LOCKED_AGENT = AGENTS;
const TIERS: AgentContractTier[] = [{ turnover: '0', activeMembers: null, ratio: '1.00' }];

/**
 * Issue 16: "a kill in the middle of a run: each (contract, period) paid exactly once". A real
 * API process (`node dist/main.js`) pays a real-time salary window through the development route
 * and is SIGKILLed while it writes the payouts; another instance then pays the window again.
 */
describe('a real-time salary run killed in the middle', () => {
  let database: TestDatabase;
  let doomed: ApiProcess;
  let agentIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const redisUrl = process.env[ENV.redisUrl];
    [doomed, agentIds] = await Promise.all([
      startApiProcess({
        DATABASE_URL: database.url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        REDIS_KEY_PREFIX: `wps-test:${randomBytes(6).toString('hex')}:`,
        DEV_TOOLS_KEY: DEV_KEY,
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'fatal',
      }),
      seedContracts(database),
    ]);
  }, 120_000);

  afterAll(async () => {
    await doomed?.kill();
    await database?.drop();
  });

  it('pays each (contract, window) exactly once, with one ledger entry, after the crash', async () => {
    const prisma = database.prisma;
    const { merchantId } = await prisma.member.findUniqueOrThrow({
      where: { id: agentIds[0] },
      select: { merchantId: true },
    });
    const wallet = await standaloneLedger(prisma).memberAccount(
      merchantId,
      agentIds[LOCKED_AGENT - 1],
      'MAIN',
    );
    let written: number;
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM ledger_account WHERE id = $1 FOR UPDATE', [wallet.id]);
      const {
        rows: [{ pid: holderPid }],
      } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');

      // Its answer never comes: the process is killed while it waits.
      const call = doomed.http
        .post(PAY_WINDOW)
        .set('x-dev-key', DEV_KEY)
        .send({ windowStart: WINDOW.toISOString() })
        .then(
          (response) => `answered ${response.status} ${JSON.stringify(response.body)}`,
          () => 'killed',
        );
      const stalled = await waitForStall(prisma, holderPid, call);
      written = stalled.written;
      expect([PAYOUTS_PER_TRANSACTION, AGENTS - PAYOUTS_PER_TRANSACTION]).toContain(written);
      await doomed.kill();
      expect(await call).toBe('killed');
      // What the server does when it finds the client gone (keepalive): the dead session's
      // transaction, with the payouts it had written, rolls back.
      await holder.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid', [
        stalled.waiting,
      ]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await payouts(prisma)).toMatchObject({
      rows: written,
      contracts: written,
      entries: written,
    });

    const survivor: TestApp = await createTestApp({ database });
    try {
      const pay = () =>
        survivor.http
          .post(PAY_WINDOW)
          .set(devToolsHeaders(survivor))
          .send({ windowStart: WINDOW.toISOString() })
          .expect(200);
      expect((await pay()).body.value).toEqual({
        written: AGENTS - written,
        paid: String((AGENTS - written) * 100),
      });
      expect((await pay()).body.value).toEqual({ written: 0, paid: '0' });
    } finally {
      await survivor.close();
    }

    expect(await payouts(prisma)).toEqual({
      rows: AGENTS,
      contracts: AGENTS,
      entries: AGENTS,
      entryKeys: AGENTS,
      paidWithEntry: AGENTS,
      walletsAtOne: AGENTS,
    });
    expect(await checkLedger(database.url)).toEqual(BALANCED_LEDGER);
  }, 60_000);
});

/** Top agents with a real-time salary contract each and a member who played in the window. */
async function seedContracts(database: TestDatabase): Promise<number[]> {
  const prisma = database.prisma;
  const merchant = await prisma.merchant.findFirstOrThrow({ select: { id: true } });
  await new AgentSettingsRepository(prisma).replace(merchant.id, {
    ...DEFAULT_AGENT_SETTINGS,
    features: { ...DEFAULT_AGENT_SETTINGS.features, realTimeSalary: true },
  });
  await prisma.$executeRaw`
    INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, updated_at)
    SELECT ${merchant.id}, 'killagent' || i, 'Kill test agent', '-', 1, now()
    FROM generate_series(1, ${AGENTS}) i`;
  const agents = await prisma.member.findMany({
    where: { account: { startsWith: 'killagent' } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  await prisma.$executeRaw`
    INSERT INTO member (merchant_id, account, nickname, password_hash, upline_id, ancestry_path,
                        depth, updated_at)
    SELECT merchant_id, 'killmember' || substr(account, 10), 'Kill test member', '-', id,
           '/' || id || '/', 1, now()
    FROM member WHERE account LIKE 'killagent%'`;
  await prisma.agentContract.createMany({
    data: agents.map(({ id }) => ({
      merchantId: merchant.id,
      agentId: id,
      kind: 'REAL_TIME_SALARY' as const,
      period: 'FIVE_MINUTES' as const,
      tiers: TIERS as unknown as Prisma.InputJsonValue,
      status: 'ACTIVE' as const,
      slot: 'IN_FORCE',
      proposedBy: 'OPERATOR' as const,
      proposedAt: new Date('2026-10-01T00:00:00Z'),
      startedAt: new Date('2026-10-01T00:00:00Z'),
    })),
  });
  const game = await prisma.game.findFirstOrThrow({
    where: { vendor: { code: 'PG' } },
    select: { id: true, vendorId: true, categoryCode: true },
  });
  const members = await prisma.member.findMany({
    where: { account: { startsWith: 'killmember' } },
    select: { id: true },
  });
  const settledAt = new Date(WINDOW.getTime() + 60_000);
  await prisma.betRecord.createMany({
    data: members.map(({ id }) => ({
      merchantId: merchant.id,
      memberId: id,
      vendorId: game.vendorId,
      gameId: game.id,
      categoryCode: game.categoryCode,
      roundId: `kill-round-${id}`,
      stake: '100.00',
      payout: '0.00',
      status: 'SETTLED' as const,
      isDemo: false,
      placedAt: settledAt,
      settledAt,
    })),
  });
  return agents.map(({ id }) => id);
}

/**
 * Waits until the run waits on the wallet `holderPid` locked in one transaction and has
 * committed the other; answers the payouts committed and the waiting sessions.
 */
async function waitForStall(
  prisma: TestDatabase['prisma'],
  holderPid: number,
  call: Promise<string>,
): Promise<{ written: number; waiting: number[] }> {
  const answer: { text?: string } = {};
  void call.then((text) => (answer.text = text));
  for (;;) {
    if (answer.text !== undefined) throw new Error(`The run did not stall: ${answer.text}`);
    // Outside the lock's transaction, which would see one snapshot of pg_stat_activity.
    const [state] = await prisma.$queryRaw<{ written: number; waiting: number[] }[]>`
      SELECT (SELECT count(*)::int FROM agent_payout WHERE period_start = ${WINDOW}) AS written,
             (SELECT coalesce(array_agg(pid), '{}') FROM pg_stat_activity
              WHERE ${holderPid}::int = ANY(pg_blocking_pids(pid))) AS waiting`;
    if (state.waiting.length > 0 && state.written > 0) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The window's payouts and their ledger entries, counted. */
async function payouts(prisma: TestDatabase['prisma']) {
  const [row] = await prisma.$queryRaw<Record<string, number>[]>`
    SELECT count(*)::int AS rows,
           count(DISTINCT p.contract_id)::int AS contracts,
           (SELECT count(*)::int FROM journal_entry e
            WHERE e.kind = 'SALARY' AND e.idempotency_scope = 'agent-payout') AS entries,
           (SELECT count(DISTINCT e.idempotency_key)::int FROM journal_entry e
            WHERE e.kind = 'SALARY' AND e.idempotency_scope = 'agent-payout') AS "entryKeys",
           count(*) FILTER (WHERE p.status = 'PAID' AND p.entry_id IS NOT NULL)::int
             AS "paidWithEntry",
           (SELECT count(*)::int FROM ledger_account a JOIN member m ON m.id = a.member_id
            WHERE m.account LIKE 'killagent%' AND a.kind = 'MAIN' AND a.balance = 1)
             AS "walletsAtOne"
    FROM agent_payout p WHERE p.period_start = ${WINDOW}`;
  return row;
}
