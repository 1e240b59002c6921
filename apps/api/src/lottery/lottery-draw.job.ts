import type { JobDefinition } from '../common/interval-job.js';

/**
 * Draws every lottery game whose draw time has passed. Idempotent: a draw is unique per (game,
 * numero), so running it twice, or in two processes at once, draws each numero once.
 */
export const LOTTERY_DRAW_JOB: JobDefinition = { id: 'lottery-draws', everyMs: 5_000 };

// A game that has not been drawn for a while gets at most this many past draws at once.
export const DRAW_HISTORY_LIMIT = 100;
