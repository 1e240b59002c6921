import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma, type JobRunStatus } from '../generated/prisma/client.js';

/** A run the operator console shows. */
export interface JobRunRecord {
  jobId: string;
  periodStart: Date;
  periodEnd: Date;
  status: JobRunStatus;
  attempts: number;
  instance: string;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

/** A run that has not succeeded: running, or failed. */
export interface UnfinishedRun {
  periodStart: Date;
  status: JobRunStatus;
  attempts: number;
  leaseUntil: Date;
}

/** One claim of a period: the attempt number fences every later write of the run. */
export interface ClaimedRun {
  jobId: string;
  periodStart: Date;
  attempt: number;
}

// What a run whose lease lapsed leaves as its error: its attempt and the instance that had it.
const lapsedText = Prisma.sql`left('attempt ' || run.attempts || ' on ' || run.instance
  || ': its lease lapsed (the instance stopped or lost the database)', 1000)`;

/**
 * job_run: one row per job and period. Inserting the row, or taking over a failed run or a
 * lapsed one, in one statement, is what lets one API instance run a period.
 */
@Injectable()
export class JobRunRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The job's runs from `from` on that have not succeeded, oldest first, and the start of its
   * newest run of any status (null before its first run).
   */
  async unfinished(
    jobId: string,
    from: Date,
  ): Promise<{ runs: UnfinishedRun[]; newest: Date | null }> {
    const [runs, newest] = await Promise.all([
      this.prisma.jobRun.findMany({
        where: { jobId, periodStart: { gte: from }, status: { not: 'SUCCEEDED' } },
        orderBy: { periodStart: 'asc' },
        select: { periodStart: true, status: true, attempts: true, leaseUntil: true },
      }),
      this.prisma.jobRun.findFirst({
        where: { jobId },
        orderBy: { periodStart: 'desc' },
        select: { periodStart: true },
      }),
    ]);
    return { runs, newest: newest?.periodStart ?? null };
  }

  /**
   * Claims the period for `instance`: inserts its run, or takes over a FAILED run or a RUNNING
   * one whose lease lapsed before `now` while it has attempts left. Answers the attempt number,
   * or null when the period is not this instance's to run (another has it, or it is done).
   */
  async claim(run: {
    jobId: string;
    periodStart: Date;
    periodEnd: Date;
    instance: string;
    now: Date;
    leaseUntil: Date;
    maxAttempts: number;
  }): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ attempts: number }[]>`
      INSERT INTO job_run AS run
        (job_id, period_start, period_end, status, attempts, instance, started_at, lease_until)
      VALUES (${run.jobId}, ${run.periodStart}, ${run.periodEnd}, 'RUNNING', 1, ${run.instance},
        ${run.now}, ${run.leaseUntil})
      ON CONFLICT (job_id, period_start) DO UPDATE SET
        status = 'RUNNING', attempts = run.attempts + 1, instance = EXCLUDED.instance,
        started_at = EXCLUDED.started_at, finished_at = NULL, lease_until = EXCLUDED.lease_until,
        error = CASE WHEN run.status = 'RUNNING' THEN ${lapsedText} ELSE run.error END
      WHERE run.attempts < ${run.maxAttempts}
        AND (run.status = 'FAILED'
          OR (run.status = 'RUNNING' AND run.lease_until < EXCLUDED.started_at))
      RETURNING attempts`;
    return rows[0]?.attempts ?? null;
  }

  /** Moves the run's lease on; false when the run is no longer this claim's. */
  async renew(run: ClaimedRun, leaseUntil: Date): Promise<boolean> {
    const { count } = await this.prisma.jobRun.updateMany({
      where: { ...this.claimed(run), status: 'RUNNING' },
      data: { leaseUntil },
    });
    return count === 1;
  }

  /** Records how the run ended; false when the run is no longer this claim's. */
  async finish(
    run: ClaimedRun,
    outcome: { status: 'SUCCEEDED' } | { status: 'FAILED'; error: string },
    finishedAt: Date,
  ): Promise<boolean> {
    const { count } = await this.prisma.jobRun.updateMany({
      where: { ...this.claimed(run), status: 'RUNNING' },
      data: { ...outcome, finishedAt },
    });
    return count === 1;
  }

  /**
   * Marks FAILED the job's RUNNING runs whose lease lapsed before `now` and that will not be
   * claimed again: the one of `periods.at` (out of attempts), or every one before
   * `periods.before` (left behind the catch-up window).
   */
  async failLapsed(
    jobId: string,
    now: Date,
    periods: { at: Date } | { before: Date },
  ): Promise<number> {
    const which =
      'at' in periods
        ? Prisma.sql`period_start = ${periods.at}`
        : Prisma.sql`period_start < ${periods.before}`;
    return this.prisma.$executeRaw`
      UPDATE job_run AS run SET status = 'FAILED', finished_at = ${now}, error = ${lapsedText}
      WHERE job_id = ${jobId} AND status = 'RUNNING' AND lease_until < ${now} AND ${which}`;
  }

  /**
   * Deletes the job's succeeded runs of periods before `succeededBefore` and its failed runs
   * before `failedBefore`, `limit` at most, never its newest run (where catch-up starts).
   */
  prune(jobId: string, succeededBefore: Date, failedBefore: Date, limit: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM job_run WHERE job_id = ${jobId} AND period_start IN (
        SELECT period_start FROM job_run
        WHERE job_id = ${jobId}
          AND ((status = 'SUCCEEDED' AND period_start < ${succeededBefore})
            OR (status = 'FAILED' AND period_start < ${failedBefore}))
          AND period_start < (SELECT max(period_start) FROM job_run WHERE job_id = ${jobId})
        ORDER BY period_start
        LIMIT ${limit})`;
  }

  /** One page of the job's runs, newest period first (the primary key read backwards). */
  async recent(
    jobId: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: JobRunRecord[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.prisma.jobRun.findMany({
        where: { jobId },
        orderBy: { periodStart: 'desc' },
        skip: (pageNo - 1) * pageSize,
        take: pageSize,
        select: {
          jobId: true,
          periodStart: true,
          periodEnd: true,
          status: true,
          attempts: true,
          instance: true,
          startedAt: true,
          finishedAt: true,
          error: true,
        },
      }),
      this.prisma.jobRun.count({ where: { jobId } }),
    ]);
    return { rows, total };
  }

  private claimed(run: ClaimedRun) {
    return { jobId: run.jobId, periodStart: run.periodStart, attempts: run.attempt };
  }
}
