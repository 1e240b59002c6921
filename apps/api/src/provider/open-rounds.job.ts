import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Rolls back rounds left OPEN for over a minute: the engine leaves a round open only when even
 * its rollback got no answer, and a round is played in well under a minute otherwise. Safe to
 * repeat and to run in several processes: the rollback's transaction id is the round's own. Each
 * run finishes every round stale by then, so missed periods need no runs of their own; its 2,880
 * runs a day are kept for a day.
 */
export const OPEN_ROUNDS_JOB: JobDefinition = {
  id: 'provider-open-rounds',
  periodMs: 30_000,
  keepSucceededMs: 24 * 3_600_000,
};

export const OPEN_ROUND_AGE_MS = 60_000;
