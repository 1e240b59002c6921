import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Confirms the payouts nobody answered within the operator's minutes
 * (paymentSettings.withdrawal.autoConfirmMinutes), as received (spec 2 §4). Each run brings every
 * site up to date by itself, so missed periods need no runs of their own; a run every minute,
 * kept for a day. Safe with several API instances: the runner gives a period to one, and each
 * confirmation is a conditional update that a member's answer at the same moment wins.
 */
export const AUTO_CONFIRM_JOB: JobDefinition = {
  id: 'withdrawal-auto-confirm',
  periodMs: 60_000,
  keepSucceededMs: 24 * 3_600_000,
};
