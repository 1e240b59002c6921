import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_DEPOSIT_PATHS,
  CONSOLE_REFERRAL_PATHS,
  REFERRAL_PATHS,
  referralSettingsOf,
  type ConsoleMemberReferral,
  type ConsoleReferralFriend,
  type ConsoleReferralSummary,
  type ConsoleReferrer,
  type DepositEntry,
  type ReferralFriend,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralSettings,
  type ReferralView,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { depositRequest, pngProof, seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  playRound,
  seamlessRequest,
} from '../../test/support/wallet.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { ReferralFirstDepositHandler, ReferralTurnoverHandler } from './referral-jobs.js';

// The seed's rule: 10 % of a first deposit capped at 50.00, 0.50 % of a day's valid turnover,
// nothing under 1.00. demo_referred joined through demo_referrer's link (code DEMOINVITE).
describe('referral', () => {
  let api: TestApp;
  let dataDir: string;
  let referrer: string;
  let friend: string;
  let stranger: string;
  let finance: string;
  let support: string;
  let referrerId: number;
  let friendId: number;
  let secondFriendId: number;
  let walletId: number;

  const idOf = async (account: string) =>
    (await api.prisma.member.findFirstOrThrow({ where: { account } })).id;
  const get = async <T>(path: string, bearer: string, query: object = {}): Promise<T> =>
    (await api.http.get(path).query(query).set('authorization', bearer).expect(200)).body.value;
  const consoleGet = async <T>(path: string, query: object = {}, cookie = finance): Promise<T> =>
    (await api.http.get(path).query(query).set(consoleHeaders(cookie)).expect(200)).body.value;
  const main = async (id: number) =>
    (
      await api.prisma.ledgerAccount.findFirst({ where: { memberId: id, kind: 'MAIN' } })
    )?.balance.toFixed(2) ?? '0.00';
  const rewards = () => api.prisma.referralReward.findMany({ orderBy: { id: 'asc' } });
  const approvedDeposit = async (bearer: string, amount: string) => {
    const response = await depositRequest(api, bearer, { channelId: String(walletId), amount }, [
      pngProof(),
    ]).expect(200);
    const entry = response.body.value as DepositEntry;
    await api.http
      .post(`${CONSOLE_DEPOSIT_PATHS.deposits}/${entry.id}/${CONSOLE_DEPOSIT_PATHS.approve}`)
      .set(consoleHeaders(finance))
      .expect(200);
    return entry;
  };
  // The job's runs, several at once as on several instances, or a run retried.
  const runFirstDepositJobs = (times: number) => {
    const handler = api.app.get(ReferralFirstDepositHandler);
    const end = new Date(Date.now() + 1_000);
    const period = { start: new Date(end.getTime() - 60_000), end };
    return Promise.all(
      Array.from({ length: times }, () => handler.run(period, new AbortController().signal)),
    );
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-referral-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    referrer = await bearerFor(api, 'demo_referrer', 'Demo1234');
    friend = await bearerFor(api, 'demo_referred', 'Demo1234');
    stranger = await bearerFor(api, 'demo_member', 'Demo1234');
    referrerId = await idOf('demo_referrer');
    friendId = await idOf('demo_referred');
    // A second friend of demo_referrer, joined earlier than the seeded one.
    secondFriendId = await idOf('demo_play_check');
    await api.prisma.member.update({
      where: { id: secondFriendId },
      data: { referrerId, createdAt: new Date('2026-01-01T00:00:00Z') },
    });
    finance = await openConsoleSession(api.prisma, 'finance');
    support = await openConsoleSession(api.prisma, 'support');
    walletId = (await seededChannel(api, 'EWALLET')).id;
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("shows the member its invitation link, the operator's rule and its friends", async () => {
    const view = await get<ReferralView>(REFERRAL_PATHS.referral, referrer);
    expect(view).toMatchObject({
      enabled: true,
      code: 'DEMOINVITE',
      rule: {
        firstDepositPercent: '10.00',
        firstDepositCap: '50.00',
        turnoverPercent: '0.50',
        minimumReward: '1.00',
        turnoverMultiplier: 1,
      },
      friendCount: 2,
      qualifiedCount: 0,
      rewardTotal: '0.00',
    });
    expect(view.url).toMatch(/^https?:\/\/[^/]+\/register\?referralCode=DEMOINVITE$/);

    const friends = await get<ReferralPage<ReferralFriend>>(REFERRAL_PATHS.friends, referrer, {
      pageNo: 1,
      pageSize: 1,
    });
    expect(friends).toMatchObject({ pageNo: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    // Newest first, the account masked.
    expect(friends.list).toEqual([
      { account: 'de***ed', joinedAt: expect.any(String), qualified: false, rewarded: '0.00' },
    ]);
  });

  it('gives a member without a code one, the same on every visit', async () => {
    const first = await get<ReferralView>(REFERRAL_PATHS.referral, friend);
    const again = await get<ReferralView>(REFERRAL_PATHS.referral, friend);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(again.code).toBe(first.code);
    expect(first.friendCount).toBe(0);
  });

  it("never shows a member another member's friends or rewards", async () => {
    expect(
      (await get<ReferralPage<ReferralFriend>>(REFERRAL_PATHS.friends, stranger)).totalCount,
    ).toBe(0);
    expect(
      (await get<ReferralPage<ReferralRewardView>>(REFERRAL_PATHS.rewards, stranger)).totalCount,
    ).toBe(0);
  });

  it('refuses a visitor and a bad page in the envelope', async () => {
    const anonymous = await api.http.get(REFERRAL_PATHS.friends).expect(401);
    expect(anonymous.body).toMatchObject({ success: false });
    const bad = await api.http
      .get(REFERRAL_PATHS.friends)
      .query({ pageSize: 1000 })
      .set('authorization', referrer)
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("pays the referrer once for a friend's first approved deposit, however many runs at once", async () => {
    const before = await main(referrerId);
    // A pending deposit earns nothing.
    await depositRequest(api, friend, { channelId: String(walletId), amount: '30' }, [
      pngProof(),
    ]).expect(200);
    await runFirstDepositJobs(2);
    expect(await rewards()).toHaveLength(0);

    await approvedDeposit(friend, '200');
    await runFirstDepositJobs(4);
    await runFirstDepositJobs(1);
    // Not the first: a later deposit earns no first-deposit reward.
    await approvedDeposit(friend, '1000');
    await runFirstDepositJobs(2);

    const paid = await rewards();
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      kind: 'FIRST_DEPOSIT',
      referrerId,
      friendId,
      sourceKey: `FIRST_DEPOSIT:${friendId}`,
    });
    expect(paid[0].amount.toFixed(2)).toBe('20.00');
    expect(await main(referrerId)).toBe((Number(before) + 20).toFixed(2));
    const bonuses = await api.prisma.memberBonus.findMany({
      where: { memberId: referrerId, source: 'REFERRAL' },
    });
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0].turnoverRequired.toFixed(2)).toBe('20.00');
    const letters = await api.prisma.mailboxMessage.findMany({
      where: { memberId: referrerId, template: 'referral.firstDeposit' },
    });
    expect(letters.map((letter) => letter.params)).toEqual([
      { amount: '20.00', friend: 'de***ed' },
    ]);

    const page = await get<ReferralPage<ReferralRewardView>>(REFERRAL_PATHS.rewards, referrer);
    expect(page.list).toEqual([
      expect.objectContaining({
        kind: 'FIRST_DEPOSIT',
        friend: 'de***ed',
        base: '200.00',
        percent: '10.00',
        amount: '20.00',
      }),
    ]);
    const view = await get<ReferralView>(REFERRAL_PATHS.referral, referrer);
    expect(view).toMatchObject({ qualifiedCount: 1, rewardTotal: '20.00' });
  });

  it('caps a large first deposit at the rule’s cap', async () => {
    const subMember = await bearerFor(api, 'demo_play_check', 'Demo1234');
    await approvedDeposit(subMember, '900');
    await runFirstDepositJobs(2);
    const capped = (await rewards()).find((reward) => reward.friendId === secondFriendId);
    expect(capped?.amount.toFixed(2)).toBe('50.00');
  });

  it('pays one first-deposit reward when two deposits of a friend are approved at once', async () => {
    const friendThreeId = await idOf('demo_play_limit');
    await api.prisma.member.update({
      where: { id: friendThreeId },
      data: { referrerId, createdAt: new Date('2026-02-01T00:00:00Z') },
    });
    const friendThree = await bearerFor(api, 'demo_play_limit', 'Demo1234');
    const entries = await Promise.all(
      ['150', '150'].map(async (amount) => {
        const response = await depositRequest(
          api,
          friendThree,
          { channelId: String(walletId), amount },
          [pngProof()],
        ).expect(200);
        return response.body.value as DepositEntry;
      }),
    );
    // A second session of finance: two operators' clicks at the same moment.
    const secondFinance = await openConsoleSession(api.prisma, 'finance');
    await Promise.all(
      entries.map((entry, index) =>
        api.http
          .post(`${CONSOLE_DEPOSIT_PATHS.deposits}/${entry.id}/${CONSOLE_DEPOSIT_PATHS.approve}`)
          .set(consoleHeaders(index === 0 ? finance : secondFinance))
          .expect(200),
      ),
    );
    await Promise.all([runFirstDepositJobs(2), runFirstDepositJobs(1)]);
    const paid = (await rewards()).filter((reward) => reward.friendId === friendThreeId);
    expect(paid.map((reward) => [reward.kind, reward.amount.toFixed(2)])).toEqual([
      ['FIRST_DEPOSIT', '15.00'],
    ]);
    expect(
      await api.prisma.memberBonus.count({
        where: { source: 'REFERRAL', sourceKey: `FIRST_DEPOSIT:${friendThreeId}` },
      }),
    ).toBe(1);
  });

  it("pays a share of a friend's settled real-money turnover once per friend and day, nothing under the minimum", async () => {
    const sessions = api.app.get(GameSessionService);
    const game = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
    const play = async (memberId: number, roundId: string, stake: string, payout: string | null) =>
      playRound(api, {
        vendor: 'PG',
        gameCode: game.gameCode,
        playerToken: (await sessions.open(memberId, 'PG', game.gameCode)).playerToken,
        roundId,
        stake,
        payout,
      });
    // demo_referred: 300.00 settled; an open round and a rolled-back one do not count.
    await play(friendId, 'referral-1', '250', '0');
    await play(friendId, 'referral-2', '50', '80');
    await play(friendId, 'referral-open', '5', null);
    await play(friendId, 'referral-back', '40', null);
    const token = (await sessions.open(friendId, 'PG', game.gameCode)).playerToken;
    const rollback = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken: token,
      transactionId: 'referral-back:rollback',
      referenceTransactionId: 'referral-back:debit',
      roundId: 'referral-back',
    });
    expect(rollback.status).toBe(200);
    // demo_play_check: 100.00 x 0.50 % = 0.50, under the minimum of 1.00.
    await play(secondFriendId, 'referral-small', '100', '0');

    // A run at the start of tomorrow (site time) pays today; three at once pay it once.
    const handler = api.app.get(ReferralTurnoverHandler);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const period = { start: new Date(tomorrow.getTime() - 3_600_000), end: tomorrow };
    await Promise.all([1, 2, 3].map(() => handler.run(period, new AbortController().signal)));
    await handler.run(period, new AbortController().signal);

    const turnover = (await rewards()).filter((reward) => reward.kind === 'TURNOVER');
    expect(turnover).toHaveLength(1);
    expect(turnover[0]).toMatchObject({ friendId, referrerId });
    expect(turnover[0].base.toFixed(2)).toBe('300.00');
    expect(turnover[0].amount.toFixed(2)).toBe('1.50');
    expect(
      await api.prisma.mailboxMessage.count({
        where: { memberId: referrerId, template: 'referral.turnover' },
      }),
    ).toBe(1);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  describe('console', () => {
    const put = (body: unknown, cookie = finance) =>
      api.http
        .put(CONSOLE_REFERRAL_PATHS.settings)
        .set(consoleHeaders(cookie))
        .send(body as object);

    it('shows the figures, the referrers and a member’s referral', async () => {
      expect(await consoleGet<ConsoleReferralSummary>(CONSOLE_REFERRAL_PATHS.summary)).toEqual({
        referrers: 1,
        friends: 3,
        qualified: 3,
        rewardCount: 4,
        rewardsPaid: '86.50',
      });
      const referrers = await consoleGet<ReferralPage<ConsoleReferrer>>(
        CONSOLE_REFERRAL_PATHS.referrers,
        {},
        support,
      );
      expect(referrers.list).toEqual([
        {
          memberId: referrerId,
          account: 'demo_referrer',
          friends: 3,
          qualified: 3,
          rewardsPaid: '86.50',
        },
      ]);
      const paidTo = await consoleGet<ReferralPage<ReferralRewardView>>(
        CONSOLE_REFERRAL_PATHS.rewards,
        { memberId: referrerId, pageSize: 2 },
      );
      expect(paidTo).toMatchObject({ totalCount: 4, totalPages: 2 });
      expect(paidTo.list[0].friend).toBe('demo_referred');
      expect(
        (
          await consoleGet<ReferralPage<ReferralRewardView>>(CONSOLE_REFERRAL_PATHS.rewards, {
            memberId: friendId,
          })
        ).totalCount,
      ).toBe(0);

      expect(
        await consoleGet<ConsoleMemberReferral>(CONSOLE_REFERRAL_PATHS.member(friendId)),
      ).toEqual({
        referrer: { memberId: referrerId, account: 'demo_referrer' },
        code: expect.stringMatching(/^[A-Z0-9]{8}$/),
        friends: 0,
        rewardsPaid: '0.00',
      });
      const friends = await consoleGet<ReferralPage<ConsoleReferralFriend>>(
        CONSOLE_REFERRAL_PATHS.memberFriends(referrerId),
      );
      expect(friends.list.map((row) => [row.account, row.qualified, row.rewarded])).toEqual([
        ['demo_referred', true, '21.50'],
        ['demo_play_limit', true, '15.00'],
        ['demo_play_check', true, '50.00'],
      ]);
      const missing = await api.http
        .get(CONSOLE_REFERRAL_PATHS.member(999999))
        .set(consoleHeaders(finance))
        .expect(404);
      expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('changes the rule with the change in the audit trail; the member page follows', async () => {
      const current = await consoleGet<ReferralSettings>(CONSOLE_REFERRAL_PATHS.settings);
      await put({ ...current, turnoverPercent: '1' }, support).expect(403);
      const saved = await put({ ...current, turnoverPercent: '1', firstDepositCap: null }).expect(
        200,
      );
      expect(saved.body.value).toEqual({
        ...current,
        turnoverPercent: '1.00',
        firstDepositCap: null,
      });
      const merchant = await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } });
      expect(referralSettingsOf(merchant.settings)).toEqual(saved.body.value);
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: 'site:referral' },
      });
      expect([audit.before, audit.after]).toEqual([
        { turnoverPercent: '0.50', firstDepositCap: '50.00' },
        { turnoverPercent: '1.00', firstDepositCap: null },
      ]);
      expect((await get<ReferralView>(REFERRAL_PATHS.referral, referrer)).rule).toMatchObject({
        turnoverPercent: '1.00',
        firstDepositCap: null,
      });
      await put(current).expect(200);
    });

    it('refuses a bad rule in the envelope, changing nothing', async () => {
      const current = await consoleGet<ReferralSettings>(CONSOLE_REFERRAL_PATHS.settings);
      const cases: [unknown, string][] = [
        [{ ...current, firstDepositPercent: '100.01' }, 'firstDepositPercent'],
        [{ ...current, turnoverPercent: '5.5' }, 'turnoverPercent'],
        [{ ...current, turnoverPercent: '-1' }, 'turnoverPercent'],
        [{ ...current, firstDepositCap: '0' }, 'firstDepositCap'],
        [{ ...current, minimumReward: '1.234' }, 'minimumReward'],
        [{ ...current, turnoverMultiplier: 101 }, 'turnoverMultiplier'],
        [{ ...current, enabled: 'yes' }, 'enabled'],
      ];
      for (const [body, field] of cases) {
        const response = await put(body).expect(400);
        expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(Object.keys(response.body.value.fields)).toContain(field);
      }
      expect(await consoleGet<ReferralSettings>(CONSOLE_REFERRAL_PATHS.settings)).toEqual(current);
    });

    it('switched off, pays no new reward', async () => {
      const current = await consoleGet<ReferralSettings>(CONSOLE_REFERRAL_PATHS.settings);
      await put({ ...current, enabled: false }).expect(200);
      const before = (await rewards()).length;
      const vip = await bearerFor(api, 'demo_vip', 'Demo1234');
      await api.prisma.member.update({
        where: { id: await idOf('demo_vip') },
        data: { referrerId },
      });
      await approvedDeposit(vip, '100');
      await runFirstDepositJobs(1);
      expect(await rewards()).toHaveLength(before);
      expect((await get<ReferralView>(REFERRAL_PATHS.referral, referrer)).enabled).toBe(false);
      await put(current).expect(200);
    });
  });
});
