import type { JobDefinition } from '../../jobs/job-definition.js';

/**
 * Plays the sportsbook's matches that are over, settles the bets whose last match is over and
 * commits the matches open for bets. One instance runs each period (the job runner's claim) and
 * a score is recorded only if the match is still unplayed, so a match is played once. Every run
 * brings everything up to date, so missed periods need no runs of their own.
 */
export const SPORTSBOOK_RESULTS_JOB: JobDefinition = {
  id: 'sportsbook-results',
  periodMs: 5_000,
  keepSucceededMs: 24 * 3_600_000,
};
