import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { JobHandler } from '../jobs/job-definition.js';

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

/**
 * The agent-stats job (agentStatsJob): batches until the queue is empty, each in a transaction
 * of its own, so an event is rolled up exactly once (agent_stats_rollup deletes what it rolls up,
 * under a lock every instance shares).
 */
@Injectable()
export class AgentStatsRollup implements JobHandler {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async run(_period: unknown, signal: AbortSignal): Promise<{ events: number }> {
    let events = 0;
    for (;;) {
      signal.throwIfAborted();
      const taken = await this.prisma.$transaction((tx) => rollUpBatch(tx), { timeout: 60_000 });
      events += taken;
      if (taken < ROLLUP_BATCH) return { events };
    }
  }

  /** Everything pending rolled up now (tests, and the start of the API through the job). */
  async drain(): Promise<number> {
    return (await this.run(null, new AbortController().signal)).events;
  }
}
