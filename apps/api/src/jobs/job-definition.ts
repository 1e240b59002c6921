/**
 * A scheduled job: what it is called, the length of its periods and how it catches up. Its
 * handler lives apart (JobHandler); a feature module hands both to the JobRunner.
 */
export interface JobDefinition {
  /** Stable name, kept with every run (job_run.job_id): renaming a job starts it afresh. */
  id: string;
  /**
   * Length of a period. Periods are aligned to the epoch (a day starts at 00:00 UTC) and a
   * period runs once it has ended, on one API instance.
   */
  periodMs: number;
  /**
   * Missed periods run after downtime, oldest first, besides the latest one. 0 (the default)
   * runs the latest only: for a job whose every run brings everything up to date by itself.
   */
  catchUpPeriods?: number;
  /**
   * Succeeded runs older than this are deleted by the runner, for a frequent job whose runs
   * would otherwise pile up; without it every run is kept.
   */
  keepSucceededMs?: number;
}

/** The period a run is for: from `start` (included) to `end` (excluded). */
export interface JobPeriod {
  start: Date;
  end: Date;
}

/**
 * What a job does for one period. Idempotent per period (and per agent, for a money job): a run
 * whose instance stopped answering is run again elsewhere. `signal` is aborted when the run's
 * lease was taken over by another instance; a long handler checks it between its batches and
 * throws (`signal.throwIfAborted()`) rather than go on.
 */
export interface JobHandler {
  run(period: JobPeriod, signal: AbortSignal): Promise<unknown>;
}
