import {
  AGENT_CONTRACT_PATHS,
  CONSOLE_AGENT_CONTRACT_PATHS,
  DEFAULT_AGENT_SETTINGS,
  type AgentContractKind,
  type AgentContractTier,
  type AgentPayoutPage,
  type AgentPayoutStatement,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, devToolsHeaders, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { AgentSettingsRepository } from '../agent/agent-settings.repository.js';
import { AgentStatsRollup } from '../agent-reports/agent-stats.rollup.js';
import type { Prisma } from '../generated/prisma/client.js';
import { JobRunner } from '../jobs/job-runner.js';
import { DailyPayoutJob, REAL_TIME_SALARY_JOB, RealTimeSalaryJob } from './agent-payout.jobs.js';

const tier = (turnover: string, ratio: string, activeMembers: number | null = null) =>
  ({ turnover, ratio, activeMembers }) satisfies AgentContractTier;
const at = (iso: string) => new Date(iso);
const FIVE_MINUTES = 5 * 60_000;

// demo_agent (top) > demo_subagent > demo_sub_m1, demo_sub_m2; demo_agent > demo_agent_m1.
// Contracts: demo_agent 1.00% (1.50% from 1,000.00 of team turnover), demo_subagent 0.60%.
describe('agent payouts: real-time salary and daily wages, paid once', () => {
  let api: TestApp;
  let agent: string;
  let ids: Map<string, number>;
  let merchantId: number;
  let game: { id: number; vendorId: number; categoryCode: string };
  let rounds = 0;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    agent = await bearerFor(api, 'demo_agent', 'Agent1234');
    const members = await api.prisma.member.findMany({
      select: { id: true, account: true, merchantId: true },
    });
    ids = new Map(members.map((row) => [row.account, row.id]));
    merchantId = members[0].merchantId;
    game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { id: true, vendorId: true, categoryCode: true },
    });
    await api.app.get(AgentSettingsRepository).replace(merchantId, {
      ...DEFAULT_AGENT_SETTINGS,
      features: { dividend: false, dailyWages: true, hourlySalary: false, realTimeSalary: true },
    });
    for (const kind of ['REAL_TIME_SALARY', 'DAILY_WAGES'] as const) {
      const period = kind === 'DAILY_WAGES' ? 'DAILY' : 'FIVE_MINUTES';
      await contract('demo_agent', null, kind, period, [tier('0', '1.00'), tier('1000', '1.50')]);
      await contract('demo_subagent', 'demo_agent', kind, period, [tier('0', '0.60')]);
    }
  });
  afterAll(() => api.close());

  const contract = (
    account: string,
    upline: string | null,
    kind: AgentContractKind,
    period: 'DAILY' | 'FIVE_MINUTES',
    tiers: AgentContractTier[],
  ) =>
    api.prisma.agentContract.create({
      data: {
        merchantId,
        agentId: ids.get(account)!,
        uplineId: upline ? ids.get(upline)! : null,
        kind,
        period,
        tiers: tiers as unknown as Prisma.InputJsonValue,
        status: 'ACTIVE',
        slot: 'IN_FORCE',
        proposedBy: upline ? 'UPLINE' : 'OPERATOR',
        proposedAt: at('2026-10-01T00:00:00Z'),
        startedAt: at('2026-10-01T00:00:00Z'),
      },
    });
  const round = (
    account: string,
    settledAt: string,
    stake: string,
    payout: string,
    extra: { isDemo?: boolean; status?: 'OPEN' | 'SETTLED' } = {},
  ) =>
    api.prisma.betRecord.create({
      data: {
        merchantId,
        memberId: ids.get(account)!,
        vendorId: game.vendorId,
        gameId: game.id,
        categoryCode: game.categoryCode,
        roundId: `payout-round-${(rounds += 1)}`,
        stake,
        payout,
        status: extra.status ?? 'SETTLED',
        isDemo: extra.isDemo ?? false,
        placedAt: at(settledAt),
        settledAt: extra.status === 'OPEN' ? null : at(settledAt),
      },
    });
  const main = async (account: string) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({
        where: { memberId: ids.get(account)!, kind: 'MAIN' },
      })
    ).balance.toFixed(2);
  /** The real-time job's run for the period after the window (it pays the window before it). */
  const payWindow = (windowStart: string, app = api) => {
    const start = at(windowStart).getTime() + FIVE_MINUTES;
    return app.app
      .get(RealTimeSalaryJob)
      .run(
        { start: new Date(start), end: new Date(start + FIVE_MINUTES) },
        new AbortController().signal,
      );
  };
  const payouts = (periodStart: string, kind: AgentContractKind = 'REAL_TIME_SALARY') =>
    api.prisma.agentPayout.findMany({
      where: { periodStart: at(periodStart), kind },
      orderBy: { agentId: 'asc' },
      include: { contract: { select: { agent: { select: { account: true } } } } },
    });

  it('pays each agent its share of a 5-minute window, by hand, and explains it line by line', async () => {
    await round('demo_agent_m1', '2026-11-01T00:01:00Z', '100.00', '50.00');
    await round('demo_subagent', '2026-11-01T00:02:00Z', '40.00', '0.00');
    await round('demo_sub_m1', '2026-11-01T00:03:00Z', '300.00', '310.00');
    await round('demo_sub_m2', '2026-11-01T00:04:59.999Z', '60.50', '0.00');
    // Outside the window, demo money or still open: none of these count.
    await round('demo_sub_m1', '2026-11-01T00:05:00Z', '999.00', '0.00');
    await round('demo_sub_m2', '2026-11-01T00:02:00Z', '500.00', '0.00', { isDemo: true });
    await round('demo_agent_m1', '2026-11-01T00:02:00Z', '700.00', '0.00', { status: 'OPEN' });
    const before = { agent: await main('demo_agent'), sub: await main('demo_subagent') };

    expect(await payWindow('2026-11-01T00:00:00Z')).toEqual({ written: 2, paid: '500' });

    // Team of demo_agent: 100.00 + 40.00 + 300.00 + 60.50 = 500.50, tier 0 (1.00%): 5.005.
    // demo_subagent's team (below it): 360.50 at 0.60% = 2.163 -> 2.16 paid to it.
    // demo_agent keeps 5.005 - 2.163 = 2.842 -> 2.84.
    const rows = await payouts('2026-11-01T00:00:00Z');
    expect(
      rows.map((row) => [
        row.contract.agent.account,
        row.teamTurnover.toFixed(2),
        row.activeMembers,
        row.tier,
        row.ratio.toFixed(2),
        row.grossShare.toFixed(4),
        row.downlineShares.toFixed(4),
        row.amount.toFixed(2),
        row.status,
      ]),
    ).toEqual([
      ['demo_agent', '500.50', 4, 0, '1.00', '5.0050', '2.1630', '2.84', 'PAID'],
      ['demo_subagent', '360.50', 2, 0, '0.60', '2.1630', '0.0000', '2.16', 'PAID'],
    ]);
    expect(await main('demo_agent')).toBe((Number(before.agent) + 2.84).toFixed(2));
    expect(await main('demo_subagent')).toBe((Number(before.sub) + 2.16).toFixed(2));
    const entries = await api.prisma.journalEntry.findMany({
      where: {
        kind: 'SALARY',
        memberId: { in: [ids.get('demo_agent')!, ids.get('demo_subagent')!] },
      },
    });
    expect(entries).toHaveLength(2);

    const agentPayout = rows[0];
    const statement = (
      await api.http
        .get(AGENT_CONTRACT_PATHS.payout(Number(agentPayout.id)))
        .set('authorization', agent)
        .expect(200)
    ).body.value as AgentPayoutStatement;
    expect(statement.payout).toMatchObject({ amount: '2.84', ratio: '1.00', status: 'PAID' });
    expect(
      statement.lines.map((line) => [
        line.account,
        line.type,
        line.ownTurnover,
        line.teamTurnover,
        line.downlineRatio,
        line.share,
        line.downlinePayoutId,
      ]),
    ).toEqual([
      ['demo_agent_m1', 'MEMBER', '100.00', '0.00', null, '1.00', null],
      // 1.00% x (40.00 + 360.50) - 0.60% x 360.50 = 4.005 - 2.163 = 1.842
      ['demo_subagent', 'AGENT', '40.00', '360.50', '0.60', '1.84', Number(rows[1].id)],
    ]);
    const page = (
      await api.http
        .get(AGENT_CONTRACT_PATHS.payouts)
        .query({ kind: 'REAL_TIME_SALARY', from: '2026-11-01', to: '2026-11-01' })
        .set('authorization', agent)
        .expect(200)
    ).body.value as AgentPayoutPage;
    expect([page.totalCount, page.totals.amount, page.list[0].id]).toEqual([
      1,
      '2.84',
      Number(agentPayout.id),
    ]);
    // The sub-agent's statement is its own: another agent's payout is unknown.
    const sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    const foreign = await api.http
      .get(AGENT_CONTRACT_PATHS.payout(Number(agentPayout.id)))
      .set('authorization', sub);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('pays nothing again: a re-run, a console re-run, or two instances at once', async () => {
    const balances = async () => [await main('demo_agent'), await main('demo_subagent')];
    const before = await balances();
    expect(await payWindow('2026-11-01T00:00:00Z')).toEqual({ written: 0, paid: '0' });
    const owner = await openConsoleSession(api.prisma, 'owner');
    const rerun = await api.http
      .post(CONSOLE_AGENT_CONTRACT_PATHS.rerun)
      .set(consoleHeaders(owner))
      .send({ job: 'agent-pay-real-time-salary', periodStart: '2026-11-01T00:05:00.000Z' })
      .expect(200);
    expect(rerun.body.value).toEqual({ written: 0 });
    expect(await balances()).toEqual(before);

    // A second API process on the same database pays the next window at the same moment.
    await round('demo_sub_m1', '2026-11-01T00:06:00Z', '1000.00', '0.00');
    const second = await createTestApp({ database: api.database });
    try {
      const results = (await Promise.all([
        payWindow('2026-11-01T00:05:00Z'),
        payWindow('2026-11-01T00:05:00Z', second),
        payWindow('2026-11-01T00:05:00Z'),
      ])) as { written: number }[];
      expect(results.reduce((sum, result) => sum + result.written, 0)).toBe(2);
    } finally {
      await second.close();
    }
    // 1,000.00 this window (the 999.00 at 00:05:00 too): team 1,999.00 reaches 1.50%.
    const rows = await payouts('2026-11-01T00:05:00Z');
    expect(rows.map((row) => [row.tier, row.ratio.toFixed(2), row.amount.toFixed(2)])).toEqual([
      // 1.50% x 1,999.00 = 29.985; less 0.60% x 1,999.00 = 11.994: 17.991 -> 17.99
      [1, '1.50', '17.99'],
      [0, '0.60', '11.99'],
    ]);
    const entries = await api.prisma.journalEntry.count({
      where: {
        kind: 'SALARY',
        memberId: { in: [ids.get('demo_agent')!, ids.get('demo_subagent')!] },
      },
    });
    expect(entries).toBe(4);
  });

  it('pays only what a period is missing (a run cut short), and withholds a frozen contract’s share', async () => {
    await round('demo_agent_m1', '2026-11-01T00:11:00Z', '200.00', '0.00');
    await round('demo_sub_m1', '2026-11-01T00:12:00Z', '100.00', '0.00');
    // A run cut short: demo_subagent's payout (with its entry) written, demo_agent's not.
    await api.prisma.agentContract.updateMany({
      where: { agentId: ids.get('demo_agent')!, kind: 'REAL_TIME_SALARY' },
      data: { startedAt: at('2026-11-01T00:20:00Z') },
    });
    expect(await payWindow('2026-11-01T00:10:00Z')).toMatchObject({ written: 1 });
    await api.prisma.agentContract.updateMany({
      where: { agentId: ids.get('demo_agent')!, kind: 'REAL_TIME_SALARY' },
      data: { startedAt: at('2026-10-01T00:00:00Z') },
    });
    expect(await payWindow('2026-11-01T00:10:00Z')).toMatchObject({ written: 1 });
    const rows = await payouts('2026-11-01T00:10:00Z');
    // 1.00% x 300.00 - 0.60% x 100.00 = 2.40; 0.60% x 100.00 = 0.60.
    expect(rows.map((row) => row.amount.toFixed(2))).toEqual(['2.40', '0.60']);

    await api.prisma.agentContract.updateMany({
      where: { agentId: ids.get('demo_subagent')!, kind: 'REAL_TIME_SALARY' },
      data: { status: 'FROZEN' },
    });
    await round('demo_sub_m1', '2026-11-01T00:16:00Z', '100.00', '0.00');
    await payWindow('2026-11-01T00:15:00Z');
    const frozen = await payouts('2026-11-01T00:15:00Z');
    expect(
      frozen.map((row) => [row.status, row.amount.toFixed(2), row.grossShare.toFixed(2)]),
    ).toEqual([
      ['PAID', '0.40', '1.00'],
      ['WITHHELD', '0.00', '0.60'],
    ]);
  });

  it('writes no payout for a contract whose team did not play in the window, but the top contract’s always', async () => {
    const written = async (windowStart: string) =>
      (await payouts(windowStart)).map((row) => [
        row.contract.agent.account,
        row.status,
        row.amount.toFixed(2),
      ]);
    // 00:00: only demo_agent's own member plays (1.00% x 100.00); 00:05: nobody does.
    await round('demo_agent_m1', '2026-11-03T00:01:00Z', '100.00', '0.00');
    expect(await payWindow('2026-11-03T00:00:00Z')).toEqual({ written: 1, paid: '100' });
    expect(await written('2026-11-03T00:00:00Z')).toEqual([['demo_agent', 'PAID', '1.00']]);
    expect(await payWindow('2026-11-03T00:05:00Z')).toEqual({ written: 1, paid: '0' });
    expect(await written('2026-11-03T00:05:00Z')).toEqual([['demo_agent', 'NONE', '0.00']]);

    // Re-runs write nothing more.
    expect(await payWindow('2026-11-03T00:00:00Z')).toEqual({ written: 0, paid: '0' });
    expect(await payWindow('2026-11-03T00:05:00Z')).toEqual({ written: 0, paid: '0' });
    expect(await written('2026-11-03T00:05:00Z')).toEqual([['demo_agent', 'NONE', '0.00']]);
  });

  it('pays daily wages of an operator day from its rolled-up figures, the next day', async () => {
    // 2026-11-02 in Kuala Lumpur (UTC+8): 2026-11-01T16:00Z to 2026-11-02T16:00Z.
    await round('demo_agent_m1', '2026-11-02T01:00:00Z', '800.00', '0.00');
    await round('demo_sub_m2', '2026-11-02T10:00:00Z', '400.00', '0.00');
    await api.app
      .get(AgentStatsRollup)
      .run({ start: new Date(0), end: new Date() }, new AbortController().signal);
    const daily = api.app.get(DailyPayoutJob);
    // Until an hour after the day's end nothing of the day is paid.
    await daily.run(
      { start: at('2026-11-02T15:00:00Z'), end: at('2026-11-02T16:00:00Z') },
      new AbortController().signal,
    );
    expect(await payouts('2026-11-01T16:00:00Z', 'DAILY_WAGES')).toEqual([]);
    expect(
      await daily.run(
        { start: at('2026-11-02T16:00:00Z'), end: at('2026-11-02T17:00:00Z') },
        new AbortController().signal,
      ),
    ).toMatchObject({ written: 2 });
    const rows = await payouts('2026-11-01T16:00:00Z', 'DAILY_WAGES');
    // Team 1,200.00 reaches 1.50%: 18.00 less 0.60% x 400.00 = 2.40: 15.60.
    expect(
      rows.map((row) => [row.teamTurnover.toFixed(2), row.ratio.toFixed(2), row.amount.toFixed(2)]),
    ).toEqual([
      ['1200.00', '1.50', '15.60'],
      ['400.00', '0.60', '2.40'],
    ]);
  });
});

// The job as the API runs it: registered with the job runner, on the runner's clock.
describe('agent payouts: the real-time salary job on its schedule', () => {
  const clock = new TestClock(Date.parse('2026-11-01T00:10:00.000Z'));
  let api: TestApp;
  let payouts: () => Promise<{ account: string; periodStart: string; amount: string }[]>;

  beforeAll(async () => {
    api = await createTestApp({ clock });
    const merchant = await api.prisma.merchant.findFirstOrThrow({ select: { id: true } });
    await api.app.get(AgentSettingsRepository).replace(merchant.id, {
      ...DEFAULT_AGENT_SETTINGS,
      features: { ...DEFAULT_AGENT_SETTINGS.features, realTimeSalary: true },
    });
    const [agent, member] = await Promise.all(
      ['demo_agent', 'demo_agent_m1'].map((account) =>
        api.prisma.member.findFirstOrThrow({ where: { account }, select: { id: true } }),
      ),
    );
    await api.prisma.agentContract.create({
      data: {
        merchantId: merchant.id,
        agentId: agent.id,
        kind: 'REAL_TIME_SALARY',
        period: 'FIVE_MINUTES',
        tiers: [tier('0', '1.00')],
        status: 'ACTIVE',
        slot: 'IN_FORCE',
        proposedBy: 'OPERATOR',
        proposedAt: at('2026-11-01T00:00:30Z'),
        startedAt: at('2026-11-01T00:00:30Z'),
      },
    });
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { id: true, vendorId: true, categoryCode: true },
    });
    // One round in each of the windows from 00:00, 00:05 and 00:10.
    await api.prisma.betRecord.createMany({
      data: ['00:02', '00:07', '00:12'].map((time, index) => ({
        merchantId: merchant.id,
        memberId: member.id,
        vendorId: game.vendorId,
        gameId: game.id,
        categoryCode: game.categoryCode,
        roundId: `scheduled-round-${index}`,
        stake: `${(index + 1) * 100}.00`,
        payout: '0.00',
        status: 'SETTLED' as const,
        isDemo: false,
        placedAt: at(`2026-11-01T${time}:00Z`),
        settledAt: at(`2026-11-01T${time}:00Z`),
      })),
    });
    payouts = async () =>
      (
        await api.prisma.agentPayout.findMany({
          orderBy: { periodStart: 'asc' },
          select: {
            periodStart: true,
            amount: true,
            contract: { select: { agent: { select: { account: true } } } },
          },
        })
      ).map((row) => ({
        account: row.contract.agent.account,
        periodStart: row.periodStart.toISOString(),
        amount: row.amount.toFixed(2),
      }));
  });
  afterAll(() => api.close());

  it('pays each window one window after it ended, as the job runner runs it', async () => {
    const runner = api.app.get(JobRunner);
    // 00:10: the run for 00:05-00:10 pays the window 00:00-00:05 (1.00% of 100.00).
    await runner.check(REAL_TIME_SALARY_JOB.id);
    expect(await payouts()).toEqual([
      { account: 'demo_agent', periodStart: '2026-11-01T00:00:00.000Z', amount: '1.00' },
    ]);
    clock.advance(FIVE_MINUTES);
    await runner.check(REAL_TIME_SALARY_JOB.id);
    expect((await payouts()).map((row) => [row.periodStart, row.amount])).toEqual([
      ['2026-11-01T00:00:00.000Z', '1.00'],
      ['2026-11-01T00:05:00.000Z', '2.00'],
    ]);
  });

  it('pays an ended window at once through the development route, never one still open', async () => {
    const pay = (windowStart: string) =>
      api.http
        .post('/wps/dev/agent-payouts/real-time-window')
        .set(devToolsHeaders(api))
        .send({ windowStart });
    // 00:15: the window 00:10-00:15 has just ended; 00:15-00:20 is still open.
    const open = await pay('2026-11-01T00:15:00.000Z');
    expect([open.status, open.body.value.fields]).toEqual([
      400,
      { windowStart: ['A window that has ended'] },
    ]);
    const unaligned = await pay('2026-11-01T00:11:00.000Z');
    expect(unaligned.status).toBe(400);
    const ended = await pay('2026-11-01T00:10:00.000Z');
    expect([ended.status, ended.body.value]).toEqual([200, { written: 1, paid: '300' }]);
    expect((await pay('2026-11-01T00:10:00.000Z')).body.value).toEqual({ written: 0, paid: '0' });
    // The job's own run of it, at 00:20, finds it paid.
    clock.advance(FIVE_MINUTES);
    await api.app.get(JobRunner).check(REAL_TIME_SALARY_JOB.id);
    expect((await payouts()).map((row) => row.amount)).toEqual(['1.00', '2.00', '3.00']);
  });
});
