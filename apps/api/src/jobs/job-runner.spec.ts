import { Logger } from '@nestjs/common';
import pg from 'pg';
import { TestClock } from '../../test/support/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { createPrismaClient, type PrismaClient } from '../database/prisma.factory.js';
import type { JobDefinition, JobHandler, JobPeriod } from './job-definition.js';
import { JobRunRepository } from './job-run.repository.js';
import { JobRunner, leaseMs, MAX_ATTEMPTS, RUNS_PER_CHECK } from './job-runner.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A handler that records the periods it ran for, and does what `body` says for each. */
function recorder(
  body: (period: JobPeriod, signal: AbortSignal) => Promise<unknown> = async () => 0,
) {
  const periods: string[] = [];
  const handler: JobHandler = {
    run: (period, signal) => {
      periods.push(period.start.toISOString());
      return body(period, signal);
    },
  };
  return { periods, handler };
}

/**
 * The runner as two API processes run it: each instance has its own pool and Prisma client on
 * one database, and its own JobRunner; the clock is the test's.
 */
describe('the job runner', () => {
  let database: TestDatabase;
  let pools: pg.Pool[];
  let clients: PrismaClient[];
  let repository: JobRunRepository;

  beforeAll(async () => {
    // Failed runs are logged on purpose below.
    Logger.overrideLogger(false);
    database = await createTestDatabase({ seeded: false });
    pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 4 }));
    clients = pools.map((pool) => createPrismaClient(pool));
    repository = new JobRunRepository(database.prisma);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.$disconnect()));
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  });

  /** Two instances running `definition` with `handler`, on a clock at `at`. */
  const twoInstances = (definition: JobDefinition, handler: JobHandler, at: number) => {
    const clock = new TestClock(at);
    const runners = clients.map((client) => {
      const runner = new JobRunner(new JobRunRepository(client), clock);
      runner.register(definition, handler);
      return runner;
    }) as [JobRunner, JobRunner];
    return { clock, runners };
  };
  const runsOf = async (jobId: string) =>
    (await repository.recent(jobId, 1, 1_000)).rows.slice().reverse();

  it('runs a period once when two instances check it at the same time, and records the run', async () => {
    const job: JobDefinition = { id: 'test-once', periodMs: MINUTE };
    let release = deferred();
    let inProgress = false;
    const { periods, handler } = recorder(async () => {
      // A second run of the period at the same time would end at once (and be counted).
      if (inProgress) return;
      inProgress = true;
      await release.promise;
      inProgress = false;
    });
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 8, 0, 30));
    for (let period = 0; period < 12; period += 1) {
      clock.advance(MINUTE);
      release = deferred();
      const checks = runners.map((runner) => runner.check(job.id));
      // The instance that claimed the period waits in its handler until the other has finished
      // its check: the other saw the run, or lost the claim, while the run went on.
      await Promise.race(checks);
      release.resolve();
      await Promise.all(checks);
    }
    expect(periods).toHaveLength(12);
    expect(new Set(periods).size).toBe(12);
    const runs = await runsOf(job.id);
    expect(runs.map((run) => run.periodStart.toISOString())).toEqual(periods);
    for (const run of runs) {
      expect(run).toMatchObject({ status: 'SUCCEEDED', attempts: 1, error: null });
      expect(run.periodEnd.getTime() - run.periodStart.getTime()).toBe(MINUTE);
      expect(run.finishedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime());
      expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(run.periodEnd.getTime());
      expect(runners.map((runner) => runner.instance)).toContain(run.instance);
    }

    // The operator console's read: a page of the job's runs, newest first.
    const page = await repository.recent(job.id, 2, 5);
    expect(page.total).toBe(12);
    expect(page.rows).toEqual(runs.slice().reverse().slice(5, 10));
    expect((await repository.recent(job.id, 3, 5)).rows).toHaveLength(2);
  });

  it('leaves a run in progress elsewhere alone, and runs again a run whose instance crashed', async () => {
    const job: JobDefinition = { id: 'test-crashed-row', periodMs: HOUR };
    const { periods, handler } = recorder();
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 9, 5));
    const period = {
      start: new Date(Date.UTC(2026, 0, 1, 8)),
      end: new Date(Date.UTC(2026, 0, 1, 9)),
    };
    await database.prisma.jobRun.create({
      data: {
        jobId: job.id,
        periodStart: period.start,
        periodEnd: period.end,
        status: 'RUNNING',
        attempts: 1,
        instance: 'gone-host:41:abcdef',
        startedAt: new Date(clock.now() - MINUTE),
        leaseUntil: new Date(clock.now() + MINUTE),
      },
    });
    await runners[1].check(job.id);
    expect(periods).toEqual([]);

    clock.advance(MINUTE + 1);
    await runners[1].check(job.id);
    expect(periods).toEqual([period.start.toISOString()]);
    expect(await runsOf(job.id)).toEqual([
      expect.objectContaining({
        status: 'SUCCEEDED',
        attempts: 2,
        instance: runners[1].instance,
        error: expect.stringMatching(/^attempt 1 on gone-host:41:abcdef: its lease lapsed/),
      }),
    ]);
  });

  it('keeps the lease of a hung run while its instance lives, and runs the period again once it stops renewing it', async () => {
    const job: JobDefinition = { id: 'test-hung', periodMs: HOUR };
    const started = deferred();
    const never = deferred();
    let firstSignal: AbortSignal | null = null;
    const { periods, handler } = recorder(async (_period, signal) => {
      if (firstSignal) return;
      firstSignal = signal;
      started.resolve();
      await never.promise;
    });
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 9, 5));
    const [first, second] = runners;
    const hung = first.check(job.id);
    await started.promise;

    // The first instance lives: its timer renews the lease before it lapses.
    const lease = leaseMs(job);
    clock.advance(lease / 2 + 1);
    await first.tick();
    clock.advance(lease / 2 + 1);
    await second.check(job.id);
    expect(periods).toHaveLength(1);

    // It stops (a crash): its lease lapses and the other instance runs the period again.
    clock.advance(lease + 1);
    await second.check(job.id);
    expect(periods).toHaveLength(2);
    expect(new Set(periods).size).toBe(1);
    const [run] = await runsOf(job.id);
    expect(run).toMatchObject({ status: 'SUCCEEDED', attempts: 2, instance: second.instance });
    expect(run.error).toContain(`attempt 1 on ${first.instance}: its lease lapsed`);

    // Were the first instance to come back, its run learns it was taken over, and its late end
    // changes nothing.
    await first.tick();
    expect(firstSignal!.aborted).toBe(true);
    never.resolve();
    await hung;
    expect(await runsOf(job.id)).toEqual([run]);
  });

  it('records a failed run with its error and runs it again at the next check, up to the limit', async () => {
    const job: JobDefinition = { id: 'test-failing', periodMs: HOUR };
    let failures = 2;
    const { periods, handler } = recorder(async () => {
      if (failures-- > 0) throw new Error(`wallet unreachable ${'x'.repeat(5_000)}`);
    });
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 9, 5));
    await runners[0].check(job.id);
    const [failed] = await runsOf(job.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed.finishedAt).not.toBeNull();
    expect(failed.error).toMatch(/^Error: wallet unreachable x+$/);
    expect(failed.error).toHaveLength(1_000);

    await runners[1].check(job.id);
    await runners[0].check(job.id);
    expect(periods).toEqual(Array(3).fill(failed.periodStart.toISOString()));
    expect(await runsOf(job.id)).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', attempts: 3 }),
    ]);

    // A run that fails every time is tried MAX_ATTEMPTS times, then left FAILED.
    const broken: JobDefinition = { id: 'test-broken', periodMs: HOUR };
    const always = recorder(async () => {
      throw new Error('no such agent');
    });
    const brokenRunners = twoInstances(broken, always.handler, clock.now()).runners;
    for (let check = 0; check < MAX_ATTEMPTS + 2; check += 1) {
      await brokenRunners[check % 2].check(broken.id);
    }
    expect(always.periods).toHaveLength(MAX_ATTEMPTS);
    expect(await runsOf(broken.id)).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        attempts: MAX_ATTEMPTS,
        error: 'Error: no such agent',
      }),
    ]);
  });

  it('catches up missed periods in order after downtime, at most RUNS_PER_CHECK per tick', async () => {
    const job: JobDefinition = { id: 'test-catch-up', periodMs: 5 * MINUTE, catchUpPeriods: 30 };
    const { periods, handler } = recorder();
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 10, 2));
    const [runner] = runners;
    // A job's first run is for the latest period alone.
    clock.advance(5 * MINUTE);
    await runner.tick();
    expect(periods).toEqual([new Date(Date.UTC(2026, 0, 1, 10, 0)).toISOString()]);

    // 25 periods pass with no instance up; the runner then runs them oldest first, ten a tick.
    clock.advance(25 * 5 * MINUTE);
    const expected = Array.from({ length: 25 }, (_, n) =>
      new Date(Date.UTC(2026, 0, 1, 10, 5 + 5 * n)).toISOString(),
    );
    const perTick: number[] = [];
    for (let tick = 0; tick < 4; tick += 1) {
      const before = periods.length;
      await runner.tick();
      perTick.push(periods.length - before);
    }
    expect(perTick).toEqual([RUNS_PER_CHECK, RUNS_PER_CHECK, 5, 0]);
    expect(periods.slice(1)).toEqual(expected);

    // Downtime longer than the catch-up window: the periods before it are not run.
    clock.advance(50 * 5 * MINUTE);
    const latest = periods.length;
    for (let tick = 0; tick < 5; tick += 1) await runner.tick();
    const caughtUp = periods.slice(latest);
    expect(caughtUp).toHaveLength(31);
    const latestDue = Math.floor(clock.now() / job.periodMs) - 1;
    expect(caughtUp[0]).toBe(new Date((latestDue - 30) * job.periodMs).toISOString());
    expect(caughtUp.at(-1)).toBe(new Date(latestDue * job.periodMs).toISOString());
    expect([...caughtUp].sort()).toEqual(caughtUp);
  });

  it("prunes a frequent job's old succeeded runs, keeps its failures a month, and closes runs that lapsed behind it", async () => {
    const job: JobDefinition = { id: 'test-pruned', periodMs: 5_000, keepSucceededMs: HOUR };
    const { handler } = recorder();
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 12, 0, 2));
    const row = (ago: number, status: 'SUCCEEDED' | 'FAILED' | 'RUNNING') => {
      const start = Math.floor((clock.now() - ago) / job.periodMs) * job.periodMs;
      return {
        jobId: job.id,
        periodStart: new Date(start),
        periodEnd: new Date(start + job.periodMs),
        status,
        attempts: 1,
        instance: 'old-host:7:abcdef',
        startedAt: new Date(start + job.periodMs),
        finishedAt: status === 'RUNNING' ? null : new Date(start + job.periodMs),
        leaseUntil: new Date(start + job.periodMs + leaseMs(job)),
      };
    };
    await database.prisma.jobRun.createMany({
      data: [
        row(31 * DAY, 'FAILED'),
        row(2 * DAY, 'FAILED'),
        row(2 * HOUR, 'SUCCEEDED'),
        row(2 * HOUR - 5_000, 'RUNNING'),
        row(10 * MINUTE, 'SUCCEEDED'),
      ],
    });
    await runners[0].check(job.id);
    const runs = await runsOf(job.id);
    expect(runs.map((run) => [clock.now() - run.periodStart.getTime(), run.status])).toEqual([
      [2 * DAY + 2_000, 'FAILED'],
      [2 * HOUR + 2_000 - 5_000, 'FAILED'],
      [10 * MINUTE + 2_000, 'SUCCEEDED'],
      [7_000, 'SUCCEEDED'],
    ]);
    expect(runs[1].error).toMatch(/^attempt 1 on old-host:7:abcdef: its lease lapsed/);
  });

  it('lets a run in progress finish and be recorded when the app closes, and starts no more', async () => {
    const job: JobDefinition = { id: 'test-closing', periodMs: MINUTE, catchUpPeriods: 5 };
    const started = deferred();
    const release = deferred();
    const { periods, handler } = recorder(async () => {
      if (periods.length === 2) {
        started.resolve();
        await release.promise;
      }
    });
    const { clock, runners } = twoInstances(job, handler, Date.UTC(2026, 0, 1, 13, 0, 30));
    const [runner] = runners;
    runner.onApplicationBootstrap();
    await runner.check(job.id);
    clock.advance(5 * MINUTE);
    const catchingUp = runner.check(job.id);
    await started.promise;
    const closed = runner.onModuleDestroy();
    release.resolve();
    await Promise.all([catchingUp, closed]);
    expect(periods).toHaveLength(2);
    expect((await runsOf(job.id)).map((run) => run.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    await runner.check(job.id);
    await runner.tick();
    expect(periods).toHaveLength(2);
  });

  it('runs its jobs on its own timer, unless the process has scheduled jobs off', async () => {
    const job: JobDefinition = { id: 'test-timer', periodMs: 1_000 };
    const clock = new TestClock(Date.UTC(2026, 0, 1, 14, 0, 0, 500));
    const [on, off] = [true, false].map((SCHEDULED_JOBS) => {
      const { periods, handler } = recorder();
      const runner = new JobRunner(new JobRunRepository(clients[0]), clock, { SCHEDULED_JOBS });
      runner.register({ ...job, id: `${job.id}-${SCHEDULED_JOBS}` }, handler);
      runner.onApplicationBootstrap();
      return { runner, periods };
    }) as [{ runner: JobRunner; periods: string[] }, { runner: JobRunner; periods: string[] }];
    clock.advance(1_000);
    // The timer looks at the jobs every second of real time.
    for (let wait = 0; wait < 50 && on.periods.length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all([on.runner.onModuleDestroy(), off.runner.onModuleDestroy()]);
    expect(on.periods).toHaveLength(1);
    expect(off.periods).toHaveLength(0);
  });
});
