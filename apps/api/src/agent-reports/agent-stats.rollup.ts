import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import type { JobHandler } from '../jobs/job-definition.js';
import { LedgerReads } from '../ledger/ledger-reads.js';

/** Events rolled up per transaction: one batch holds its day rows' locks this long at most. */
export const ROLLUP_BATCH = 20_000;

/** One batch of events rolled up and deleted in the caller's transaction; answers how many. */
export async function rollUpBatch(
  tx: Prisma.TransactionClient | PrismaClient,
  batchSize = ROLLUP_BATCH,
): Promise<number> {
  const [row] = await tx.$queryRaw<{ taken: number }[]>`
    SELECT agent_stats_rollup(${batchSize}::int) AS taken`;
  return row?.taken ?? 0;
}

/** The journal cursor of the money roll-up (journal_cursor, LedgerReads.newWalletLines). */
export const MONEY_CURSOR = 'agent-stats';

/**
 * The wallet lines posted since the last run added to member_day_money and, for every upline in
 * the member's ancestry path, team_day_money, in the caller's transaction under the roll-up's
 * lock (the one agent_stats_rollup and a move take): the ledger's cursor moves in the same
 * statement, so each line counts exactly once. Answers how many member day rows it added to.
 */
export async function rollUpMoney(
  tx: Prisma.TransactionClient,
  ledger: LedgerReads,
): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(72707380)`;
  const newLines = await ledger.newWalletLines(tx, MONEY_CURSOR);
  const [row] = await tx.$queryRaw<{ days: number }[]>`
    WITH ${newLines},
    member_days AS (
      INSERT INTO member_day_money AS s (member_id, day, kind, direction, lines, amount)
      SELECT member_id, day, kind, direction, lines, amount FROM wallet_sums
      ON CONFLICT (member_id, day, kind, direction) DO UPDATE SET
        lines = s.lines + EXCLUDED.lines, amount = s.amount + EXCLUDED.amount
    ), team_days AS (
      INSERT INTO team_day_money AS s (agent_id, day, kind, direction, lines, amount)
      SELECT u.id::int, w.day, w.kind, w.direction, sum(w.lines), sum(w.amount)
      FROM wallet_sums w
      JOIN member m ON m.id = w.member_id
      CROSS JOIN LATERAL unnest(string_to_array(btrim(m.ancestry_path, '/'), '/')) AS u(id)
      WHERE u.id <> ''
      GROUP BY 1, 2, 3, 4
      ON CONFLICT (agent_id, day, kind, direction) DO UPDATE SET
        lines = s.lines + EXCLUDED.lines, amount = s.amount + EXCLUDED.amount
    )
    SELECT count(*)::int AS days FROM wallet_sums`;
  return row?.days ?? 0;
}

/**
 * The agent-stats job (agentStatsJob): event batches until the queue is empty, each in a
 * transaction of its own, so an event is rolled up exactly once (agent_stats_rollup deletes what
 * it rolls up, under a lock every instance shares); then the wallet lines posted since the last
 * run (rollUpMoney).
 */
@Injectable()
export class AgentStatsRollup implements JobHandler {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly ledger: LedgerReads,
  ) {}

  async run(_period: unknown, signal: AbortSignal): Promise<{ events: number; moneyDays: number }> {
    let events = 0;
    for (;;) {
      signal.throwIfAborted();
      const taken = await this.prisma.$transaction((tx) => rollUpBatch(tx), { timeout: 60_000 });
      events += taken;
      if (taken < ROLLUP_BATCH) break;
    }
    const moneyDays = await this.prisma.$transaction((tx) => rollUpMoney(tx, this.ledger), {
      timeout: 60_000,
    });
    return { events, moneyDays };
  }

  /** Everything pending rolled up now (tests, and the start of the API through the job). */
  async drain(): Promise<number> {
    return (await this.run(null, new AbortController().signal)).events;
  }
}
