import type { JobDefinition } from '../../jobs/job-definition.js';

/**
 * Draws the 4D draws whose time has come, settles their tickets and commits the next draw. One
 * instance runs each period (the job runner's claim) and a draw's numbers are recorded only if
 * it is still undrawn, so a draw is drawn once. Every run brings everything up to date, so
 * missed periods need no runs of their own; its 17,280 runs a day are kept for a day.
 */
export const FOUR_D_DRAW_JOB: JobDefinition = {
  id: 'four-d-draws',
  periodMs: 5_000,
  keepSucceededMs: 24 * 3_600_000,
};
