import {
  AGENT_CENTRE_PATHS,
  type DownlineProfitPage,
  type DownlineTransactionPage,
  type IncomePage,
  type TeamBettingPage,
  type TeamOverview,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { playRound, seamlessRequest } from '../../test/support/wallet.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { seedDemoAccounts } from '../seed/seed-accounts.js';
import type { DemoAccountSeed } from '../seed/seed-files.js';
import { seedOpeningBalances } from '../seed/seed-wallets.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { AgentStatsPort } from './agent-stats.port.js';
import { AgentStatsRollup } from './agent-stats.rollup.js';

const ZONE = 'Asia/Kuala_Lumpur';
const DAY_MS = 86_400_000;
const dayIn = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);
// Noon of an operator day `back` days ago: well inside that day whatever the hour now.
const noonOf = (back: number) =>
  new Date(`${dayIn(new Date(Date.now() - back * DAY_MS))}T12:00:00+08:00`);

// A team of its own, apart from the demo team that other tests play and pay with:
// rt_agent over three members and a sub-agent with two members, every password Agent1234.
const TEAM: [account: string, isAgent: number, upline: string | null][] = [
  ['rt_agent', 1, null],
  ['rt_agent_m1', 0, 'rt_agent'],
  ['rt_agent_m2', 0, 'rt_agent'],
  ['rt_agent_m3', 0, 'rt_agent'],
  ['rt_agent_sub', 2, 'rt_agent'],
  ['rt_agent_sub_m1', 0, 'rt_agent_sub'],
  ['rt_agent_sub_m2', 0, 'rt_agent_sub'],
];

async function seedTestTeam(api: TestApp): Promise<void> {
  const merchant = await api.prisma.merchant.findFirstOrThrow();
  const { passwordHash } = await api.prisma.member.findFirstOrThrow({
    where: { account: 'demo_agent' },
  });
  const accounts: DemoAccountSeed[] = TEAM.map(([account, isAgent, upline]) => ({
    account,
    password: 'Agent1234',
    nickname: account,
    isAgent,
    upline,
    vipLevel: null,
    labels: [],
    email: null,
    countryDialingCode: null,
    mobileNum: null,
    invitationCode: null,
    mustChangePassword: false,
    openingBalance: '1000.00',
    openingPoints: 0,
  }));
  const hashes = new Map(TEAM.map(([account]) => [account, passwordHash]));
  // A busy machine can take more than the default 5 s for these few rows.
  await api.prisma.$transaction((tx) => seedDemoAccounts(tx, merchant.id, accounts, hashes), {
    timeout: 60_000,
  });
  await seedOpeningBalances(api.prisma, merchant.id, accounts);
}

describe('agent reports', () => {
  let api: TestApp;
  let agent: string;
  let subAgent: string;
  let member: string;
  let ids: Map<string, number>;
  let game: { id: number; vendorId: number; gameCode: string; categoryCode: string };
  const today = dayIn(new Date());
  const yesterday = dayIn(new Date(Date.now() - DAY_MS));
  const twoDaysAgo = dayIn(new Date(Date.now() - 2 * DAY_MS));

  const rollUp = () => api.app.get(AgentStatsRollup).drain();
  const get = async <T>(path: string, query: object, bearer = agent): Promise<T> => {
    const response = await api.http.get(path).query(query).set('authorization', bearer);
    expect([response.status, response.body.code]).toEqual([200, undefined]);
    return response.body.value as T;
  };
  const overview = (from = today, to = today, bearer = agent) =>
    get<TeamOverview>(AGENT_CENTRE_PATHS.teamOverview, { from, to }, bearer);
  const profit = (query: object = {}, bearer = agent) =>
    get<DownlineProfitPage>(
      AGENT_CENTRE_PATHS.downlineProfit,
      { from: today, to: today, ...query },
      bearer,
    );
  const betting = (query: object = {}, bearer = agent) =>
    get<TeamBettingPage>(
      AGENT_CENTRE_PATHS.teamBetting,
      { from: today, to: today, ...query },
      bearer,
    );
  /** A settled real-money round written straight into bet_record, placed at `placedAt`. */
  let extraRounds = 0;
  const settledRound = async (account: string, placedAt: Date, stake: string, payout: string) => {
    extraRounds += 1;
    const round = await api.prisma.betRecord.create({
      data: {
        merchantId: (await api.prisma.merchant.findFirstOrThrow()).id,
        memberId: ids.get(account)!,
        vendorId: game.vendorId,
        gameId: game.id,
        categoryCode: game.categoryCode,
        roundId: `agent-extra-${extraRounds}`,
        stake,
        payout,
        status: 'SETTLED',
        placedAt,
        settledAt: placedAt,
      },
    });
    return round.id;
  };

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    await seedTestTeam(api);
    agent = await bearerFor(api, 'rt_agent', 'Agent1234');
    subAgent = await bearerFor(api, 'rt_agent_sub', 'Agent1234');
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    const members = await api.prisma.member.findMany({ select: { id: true, account: true } });
    ids = new Map(members.map((row) => [row.account, row.id]));
    game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' } },
      select: { id: true, vendorId: true, gameCode: true, categoryCode: true },
    });

    // Rounds through the seamless wallet, as a vendor plays them.
    const sessions = api.app.get(GameSessionService);
    const play = async (account: string, roundId: string, stake: string, payout: string | null) => {
      const token = (await sessions.open(ids.get(account)!, 'PG', game.gameCode)).playerToken;
      await playRound(api, {
        vendor: 'PG',
        playerToken: token,
        gameCode: game.gameCode,
        roundId,
        stake,
        payout,
      });
      return token;
    };
    await play('rt_agent_m1', 'agent-1', '10', '25');
    await play('rt_agent_m1', 'agent-2', '5', '0');
    await play('rt_agent_sub', 'agent-3', '7', '0');
    await play('rt_agent_sub_m1', 'agent-4', '20', '40');
    await play('rt_agent_sub_m2', 'agent-open', '3', null);
    const cancelled = await play('rt_agent_sub_m2', 'agent-cancelled', '4', null);
    const rollback = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken: cancelled,
      transactionId: 'agent-cancelled:rollback',
      referenceTransactionId: 'agent-cancelled:debit',
      roundId: 'agent-cancelled',
    });
    expect(rollback.status).toBe(200);
    await play('demo_member', 'outside-1', '100', '0');
    await rollUp();
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers an agent's direct downline and whole team apart", async () => {
    const figures = await overview();
    expect(figures).toMatchObject({ from: today, to: today, timezone: ZONE });
    expect(figures.direct).toMatchObject({
      size: 4,
      activeMembers: 2,
      bets: 3,
      validTurnover: '22.00',
      payout: '25.00',
      memberProfitLoss: '3.00',
    });
    expect(figures.team).toMatchObject({
      size: 6,
      activeMembers: 3,
      bets: 4,
      validTurnover: '42.00',
      payout: '65.00',
      memberProfitLoss: '23.00',
    });
    // The sub-agent sees its own team only.
    expect((await overview(today, today, subAgent)).team).toMatchObject({
      size: 2,
      activeMembers: 1,
      bets: 1,
      validTurnover: '20.00',
    });
  });

  it('refuses members and bad periods', async () => {
    const refused = await api.http
      .get(AGENT_CENTRE_PATHS.teamOverview)
      .query({ from: today, to: today })
      .set('authorization', member);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AGENT']);
    const backwards = await api.http
      .get(AGENT_CENTRE_PATHS.teamOverview)
      .query({ from: today, to: yesterday })
      .set('authorization', agent);
    expect([backwards.status, backwards.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('follows a settled round that is resettled or cancelled, and registrations', async () => {
    const before = await overview();
    const round = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: 'agent-4' } });
    await api.prisma.betRecord.update({ where: { id: round.id }, data: { payout: '30' } });
    await rollUp();
    expect((await overview()).team).toMatchObject({ bets: 4, payout: '55.00' });

    await api.prisma.betRecord.update({ where: { id: round.id }, data: { status: 'CANCELLED' } });
    await rollUp();
    const cancelled = await overview();
    expect(cancelled.team).toMatchObject({ bets: 3, validTurnover: '22.00', activeMembers: 2 });
    // Back as it was, for the tests below.
    await api.prisma.betRecord.update({
      where: { id: round.id },
      data: { status: 'SETTLED', payout: '40' },
    });

    const subAgentRow = await api.prisma.member.findFirstOrThrow({
      where: { account: 'rt_agent_sub' },
    });
    await api.prisma.member.create({
      data: {
        merchantId: subAgentRow.merchantId,
        account: 'rt_agent_sub_new',
        nickname: 'new',
        passwordHash: '-',
        uplineId: subAgentRow.id,
        ancestryPath: `${subAgentRow.ancestryPath}${subAgentRow.id}/`,
        depth: subAgentRow.depth + 1,
      },
    });
    await rollUp();
    const after = await overview();
    expect(after.team).toMatchObject({
      size: before.team.size + 1,
      newMembers: before.team.newMembers + 1,
      bets: 4,
      payout: '65.00',
    });
    expect(after.direct.size).toBe(before.direct.size);
  });

  it('counts approved deposits and paid withdrawals of the team', async () => {
    const channel = await seededChannel(api, 'BANK_TRANSFER');
    const merchantId = channel.merchantId;
    const deposit = await api.prisma.deposit.create({
      data: {
        merchantId,
        memberId: ids.get('rt_agent_sub_m1')!,
        channelId: channel.id,
        channelType: channel.type,
        amount: '150',
        currency: 'MYR',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    await api.prisma.deposit.create({
      data: {
        merchantId,
        memberId: ids.get('rt_agent_sub_m2')!,
        channelId: channel.id,
        channelType: channel.type,
        amount: '999',
        currency: 'MYR',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    await api.prisma.deposit.update({
      where: { id: deposit.id },
      data: { status: 'APPROVED', decidedAt: new Date() },
    });
    const withdrawal = await api.prisma.withdrawal.create({
      data: {
        merchantId,
        memberId: ids.get('rt_agent_m2')!,
        requestKey: 'agent-report-withdrawal',
        amount: '60',
        bankName: 'Maybank',
        accountNumber: '1234567890',
        holderName: 'Demo',
      },
    });
    await api.prisma.withdrawal.update({
      where: { id: withdrawal.id },
      data: { status: 'APPROVED' },
    });
    await rollUp();
    expect((await overview()).team).toMatchObject({ depositCount: 1, withdrawalCount: 0 });
    await api.prisma.withdrawal.update({
      where: { id: withdrawal.id },
      data: { status: 'PAID', paidAt: new Date() },
    });
    await api.prisma.withdrawal.update({
      where: { id: withdrawal.id },
      data: { status: 'CONFIRMED' },
    });
    await rollUp();
    const figures = await overview();
    expect(figures.team).toMatchObject({
      depositAmount: '150.00',
      depositCount: 1,
      withdrawalAmount: '60.00',
      withdrawalCount: 1,
    });
    expect(figures.direct).toMatchObject({
      depositAmount: '0.00',
      withdrawalAmount: '60.00',
      withdrawalCount: 1,
    });
  });

  it('counts a member active on several days once, and follows cancelled days', async () => {
    await settledRound('rt_agent_m2', noonOf(2), '1', '0');
    const m2Yesterday = await settledRound('rt_agent_m2', noonOf(1), '1', '0');
    await settledRound('rt_agent_m2', noonOf(0), '1', '0');
    const m3Yesterday = await settledRound('rt_agent_m3', noonOf(1), '1', '0');
    await rollUp();
    // Today: m1, m2, the sub-agent, sub_m1; yesterday m2 and m3; the day before m2.
    expect((await overview(twoDaysAgo, today)).team.activeMembers).toBe(5);
    expect((await overview(twoDaysAgo, today)).direct.activeMembers).toBe(4);
    expect((await overview(yesterday, yesterday)).team.activeMembers).toBe(2);
    expect((await overview(yesterday, today)).team.activeMembers).toBe(5);

    await api.prisma.betRecord.updateMany({
      where: { id: { in: [m2Yesterday, m3Yesterday] } },
      data: { status: 'CANCELLED' },
    });
    await rollUp();
    expect((await overview(yesterday, yesterday)).team.activeMembers).toBe(0);
    // m2 is active today again after two days without a bet: still counted once.
    expect((await overview(yesterday, today)).team.activeMembers).toBe(4);
    expect((await overview(twoDaysAgo, today)).team.activeMembers).toBe(4);
    expect((await overview(twoDaysAgo, yesterday)).team.activeMembers).toBe(1);
  });

  it('lists the direct downline with each one own and team figures, and drills down', async () => {
    const page = await profit();
    expect(page.parentAccount).toBe('rt_agent');
    expect(page.list.map((row) => row.account)).toEqual([
      'rt_agent_m1',
      'rt_agent_m2',
      'rt_agent_m3',
      'rt_agent_sub',
    ]);
    expect(page.list[0]).toMatchObject({
      type: 'MEMBER',
      teamSize: 0,
      activeMembers: 1,
      bets: 2,
      validTurnover: '15.00',
      payout: '25.00',
      memberProfitLoss: '10.00',
    });
    expect(page.list[3]).toMatchObject({
      type: 'AGENT',
      teamSize: 3,
      activeMembers: 2,
      bets: 2,
      validTurnover: '27.00',
      payout: '40.00',
      depositAmount: '150.00',
    });
    const overall = await overview();
    expect(page.totals).toMatchObject({
      bets: overall.team.bets,
      validTurnover: overall.team.validTurnover,
      activeMembers: overall.team.activeMembers,
    });
    expect(page.totalCount).toBe(4);

    const drilled = await profit({ parentAccount: 'rt_agent_sub', pageSize: 2 });
    expect(drilled.parentAccount).toBe('rt_agent_sub');
    expect(drilled.list.map((row) => row.account)).toEqual(['rt_agent_sub_m1', 'rt_agent_sub_m2']);
    expect([drilled.totalCount, drilled.totalPages]).toEqual([3, 2]);
    expect(drilled.totals).toMatchObject({ bets: 1, validTurnover: '20.00' });
  });

  it('answers 404 for an account outside the subtree, or a member as a parent', async () => {
    for (const [bearer, query] of [
      [agent, { parentAccount: 'demo_member' }],
      [agent, { parentAccount: 'rt_agent_m1' }],
      [subAgent, { parentAccount: 'rt_agent' }],
      [agent, { parentAccount: 'nobody_at_all' }],
    ] as const) {
      const response = await api.http
        .get(AGENT_CENTRE_PATHS.downlineProfit)
        .query({ from: today, to: today, ...query })
        .set('authorization', bearer);
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    for (const [bearer, account] of [
      [agent, 'demo_member'],
      [subAgent, 'rt_agent_m1'],
    ] as const) {
      const response = await api.http
        .get(AGENT_CENTRE_PATHS.teamBetting)
        .query({ from: today, to: today, account })
        .set('authorization', bearer);
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it("lists the team's rounds with totals, filtered by account and status", async () => {
    const page = await betting();
    const rounds = page.list.map((row) => row.roundId);
    expect(rounds).toEqual(
      expect.arrayContaining(['agent-1', 'agent-2', 'agent-3', 'agent-4', 'agent-open']),
    );
    expect(rounds).not.toContain('outside-1');
    expect(page.totalCount).toBe(page.list.length);
    const settled = page.list.filter((row) => row.status === 'SETTLED');
    const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0);
    expect(page.totals).toMatchObject({
      bets: page.list.length,
      validTurnover: sum(settled.map((row) => row.stake)).toFixed(2),
      stake: sum(page.list.map((row) => row.stake)).toFixed(2),
    });
    expect(page.list.find((row) => row.roundId === 'agent-open')).toMatchObject({
      account: 'rt_agent_sub_m2',
      status: 'OPEN',
      validTurnover: '0.00',
      winLoss: null,
    });

    const one = await betting({ account: 'rt_agent_sub_m1' });
    expect(one.list.map((row) => row.roundId)).toEqual(['agent-4']);
    expect(one.totals).toMatchObject({ bets: 1, stake: '20.00', winLoss: '20.00' });

    const open = await betting({ status: 'OPEN' });
    expect(open.list.map((row) => row.roundId)).toEqual(['agent-open']);
    expect(open.totals).toMatchObject({ bets: 1, stake: '3.00', validTurnover: '0.00' });
    const onlySettled = await betting({ status: 'SETTLED', pageSize: 2 });
    expect(onlySettled.totals.bets).toBe(settled.length);
    expect(onlySettled.list).toHaveLength(2);
    const none = await betting({ category: 'LIVE' });
    expect([none.totalCount, none.totals.stake]).toEqual([0, '0.00']);
  });

  it("lists the wallet movements of the team's accounts, by account and type", async () => {
    const lines = (query: object, bearer = agent) =>
      get<DownlineTransactionPage>(
        AGENT_CENTRE_PATHS.downlineTransactions,
        { from: today, to: today, ...query },
        bearer,
      );
    const bets = await lines({ type: 'BET' });
    expect(bets.list.map((row) => [row.account, row.amount]).sort()).toEqual(
      [
        ['rt_agent_m1', '-10.00'],
        ['rt_agent_m1', '-5.00'],
        ['rt_agent_sub_m1', '-20.00'],
        ['rt_agent_sub_m2', '-3.00'],
        ['rt_agent_sub_m2', '-4.00'],
        ['rt_agent_sub', '-7.00'],
      ].sort(),
    );
    expect(bets.totals).toEqual({ count: 6, moneyIn: '0.00', moneyOut: '-49.00' });
    expect(bets.list.every((row) => row.type === 'BET')).toBe(true);

    const returned = await lines({ type: 'ROLLBACK', account: 'rt_agent_sub_m2' });
    expect(returned.list).toMatchObject([{ account: 'rt_agent_sub_m2', amount: '4.00' }]);
    const ofSubAgent = await lines({ type: 'WIN' }, subAgent);
    expect(ofSubAgent.list.map((row) => [row.account, row.amount])).toEqual([
      ['rt_agent_sub_m1', '40.00'],
    ]);

    const outside = await api.http
      .get(AGENT_CENTRE_PATHS.downlineTransactions)
      .query({ from: today, to: today, account: 'rt_agent_m1' })
      .set('authorization', subAgent);
    expect([outside.status, outside.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('totals the wallet lines from the money roll-up, each line once, a late commit included', async () => {
    const ledger = api.app.get(LedgerService);
    const merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
    // From two house accounts, so the open transaction holds no row the other posting needs.
    const credit = async (
      kind: 'ADJUSTMENT' | 'BONUS_GRANT',
      account: string,
      amount: string,
      tx?: Prisma.TransactionClient,
    ) => {
      const memberId = ids.get(account)!;
      const [house, main] = await Promise.all([
        ledger.houseAccount(merchantId, kind === 'ADJUSTMENT' ? 'HOUSE_CASH' : 'HOUSE_PROMOTION'),
        ledger.memberAccount(merchantId, memberId, 'MAIN'),
      ]);
      const posting = {
        merchantId,
        kind,
        scope: 'agent-money-test',
        key: `${kind}:${account}`,
        request: { amount },
        memberId,
        lines: movement(house, main, amount),
      };
      return tx ? ledger.postWithin(tx, posting) : ledger.post(posting);
    };
    const totals = async (query: object = {}) => {
      const page = await get<DownlineTransactionPage>(AGENT_CENTRE_PATHS.downlineTransactions, {
        from: today,
        to: today,
        ...query,
      });
      return { count: page.totals.count, moneyIn: Number(page.totals.moneyIn) };
    };
    await rollUp();
    const [team, one] = [
      await totals(),
      await totals({ account: 'rt_agent_m1', type: 'ADJUSTMENT' }),
    ];

    // A transaction takes its line ids first and commits after another's: the roll-up that runs
    // in between counts the other's line, and the next one the late line, once.
    let posted!: () => void;
    let commit!: () => void;
    const linePosted = new Promise<void>((resolve) => (posted = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const late = api.prisma.$transaction(
      async (tx) => {
        await credit('ADJUSTMENT', 'rt_agent_m1', '7', tx);
        posted();
        await committing;
      },
      { timeout: 60_000 },
    );
    await linePosted;
    await credit('BONUS_GRANT', 'rt_agent_sub_m1', '5');
    await rollUp();
    expect(await totals()).toEqual({ count: team.count + 1, moneyIn: team.moneyIn + 5 });
    commit();
    await late;
    const rollup = api.app.get(AgentStatsRollup);
    await Promise.all([rollup.drain(), rollup.drain(), rollup.drain()]);
    await rollUp();
    expect(await totals()).toEqual({ count: team.count + 2, moneyIn: team.moneyIn + 12 });
    expect(await totals({ account: 'rt_agent_m1', type: 'ADJUSTMENT' })).toEqual({
      count: one.count + 1,
      moneyIn: one.moneyIn + 7,
    });
  });

  it("answers the agent's income day by day beside its team's figures", async () => {
    const page = await get<IncomePage>(AGENT_CENTRE_PATHS.income, {
      from: twoDaysAgo,
      to: today,
    });
    expect(page.list.map((row) => row.day)).toEqual([today, yesterday, twoDaysAgo]);
    expect(page.totalCount).toBe(3);
    const team = (await overview(today, today)).team;
    expect(page.list[0]).toMatchObject({
      teamValidTurnover: team.validTurnover,
      salary: '0.00',
      dividend: '0.00',
      income: '0.00',
    });
    expect(page.list[2]).toMatchObject({ teamValidTurnover: '1.00', teamNetLoss: '1.00' });
  });

  it('rolls each event up exactly once, however many runs go at once', async () => {
    const before = await overview(twoDaysAgo, today);
    for (let i = 0; i < 20; i += 1) {
      await settledRound('rt_agent_m3', noonOf(0), '2', '1');
    }
    const rollup = api.app.get(AgentStatsRollup);
    await Promise.all([rollup.drain(), rollup.drain(), rollup.drain()]);
    await rollUp();
    const after = await overview(twoDaysAgo, today);
    expect(after.team.bets).toBe(before.team.bets + 20);
    expect(Number(after.team.validTurnover)).toBe(Number(before.team.validTurnover) + 40);
    expect(after.team.activeMembers).toBe(before.team.activeMembers + 1);
  });

  it('moves an account with its counts when the mover calls the port first', async () => {
    const [top, sub] = await Promise.all([overview(), overview(today, today, subAgent)]);
    const moved = await api.prisma.member.findFirstOrThrow({
      where: { account: 'rt_agent_sub_m2' },
    });
    const newUpline = await api.prisma.member.findFirstOrThrow({ where: { account: 'rt_agent' } });
    await api.prisma.$transaction(async (tx) => {
      await api.app.get(AgentStatsPort).memberMoving(tx, moved.id, newUpline.id);
      await tx.member.update({
        where: { id: moved.id },
        data: {
          uplineId: newUpline.id,
          ancestryPath: `${newUpline.ancestryPath}${newUpline.id}/`,
          depth: newUpline.depth + 1,
        },
      });
    });
    const [topAfter, subAfter] = await Promise.all([overview(), overview(today, today, subAgent)]);
    expect([topAfter.direct.size, topAfter.team.size]).toEqual([
      top.direct.size + 1,
      top.team.size,
    ]);
    expect([subAfter.direct.size, subAfter.team.size]).toEqual([
      sub.direct.size - 1,
      sub.team.size - 1,
    ]);
  });
});
