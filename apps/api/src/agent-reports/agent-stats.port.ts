import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { AgentStatsRepository } from './agent-stats.repository.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { ROLLUP_BATCH, rollUpBatch, rollUpMoney } from './agent-stats.rollup.js';

/**
 * What other features ask of the agent statistics, and tell them. Team sizes (the agent
 * centre's downline list, the console's agent tree) are the roll-up's counters, the one
 * definition the team overview shows too. Moving an account to another upline (the console)
 * calls memberMoving, inside its own transaction, BEFORE it rewrites the paths: the figures of
 * the account's past days stay with the uplines it had then; from the move on they count for the
 * new ones.
 */
@Injectable()
export class AgentStatsPort {
  constructor(
    private readonly stats: AgentStatsRepository,
    private readonly ledger: LedgerReads,
  ) {}

  /**
   * How many accounts sit below each of these (one read for a page of rows). Counters follow
   * the roll-up job, so an account registered a moment ago counts within its period (5 s).
   */
  teamSizes(memberIds: readonly number[]): Promise<Map<number, number>> {
    return this.stats.teamSizes(memberIds);
  }

  /**
   * Rolls up every pending event and wallet line under the roll-up lock (held to the end of
   * `tx`, so the job waits for the move), then moves the account's subtree size from its old uplines' team sizes
   * to the new upline's and its uplines'.
   */
  async memberMoving(
    tx: Prisma.TransactionClient,
    memberId: number,
    newUplineId: number,
  ): Promise<void> {
    while ((await rollUpBatch(tx)) === ROLLUP_BATCH);
    await rollUpMoney(tx, this.ledger);
    await tx.$executeRaw`
      WITH moved AS (
        SELECT m.upline_id, m.ancestry_path,
               1 + COALESCE((SELECT z.team FROM agent_team_size z WHERE z.agent_id = m.id), 0)
                 AS size
        FROM member m WHERE m.id = ${memberId}
      ), target AS (
        SELECT ancestry_path || id || '/' AS path FROM member WHERE id = ${newUplineId}
      ), changes AS (
        SELECT a.id::int AS agent_id, -(a.id::int = mv.upline_id)::int AS direct, -mv.size AS team
        FROM moved mv, unnest(string_to_array(btrim(mv.ancestry_path, '/'), '/')) AS a(id)
        WHERE a.id <> ''
        UNION ALL
        SELECT a.id::int, (a.id::int = ${newUplineId})::int, mv.size
        FROM moved mv, target t, unnest(string_to_array(btrim(t.path, '/'), '/')) AS a(id)
      )
      INSERT INTO agent_team_size AS s (agent_id, direct, team)
      SELECT agent_id, sum(direct), sum(team) FROM changes GROUP BY agent_id
      ON CONFLICT (agent_id) DO UPDATE SET
        direct = s.direct + EXCLUDED.direct,
        team = s.team + EXCLUDED.team`;
  }
}
