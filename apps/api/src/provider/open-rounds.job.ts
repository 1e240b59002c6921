import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Finishes rounds left OPEN for over a minute: a round whose stake the wallet acknowledged by
 * sending its win again, every run until the wallet acknowledges it (a win is never turned into
 * a refund of the bet); any other (its debit and even its rollback got no answer) by rolling the
 * debit back. A round is played in well under a minute otherwise. Safe to repeat and to run in
 * several processes: the win's and the rollback's transaction ids are the round's own. Each run
 * finishes every round stale by then, so missed periods need no runs of their own; its 2,880
 * runs a day are kept for a day.
 */
export const OPEN_ROUNDS_JOB: JobDefinition = {
  id: 'provider-open-rounds',
  periodMs: 30_000,
  keepSucceededMs: 24 * 3_600_000,
};

export const OPEN_ROUND_AGE_MS = 60_000;
