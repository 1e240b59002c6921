import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Rolls the agent statistics' events up into the day tables (agent_stats_rollup) every
 * AGENT_STATS_EVERY_MS (5 s by default): the agent reports lag the wallet by about that much.
 * Each run empties the queue in batches, so missed periods need no runs of their own; a day of
 * runs is kept.
 */
export function agentStatsJob(periodMs: number): JobDefinition {
  return { id: 'agent-stats-rollup', periodMs, keepSucceededMs: 24 * 3_600_000 };
}
