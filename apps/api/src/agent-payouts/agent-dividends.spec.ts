import {
  AGENT_CONTRACT_PATHS,
  AGENT_CENTRE_PATHS,
  CONSOLE_PATHS,
  DEFAULT_AGENT_SETTINGS,
  WITHDRAWAL_PATHS,
  type AgentContractTier,
  type AgentPayoutView,
  type ConsoleMemberDetail,
  type IncomePage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { PAYMENT_PASSWORD, moneyOutMember } from '../../test/support/money-out.js';
import { TestClock } from '../../test/support/test-clock.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { AgentSettingsRepository } from '../agent/agent-settings.repository.js';
import { AgentStatsRollup } from '../agent-reports/agent-stats.rollup.js';
import type { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { DividendPayoutJob } from './agent-payout.jobs.js';
import { DividendDeadlineJob } from './dividend-deadline.job.js';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const tier = (turnover: string, ratio: string): AgentContractTier => ({
  turnover,
  ratio,
  activeMembers: null,
});

// demo_agent (top) > demo_subagent > demo_sub_m1, demo_sub_m2; demo_agent > demo_agent_m1.
// Daily dividend contracts: demo_agent 40.00% (from the operator), demo_subagent 25.00%.
// The site's operator days are Kuala Lumpur's (UTC+8): day D runs from D-1 16:00Z to D 16:00Z.
describe('agent dividends: paid by the house, owed by the upline, distributed or forced', () => {
  const clock = new TestClock(Date.parse('2026-11-11T00:00:00Z'));
  let api: TestApp;
  let ids: Map<string, number>;
  let merchantId: number;
  let game: { id: number; vendorId: number; categoryCode: string };
  let agent: string;
  let rounds = 0;

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
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
      features: { dividend: true, dailyWages: false, hourlySalary: false, realTimeSalary: false },
    });
    await contract('demo_agent', null, '40.00');
    await contract('demo_subagent', 'demo_agent', '25.00');
    ({ bearer: agent } = await moneyOutMember(api, 'demo_agent', 'Demo Agent', 'Agent1234'));
  });
  afterAll(() => api.close());

  const contract = (account: string, upline: string | null, ratio: string) =>
    api.prisma.agentContract.create({
      data: {
        merchantId,
        agentId: ids.get(account)!,
        uplineId: upline ? ids.get(upline)! : null,
        kind: 'DIVIDEND',
        period: 'DAILY',
        tiers: [tier('0', ratio)] as unknown as Prisma.InputJsonValue,
        status: 'ACTIVE',
        slot: 'IN_FORCE',
        proposedBy: upline ? 'UPLINE' : 'OPERATOR',
        proposedAt: at('2026-10-01T00:00:00Z'),
        startedAt: at('2026-10-01T00:00:00Z'),
      },
    });
  const round = (account: string, placedAt: string, stake: string, payout: string) =>
    api.prisma.betRecord.create({
      data: {
        merchantId,
        memberId: ids.get(account)!,
        vendorId: game.vendorId,
        gameId: game.id,
        categoryCode: game.categoryCode,
        roundId: `dividend-round-${(rounds += 1)}`,
        stake,
        payout,
        status: 'SETTLED',
        isDemo: false,
        placedAt: at(placedAt),
        settledAt: at(placedAt),
      },
    });
  const rollUp = () =>
    api.app
      .get(AgentStatsRollup)
      .run({ start: new Date(0), end: new Date() }, new AbortController().signal);
  /** The dividend job's run an hour after the operator day `day` ended (it pays that day). */
  const payDay = (day: string) => {
    const end = at(`${day}T16:00:00Z`).getTime() + HOUR;
    return api.app
      .get(DividendPayoutJob)
      .run({ start: new Date(end - HOUR), end: new Date(end) }, new AbortController().signal);
  };
  const forceOverdue = () =>
    api.app
      .get(DividendDeadlineJob)
      .run({ start: new Date(0), end: new Date(0) }, new AbortController().signal);
  /** The payouts of the operator day `day`, top agent first. */
  const payouts = (day: string) => {
    const start = new Date(at(`${day}T16:00:00Z`).getTime() - 24 * HOUR);
    return api.prisma.agentPayout.findMany({
      where: { periodStart: start, kind: 'DIVIDEND' },
      orderBy: { agentId: 'asc' },
    });
  };
  const figures = (rows: Awaited<ReturnType<typeof payouts>>) =>
    rows.map((row) => [
      row.teamNetLoss.toFixed(2),
      row.carriedIn.toFixed(2),
      row.ratio.toFixed(2),
      row.grossShare.toFixed(2),
      row.downlineShares.toFixed(2),
      row.amount.toFixed(2),
      row.status,
    ]);
  const main = async (account: string) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({
        where: { memberId: ids.get(account)!, kind: 'MAIN' },
      })
    ).balance.toFixed(2);
  const mains = async () => ({
    agent: await main('demo_agent'),
    sub: await main('demo_subagent'),
  });
  const entries = (kind: 'DIVIDEND' | 'DIVIDEND_DISTRIBUTION') =>
    api.prisma.journalEntry.count({ where: { kind } });
  /** Sets demo_agent's MAIN to `balance` with an operator adjustment. */
  const setAgentBalance = async (balance: string) => {
    const ledger = api.app.get(LedgerService);
    const wallet = await ledger.memberAccount(merchantId, ids.get('demo_agent')!, 'MAIN');
    const cash = await ledger.houseAccount(merchantId, 'HOUSE_CASH');
    const change = Number(balance) - Number(await main('demo_agent'));
    if (change === 0) return;
    const amount = Math.abs(change).toFixed(2);
    await ledger.post({
      kind: 'ADJUSTMENT',
      merchantId,
      memberId: ids.get('demo_agent')!,
      scope: 'dividend-test',
      key: `balance-${(rounds += 1)}`,
      request: { balance },
      lines: change > 0 ? movement(cash, wallet, amount) : movement(wallet, cash, amount),
    });
  };
  const distribute = (payoutId: bigint, key: string, bearer = agent, password = PAYMENT_PASSWORD) =>
    api.http
      .post(AGENT_CONTRACT_PATHS.distribute(Number(payoutId)))
      .set('authorization', bearer)
      .set('Idempotency-Key', key)
      .send({ paymentPassword: password });

  it('pays the top agent from the house and leaves the sub-agent’s dividend owed by its upline, by hand', async () => {
    await round('demo_agent_m1', '2026-11-10T02:00:00Z', '1000.00', '200.00');
    await round('demo_sub_m1', '2026-11-10T03:00:00Z', '500.00', '100.00');
    await round('demo_sub_m2', '2026-11-10T04:00:00Z', '300.00', '500.00');
    await rollUp();
    const before = await mains();

    await payDay('2026-11-10');

    // demo_agent's team: 800.00 + 400.00 - 200.00 = 1,000.00 at 40%: 400.00 from the house.
    // demo_subagent's team: 400.00 - 200.00 = 200.00 at 25%: 50.00, owed by demo_agent.
    const rows = await payouts('2026-11-10');
    expect(figures(rows)).toEqual([
      ['1000.00', '0.00', '40.00', '400.00', '50.00', '400.00', 'PAID'],
      ['200.00', '0.00', '25.00', '50.00', '0.00', '50.00', 'DUE'],
    ]);
    expect(rows.map((row) => row.dueBy?.toISOString() ?? null)).toEqual([
      null,
      // The period's end plus DIVIDEND_DISTRIBUTION_HOURS (72).
      '2026-11-13T16:00:00.000Z',
    ]);
    expect(await mains()).toEqual({
      agent: (Number(before.agent) + 400).toFixed(2),
      sub: before.sub,
    });
    expect(await entries('DIVIDEND')).toBe(1);
    const letters = await api.prisma.mailboxMessage.findMany({
      where: { memberId: ids.get('demo_agent')!, template: 'agentDividend.due' },
    });
    expect(letters.map((letter) => letter.params)).toEqual([
      {
        kind: 'DIVIDEND',
        account: 'demo_subagent',
        amount: '50.00',
        dueBy: '2026-11-13T16:00:00.000Z',
      },
    ]);

    // The upline reads the owed dividend (its statement line leads there); another agent cannot.
    const owed = (
      await api.http
        .get(AGENT_CONTRACT_PATHS.payout(Number(rows[1].id)))
        .set('authorization', agent)
        .expect(200)
    ).body.value as { payout: AgentPayoutView };
    expect(owed.payout).toMatchObject({ status: 'DUE', amount: '50.00', owed: '50.00' });

    // Run again: nothing more is written or paid.
    expect(await payDay('2026-11-10')).toEqual({ written: 0, paid: '0' });
    expect(await entries('DIVIDEND')).toBe(1);
  });

  it('carries a negative result into the next period, catching a missed day up first', async () => {
    // 11-11: demo_subagent's team wins 300.00 (carried); 11-12: it loses 500.00.
    await round('demo_sub_m1', '2026-11-11T03:00:00Z', '100.00', '400.00');
    await round('demo_agent_m1', '2026-11-11T05:00:00Z', '500.00', '0.00');
    await round('demo_sub_m2', '2026-11-12T03:00:00Z', '500.00', '0.00');
    await rollUp();

    // One run on 11-13 pays 11-11 (missed) and then 11-12.
    await payDay('2026-11-12');

    expect(figures(await payouts('2026-11-11'))).toEqual([
      // 500.00 - 300.00 = 200.00 at 40%; the sub-agent's base is negative: no downline share.
      ['200.00', '0.00', '40.00', '80.00', '0.00', '80.00', 'PAID'],
      ['-300.00', '0.00', '25.00', '0.00', '0.00', '0.00', 'CARRIED'],
    ]);
    expect(figures(await payouts('2026-11-12'))).toEqual([
      ['500.00', '0.00', '40.00', '200.00', '50.00', '200.00', 'PAID'],
      // 500.00 - 300.00 carried in = 200.00 at 25%.
      ['500.00', '-300.00', '25.00', '50.00', '0.00', '50.00', 'DUE'],
    ]);
    expect(await payDay('2026-11-12')).toEqual({ written: 0, paid: '0' });
    // 11-09 (caught up on 11-10): nobody played and nothing was carried: the top agent's row
    // only (its base of 0 carried), none for demo_subagent.
    expect(figures(await payouts('2026-11-09'))).toEqual([
      ['0.00', '0.00', '40.00', '0.00', '0.00', '0.00', 'CARRIED'],
    ]);
  });

  it('lets only the upline distribute, with its payment password and a balance that covers it', async () => {
    const [, owed] = await payouts('2026-11-10');
    const before = { mains: await mains(), entries: await entries('DIVIDEND_DISTRIBUTION') };
    const unchanged = async () => {
      expect(await mains()).toEqual(before.mains);
      expect(await entries('DIVIDEND_DISTRIBUTION')).toBe(before.entries);
      expect(
        (await api.prisma.agentPayout.findUniqueOrThrow({ where: { id: owed.id } })).status,
      ).toBe('DUE');
    };

    // The holder itself (or anyone but the upline) does not even see it.
    const holder = await bearerFor(api, 'demo_subagent', 'Agent1234');
    const foreign = await distribute(owed.id, 'distribute-foreign-1', holder);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    const wrong = await distribute(owed.id, 'distribute-wrong-1', agent, '111111');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'PAYMENT_PASSWORD_WRONG']);
    const noKey = await api.http
      .post(AGENT_CONTRACT_PATHS.distribute(Number(owed.id)))
      .set('authorization', agent)
      .send({ paymentPassword: PAYMENT_PASSWORD });
    expect(noKey.status).toBe(400);
    await unchanged();

    await setAgentBalance('49.99');
    const short = await distribute(owed.id, 'distribute-short-1');
    expect([short.status, short.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(await main('demo_agent')).toBe('49.99');
    await setAgentBalance(before.mains.agent);
    await unchanged();

    const paid = await distribute(owed.id, 'distribute-ok-1').expect(200);
    expect(paid.body.value).toMatchObject({ status: 'PAID', amount: '50.00', owed: '0.00' });
    expect(await mains()).toEqual({
      agent: (Number(before.mains.agent) - 50).toFixed(2),
      sub: (Number(before.mains.sub) + 50).toFixed(2),
    });
    // A retry of the same request answers the same; another one is refused.
    const retry = await distribute(owed.id, 'distribute-ok-1').expect(200);
    expect(retry.body.value).toEqual(paid.body.value);
    const again = await distribute(owed.id, 'distribute-again-1');
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    expect(await entries('DIVIDEND_DISTRIBUTION')).toBe(before.entries + 1);
    const letters = await api.prisma.mailboxMessage.findMany({
      where: { template: { in: ['agentDividend.distributed', 'agentDividend.received'] } },
      orderBy: { id: 'asc' },
    });
    expect(letters.map((letter) => [letter.memberId, letter.template, letter.params])).toEqual([
      [
        ids.get('demo_agent'),
        'agentDividend.distributed',
        { kind: 'DIVIDEND', account: 'demo_subagent', amount: '50.00' },
      ],
      [
        ids.get('demo_subagent'),
        'agentDividend.received',
        { kind: 'DIVIDEND', account: 'demo_agent', amount: '50.00' },
      ],
    ]);
    // The holder's account record shows it as a dividend received.
    const line = await api.prisma.journalLine.findFirstOrThrow({
      where: {
        entryId: (await api.prisma.agentPayout.findUniqueOrThrow({ where: { id: owed.id } }))
          .entryId!,
        amount: { gt: 0 },
      },
      select: { accountId: true },
    });
    expect(line.accountId).toBe(
      (
        await api.app
          .get(LedgerService)
          .memberAccount(merchantId, ids.get('demo_subagent')!, 'MAIN')
      ).id,
    );
  });

  it('counts dividends in the agent’s income net of those it distributed', async () => {
    // The entries were written today (the database's time), whatever the test's clock says;
    // from yesterday, in case the file ran across midnight.
    const day = (instant: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(instant);
    const today = day(Date.now());
    const yesterday = day(Date.now() - 24 * HOUR);
    const income = (
      await api.http
        .get(AGENT_CENTRE_PATHS.income)
        .query({ from: yesterday, to: today })
        .set('authorization', agent)
        .expect(200)
    ).body.value as IncomePage;
    // From the house 400.00 + 80.00 + 200.00, less the 50.00 distributed to demo_subagent.
    expect(income.totals).toMatchObject({ dividend: '630.00' });
  });

  it('pays a dividend once when distributions race', async () => {
    const [, owed] = await payouts('2026-11-12');
    const before = await mains();
    const results = await Promise.all([
      distribute(owed.id, 'distribute-race-a'),
      distribute(owed.id, 'distribute-race-a'),
      distribute(owed.id, 'distribute-race-b'),
    ]);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(await mains()).toEqual({
      agent: (Number(before.agent) - 50).toFixed(2),
      sub: (Number(before.sub) + 50).toFixed(2),
    });
    expect(
      await api.prisma.journalEntry.count({
        where: { kind: 'DIVIDEND_DISTRIBUTION', idempotencyKey: { startsWith: 'distribute-race' } },
      }),
    ).toBe(1);
  });

  it('freezes an upline past the deadline, forces the distribution as far as its balance goes, and lifts the freeze when nothing is owed', async () => {
    // 11-13: demo_subagent's team loses 1,000.00: 250.00 owed by demo_agent by 11-16 16:00Z.
    await round('demo_sub_m1', '2026-11-13T03:00:00Z', '1000.00', '0.00');
    await rollUp();
    await payDay('2026-11-13');
    const [, owed] = await payouts('2026-11-13');
    expect([owed.status, owed.amount.toFixed(2)]).toEqual(['DUE', '250.00']);
    const owner = await openConsoleSession(api.prisma, 'owner');
    const detail = async () =>
      (
        await api.http
          .get(`${CONSOLE_PATHS.members}/${ids.get('demo_agent')}`)
          .set(consoleHeaders(owner))
          .expect(200)
      ).body.value as ConsoleMemberDetail;
    const transfer = (key: string) =>
      api.http
        .post(AGENT_CENTRE_PATHS.transfers)
        .set('authorization', agent)
        .set('Idempotency-Key', key)
        .send({ toAccount: 'demo_subagent', amount: '10.00', paymentPassword: PAYMENT_PASSWORD });

    // Before the deadline: owed, not frozen, nothing forced.
    clock.advance(at('2026-11-16T15:59:00Z').getTime() - clock.now());
    expect((await detail()).dividendFreeze).toBeNull();
    await forceOverdue();
    expect(
      (await api.prisma.agentPayout.findUniqueOrThrow({ where: { id: owed.id } })).status,
    ).toBe('DUE');
    await transfer('transfer-before-deadline').expect(200);

    // Past it, with 100.00 in the wallet: 100.00 is forced, 150.00 stays owed, the freeze stays.
    // (The job runner may force it first on its own: the state is the same either way.)
    await setAgentBalance('100.00');
    const sub = await main('demo_subagent');
    clock.advance(2 * 60_000);
    await forceOverdue();
    const partly = await api.prisma.agentPayout.findUniqueOrThrow({ where: { id: owed.id } });
    expect([partly.status, partly.distributed.toFixed(2)]).toEqual(['DUE', '100.00']);
    expect([await main('demo_agent'), await main('demo_subagent')]).toEqual([
      '0.00',
      (Number(sub) + 100).toFixed(2),
    ]);
    expect((await detail()).dividendFreeze).toEqual({
      owed: '150.00',
      dueBy: '2026-11-16T16:00:00.000Z',
    });
    const frozen = await transfer('transfer-while-frozen');
    expect([frozen.status, frozen.body.code]).toEqual([403, 'DIVIDEND_OVERDUE']);
    const withdrawal = await api.http
      .post(WITHDRAWAL_PATHS.withdrawals)
      .set('authorization', agent)
      .set('Idempotency-Key', 'withdraw-while-frozen')
      .send({ amount: '100.00', bankAccountId: 1, paymentPassword: PAYMENT_PASSWORD });
    expect([withdrawal.status, withdrawal.body.code]).toEqual([403, 'DIVIDEND_OVERDUE']);

    // With the money there, the rest is forced (FORCED) and the freeze lifts.
    await setAgentBalance('500.00');
    await forceOverdue();
    const forced = await api.prisma.agentPayout.findUniqueOrThrow({ where: { id: owed.id } });
    expect([forced.status, forced.distributed.toFixed(2), forced.paidAt !== null]).toEqual([
      'FORCED',
      '250.00',
      true,
    ]);
    expect([await main('demo_agent'), await main('demo_subagent')]).toEqual([
      '350.00',
      (Number(sub) + 250).toFixed(2),
    ]);
    expect((await detail()).dividendFreeze).toBeNull();
    await transfer('transfer-after-lift').expect(200);
    expect(
      await api.prisma.mailboxMessage.count({
        where: { memberId: ids.get('demo_agent')!, template: 'agentDividend.forced' },
      }),
    ).toBe(2);

    // Every job again: nothing moves.
    const settled = { mains: await mains(), entries: await api.prisma.journalEntry.count() };
    await forceOverdue();
    await payDay('2026-11-13');
    await payDay('2026-11-12');
    expect({ mains: await mains(), entries: await api.prisma.journalEntry.count() }).toEqual(
      settled,
    );
  });

  it('carries a loss through a day nobody played', async () => {
    // 11-20: demo_subagent's team wins 200.00 (carried); 11-21: nobody plays; 11-22: it loses
    // 500.00, paid on 300.00.
    await round('demo_agent_m1', '2026-11-20T02:00:00Z', '500.00', '0.00');
    await round('demo_sub_m1', '2026-11-20T03:00:00Z', '100.00', '300.00');
    await round('demo_sub_m2', '2026-11-22T03:00:00Z', '500.00', '0.00');
    await rollUp();

    await payDay('2026-11-22');

    expect(figures(await payouts('2026-11-20'))).toEqual([
      ['300.00', '0.00', '40.00', '120.00', '0.00', '120.00', 'PAID'],
      ['-200.00', '0.00', '25.00', '0.00', '0.00', '0.00', 'CARRIED'],
    ]);
    expect(figures(await payouts('2026-11-21'))).toEqual([
      ['0.00', '0.00', '40.00', '0.00', '0.00', '0.00', 'CARRIED'],
      // No play, but the loss carried in is carried on.
      ['0.00', '-200.00', '25.00', '0.00', '0.00', '0.00', 'CARRIED'],
    ]);
    expect(figures(await payouts('2026-11-22'))).toEqual([
      // 40% x 500.00 = 200.00, of which 25% x (500.00 - 200.00) = 75.00 is owed on.
      ['500.00', '0.00', '40.00', '200.00', '75.00', '200.00', 'PAID'],
      ['500.00', '-200.00', '25.00', '75.00', '0.00', '75.00', 'DUE'],
    ]);
    expect(await payDay('2026-11-22')).toEqual({ written: 0, paid: '0' });
  });
});
