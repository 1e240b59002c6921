import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Closes seamless-wallet rounds that had no bet, win or rollback for SEAMLESS_ROUND_IDLE_MINUTES:
 * the vendor sent no closing win or end of round, so the round ends as it stands (a loss for
 * what is staked). Safe to repeat and to run in several processes: each close is a ROUND_CLOSE
 * entry keyed by the round, posted only while the round is still open and idle. Each run
 * closes a bounded batch; rounds beyond it wait for the next minute's run.
 */
export const IDLE_ROUNDS_JOB: JobDefinition = {
  id: 'seamless-idle-rounds',
  periodMs: 60_000,
  keepSucceededMs: 24 * 3_600_000,
};
