import type { JobDefinition } from '../jobs/job-definition.js';

/**
 * Draws every lottery game whose draw time has passed by the end of the period. Idempotent: a
 * draw is unique per (game, numero), so a run repeated, or a read drawing at the same time,
 * draws each numero once. Each run draws everything due, so missed periods need no runs of their
 * own; its 17,280 runs a day are kept for a day.
 */
export const LOTTERY_DRAW_JOB: JobDefinition = {
  id: 'lottery-draws',
  periodMs: 5_000,
  keepSucceededMs: 24 * 3_600_000,
};

// A game that has not been drawn for a while gets at most this many past draws at once.
export const DRAW_HISTORY_LIMIT = 100;
