import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Expires the pending deposits whose time ran out (bank and e-wallet deposits after the
 * operator's depositExpiryMinutes, online payments never paid after ONLINE_PAYMENT_EXPIRY_MINUTES).
 * Each run brings everything up to date, so missed periods need no runs of their own; a deposit
 * expires at most a minute late, and its 1,440 runs a day are kept for a day.
 */
export const DEPOSIT_EXPIRY_JOB: JobDefinition = {
  id: 'deposit-expiry',
  periodMs: 60_000,
  keepSucceededMs: 24 * 3_600_000,
};
