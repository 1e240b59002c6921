import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Credits the points of valid turnover (settled real-money bets) at the operator's rate, each
 * hour, from the operator's cursor (point_earning_cursor): a run counts every bet settled since
 * the last counted window, so missed hours need no runs of their own.
 */
export const POINTS_EARNING_JOB: JobDefinition = {
  id: 'points-earning',
  periodMs: 3_600_000,
  keepSucceededMs: 7 * 24 * 3_600_000,
};
