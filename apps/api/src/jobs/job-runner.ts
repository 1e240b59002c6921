import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { CLOCK, type Clock } from '../config/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { JobDefinition, JobHandler, JobPeriod } from './job-definition.js';
import { JobRunRepository, type ClaimedRun } from './job-run.repository.js';

/** Runs started by one check of a job at most: a long outage is caught up over several ticks. */
export const RUNS_PER_CHECK = 10;

/** Claims of one period at most, a crashed run's included; then it stays FAILED. */
export const MAX_ATTEMPTS = 3;

// How often the timer looks at the jobs; each job is checked at its own pace (checkEveryMs).
const TICK_MS = 1_000;
// A job with a long period is still checked this often, so that a failed or crashed run of it is
// run again within this time rather than a period later.
const LONGEST_CHECK_MS = 30_000;
// A job's failed runs stay at least this long when it prunes its runs: a month of failures for
// the operator console.
const FAILED_RUNS_KEPT_MS = 30 * 24 * 3_600_000;
// Old runs are pruned, and lapsed runs left behind the catch-up window closed, this often.
const TIDY_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 10_000;
// job_run.error holds this many characters at most (a CHECK in its migration).
const ERROR_TEXT_LIMIT = 1_000;

/** How often a job is checked: at the end of each of its periods, and every 30 s at least. */
export function checkEveryMs(definition: JobDefinition): number {
  return Math.min(definition.periodMs, LONGEST_CHECK_MS);
}

/**
 * How long a claimed run is its instance's without a word from it: three checks, so a lease is
 * renewed more than once before it could lapse, and a crashed run is taken over within seconds
 * for a frequent job and within 90 s for the others.
 */
export function leaseMs(definition: JobDefinition): number {
  return 3 * checkEveryMs(definition);
}

interface ActiveRun extends ClaimedRun {
  leaseUntil: number;
  abort: AbortController;
}

interface RegisteredJob {
  definition: JobDefinition;
  handler: JobHandler;
  /** The check in progress in this process: one at a time per job. */
  pass: Promise<void> | null;
  /** The run in progress, whose lease the timer renews. */
  active: ActiveRun | null;
  nextCheckAt: number;
  tidiedAt: number;
}

/**
 * Runs every registered job once per period across all API instances. A period is claimed in
 * job_run before it runs (one statement: see JobRunRepository.claim), so one instance runs it;
 * the run holds a lease that the timer renews while it goes on, and a run whose lease lapsed (its
 * instance crashed) or that failed is claimed again, MAX_ATTEMPTS times in all. After downtime
 * the missed periods run oldest first, RUNS_PER_CHECK at most per check. Time is the clock port's.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, OnModuleDestroy {
  /** Names this process on the runs it makes: host, process id and a random part. */
  readonly instance = `${hostname().slice(0, 64)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly logger = new Logger('JobRunner');
  private readonly jobs = new Map<string, RegisteredJob>();
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly runs: JobRunRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG)
    private readonly config: Pick<AppConfig, 'SCHEDULED_JOBS'> = { SCHEDULED_JOBS: true },
  ) {}

  /** Adds a job; its first check is at the end of the current period (or within 30 s). */
  register(definition: JobDefinition, handler: JobHandler): void {
    const { id, periodMs, catchUpPeriods = 0 } = definition;
    if (this.jobs.has(id)) throw new Error(`Job ${id} is registered twice`);
    if (!Number.isInteger(periodMs) || periodMs < TICK_MS) {
      throw new Error(`Job ${id}: periodMs must be a whole number of ms, ${TICK_MS} or more`);
    }
    if (!Number.isInteger(catchUpPeriods) || catchUpPeriods < 0) {
      throw new Error(`Job ${id}: catchUpPeriods must be a whole number, 0 or more`);
    }
    this.jobs.set(id, {
      definition,
      handler,
      pass: null,
      active: null,
      nextCheckAt: nextCheckAfter(definition, this.clock.now()),
      tidiedAt: Number.NEGATIVE_INFINITY,
    });
  }

  onApplicationBootstrap(): void {
    // An API instance of a larger site may leave the jobs to another instance (a worker), so
    // that their bursts of work never hold up its requests (docs/scaling.md).
    if (!this.config.SCHEDULED_JOBS) {
      this.logger.log('Scheduled jobs are off in this process (SCHEDULED_JOBS=false)');
      return;
    }
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** Starts no more runs; a run in progress finishes and is recorded before the app closes. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.jobs.values()].flatMap((job) => job.pass ?? []));
  }

  /**
   * What the timer does every second: renews the lease of each run in progress in this process,
   * and checks each other job whose next check is due. Resolves when those checks are done.
   */
  async tick(): Promise<void> {
    const now = this.clock.now();
    const work: Promise<void>[] = [];
    for (const job of this.jobs.values()) {
      if (job.active) work.push(this.renew(job, job.active, now));
      else if (!job.pass && !this.closing && now >= job.nextCheckAt) work.push(this.startPass(job));
    }
    await Promise.all(work);
  }

  /** Checks the job now, whatever its pace, once the check of it in progress here is done. */
  async check(jobId: string): Promise<void> {
    const job = this.jobs.get(jobId);
    if (!job) throw new Error(`No job ${jobId} is registered`);
    while (job.pass) await job.pass;
    if (!this.closing) await this.startPass(job);
  }

  private startPass(job: RegisteredJob): Promise<void> {
    const pass = this.runDue(job)
      .catch((error: unknown) => {
        // The database did not answer: a run this check claimed stays RUNNING until its lease
        // lapses, and the next check (here or on another instance) takes it over.
        this.logger.error(`job ${job.definition.id}: ${errorText(error)}`);
      })
      .finally(() => {
        job.pass = null;
      });
    job.pass = pass;
    return pass;
  }

  /** Claims and runs the job's due periods in order, until one cannot be run now. */
  private async runDue(job: RegisteredJob): Promise<void> {
    const { definition } = job;
    const now = this.clock.now();
    job.nextCheckAt = nextCheckAfter(definition, now);
    const latest = Math.floor(now / definition.periodMs) - 1;
    const first = latest - (definition.catchUpPeriods ?? 0);
    const { runs, newest } = await this.runs.unfinished(
      definition.id,
      periodOf(definition, first).start,
    );
    // Runs not finished in the window first (they are older than any new period), then the
    // periods after the newest run; a job's first run is for the latest period alone.
    const due: { index: number; run: (typeof runs)[number] | null }[] = runs.map((run) => ({
      index: Math.floor(run.periodStart.getTime() / definition.periodMs),
      run,
    }));
    const firstNew =
      newest === null
        ? latest
        : Math.max(Math.floor(newest.getTime() / definition.periodMs) + 1, first);
    for (let index = firstNew; index <= latest; index += 1) due.push({ index, run: null });

    let started = 0;
    for (const { index, run } of due) {
      if (this.closing) return;
      if (started === RUNS_PER_CHECK) {
        job.nextCheckAt = now;
        return;
      }
      const period = periodOf(definition, index);
      if (run?.status === 'RUNNING' && run.leaseUntil.getTime() >= now) {
        // Another instance runs this period: the later ones wait for it.
        return;
      }
      if (run && run.attempts >= MAX_ATTEMPTS) {
        if (run.status === 'RUNNING') {
          await this.runs.failLapsed(definition.id, new Date(now), { at: period.start });
        }
        continue;
      }
      const claimedAt = this.clock.now();
      const attempt = await this.runs.claim({
        jobId: definition.id,
        periodStart: period.start,
        periodEnd: period.end,
        instance: this.instance,
        now: new Date(claimedAt),
        leaseUntil: new Date(claimedAt + leaseMs(definition)),
        maxAttempts: MAX_ATTEMPTS,
      });
      // Another instance claimed it first, or finished it since the read above.
      if (attempt === null) return;
      started += 1;
      const succeeded = await this.run(job, period, {
        jobId: definition.id,
        periodStart: period.start,
        attempt,
        leaseUntil: claimedAt + leaseMs(definition),
        abort: new AbortController(),
      });
      // A failed run is run again at the next check, before any later period.
      if (!succeeded) return;
    }
    await this.tidy(job, now, periodOf(definition, first).start);
  }

  /** Runs the handler for the claimed period and records how it ended; true when it succeeded. */
  private async run(job: RegisteredJob, period: JobPeriod, active: ActiveRun): Promise<boolean> {
    const { id } = job.definition;
    const what = `job ${id} for ${period.start.toISOString()} (attempt ${active.attempt})`;
    job.active = active;
    let failure: string | null = null;
    try {
      await job.handler.run(period, active.abort.signal);
    } catch (error) {
      failure = errorText(error);
    } finally {
      job.active = null;
    }
    const finishedAt = new Date(this.clock.now());
    const recorded = await this.runs.finish(
      active,
      failure === null ? { status: 'SUCCEEDED' } : { status: 'FAILED', error: failure },
      finishedAt,
    );
    if (failure !== null) this.logger.error(`${what} failed: ${failure}`);
    if (!recorded) {
      this.logger.warn(`${what} ended after another instance took it over: not recorded`);
    }
    return failure === null && recorded;
  }

  /** Moves the lease of the run in progress on once half of it has gone. */
  private async renew(job: RegisteredJob, active: ActiveRun, now: number): Promise<void> {
    const lease = leaseMs(job.definition);
    if (now < active.leaseUntil - lease / 2) return;
    try {
      if (await this.runs.renew(active, new Date(now + lease))) {
        active.leaseUntil = now + lease;
      } else if (job.active === active) {
        this.logger.warn(`job ${job.definition.id}: another instance took over the run`);
        active.abort.abort(new Error('Another instance took over the run: its lease lapsed'));
      }
    } catch (error) {
      this.logger.warn(`job ${job.definition.id}: lease not renewed: ${errorText(error)}`);
    }
  }

  /**
   * Once an hour per job: closes the runs that lapsed behind the catch-up window (nobody will
   * claim them again) and deletes the runs the job does not keep.
   */
  private async tidy(job: RegisteredJob, now: number, windowStart: Date): Promise<void> {
    if (now - job.tidiedAt < TIDY_EVERY_MS) return;
    job.tidiedAt = now;
    const { id, keepSucceededMs } = job.definition;
    await this.runs.failLapsed(id, new Date(now), { before: windowStart });
    if (keepSucceededMs === undefined) return;
    await this.runs.prune(
      id,
      new Date(now - keepSucceededMs),
      new Date(now - Math.max(keepSucceededMs, FAILED_RUNS_KEPT_MS)),
      PRUNE_BATCH,
    );
  }
}

function periodOf(definition: JobDefinition, index: number): JobPeriod {
  return {
    start: new Date(index * definition.periodMs),
    end: new Date((index + 1) * definition.periodMs),
  };
}

// Checks fall on multiples of the job's pace, so a run starts right after its period ends.
function nextCheckAfter(definition: JobDefinition, now: number): number {
  const every = checkEveryMs(definition);
  return (Math.floor(now / every) + 1) * every;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}
