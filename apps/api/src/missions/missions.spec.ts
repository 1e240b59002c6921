import {
  CONSOLE_MISSION_PATHS,
  MISSION_PATHS,
  type ConsoleMemberMissions,
  type ConsoleMissionList,
  type ConsoleMissionView,
  type DepositEntry,
  type LeaderboardView,
  type MemberMissionView,
  type MissionInput,
  type MissionSummary,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { depositRequest, seededChannel } from '../../test/support/deposits.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  playRound,
  seamlessRequest,
} from '../../test/support/wallet.js';
import { GameSessionService } from '../wallet/game-session.service.js';

interface Table {
  vendor: string;
  gameCode: string;
  playerToken: string;
}

describe('missions and leaderboard', () => {
  let api: TestApp;
  let member: string;
  let other: string;
  let memberId: number;
  let finance: string;
  let support: string;
  let slot: Table;
  let sports: Table;
  let slotGameId: number;
  const ids: Record<'turnover' | 'rounds' | 'deposit' | 'signIn' | 'sports', number> = {
    turnover: 0,
    rounds: 0,
    deposit: 0,
    signIn: 0,
    sports: 0,
  };

  const summary = async (bearer = member): Promise<MissionSummary> =>
    (await api.http.get(MISSION_PATHS.missions).set('authorization', bearer).expect(200)).body
      .value;
  const mission = async (id: number, bearer = member): Promise<MemberMissionView> =>
    (await summary(bearer)).list.find((entry) => entry.id === id)!;
  const claim = (id: number | string, key: string | null, bearer = member) => {
    const call = api.http.post(MISSION_PATHS.claim(id as number)).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send();
  };
  const grants = () => api.prisma.journalEntry.count({ where: { kind: 'BONUS_GRANT' } });
  const main = async () =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const create = async (input: Partial<MissionInput>): Promise<ConsoleMissionView> =>
    (
      await api.http
        .post(CONSOLE_MISSION_PATHS.missions)
        .set(consoleHeaders(finance))
        .send({
          period: 'DAILY',
          categoryCode: null,
          gameId: null,
          turnoverMultiplier: 1,
          enabled: true,
          sortOrder: 0,
          titles: { MS: 'Misi', EN: 'Mission', CN: '任务' },
          ...input,
        })
        .expect(201)
    ).body.value;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    finance = await openConsoleSession(api.prisma, 'finance');
    support = await openConsoleSession(api.prisma, 'support');
    // The seeded demo missions stay out of this test's counts.
    await api.prisma.mission.updateMany({ data: { enabled: false } });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    other = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    const sessions = api.app.get(GameSessionService);
    const gameOf = (vendor: string) =>
      api.prisma.game.findFirstOrThrow({ where: { vendor: { code: vendor } } });
    const [slotGame, sportsGame] = await Promise.all([gameOf('PG'), gameOf('IBC')]);
    slotGameId = slotGame.id;
    slot = {
      vendor: 'PG',
      gameCode: slotGame.gameCode,
      playerToken: (await sessions.open(memberId, 'PG', slotGame.gameCode)).playerToken,
    };
    sports = {
      vendor: 'IBC',
      gameCode: sportsGame.gameCode,
      playerToken: (await sessions.open(memberId, 'IBC', sportsGame.gameCode)).playerToken,
    };
    ids.turnover = (
      await create({
        kind: 'CATEGORY_TURNOVER',
        categoryCode: 'RNG',
        target: '100',
        rewardAmount: '5',
        turnoverMultiplier: 2,
        sortOrder: 1,
      })
    ).id;
    ids.rounds = (
      await create({
        kind: 'GAME_ROUNDS',
        gameId: slotGame.id,
        target: '3',
        rewardAmount: '2',
        sortOrder: 2,
      })
    ).id;
    ids.deposit = (
      await create({
        period: 'WEEKLY',
        kind: 'DEPOSIT_AMOUNT',
        target: '50',
        rewardAmount: '3',
        sortOrder: 3,
      })
    ).id;
    ids.signIn = (
      await create({ kind: 'SIGN_IN', target: '1', rewardAmount: '1', sortOrder: 4 })
    ).id;
    ids.sports = (
      await create({
        kind: 'CATEGORY_TURNOVER',
        categoryCode: 'SPORTS',
        target: '10',
        rewardAmount: '4',
        sortOrder: 5,
      })
    ).id;
    // Slots: 60.00 and 30.00 settled count; an open round and a rolled-back bet do not.
    await playRound(api, { ...slot, roundId: 'm-1', stake: '60', payout: '0' });
    await playRound(api, { ...slot, roundId: 'm-2', stake: '30', payout: '75' });
    await playRound(api, { ...slot, roundId: 'm-open', stake: '20', payout: null });
    await playRound(api, { ...slot, roundId: 'm-back', stake: '50', payout: null });
    const rollback = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken: slot.playerToken,
      transactionId: 'm-back:rollback',
      referenceTransactionId: 'm-back:debit',
      roundId: 'm-back',
    });
    expect(rollback.status).toBe(200);
  });
  afterAll(() => api.close());

  it('counts progress from settled real-money rounds only, in the operator order, with today as the period', async () => {
    const { list, claimableCount } = await summary();
    expect(list.map((entry) => entry.id)).toEqual([
      ids.turnover,
      ids.rounds,
      ids.deposit,
      ids.signIn,
      ids.sports,
    ]);
    expect(list[0]).toMatchObject({
      kind: 'CATEGORY_TURNOVER',
      categoryCode: 'RNG',
      target: '100.00',
      progress: '90.00',
      rewardAmount: '5.00',
      turnoverMultiplier: 2,
      status: 'IN_PROGRESS',
      titles: { MS: 'Misi', EN: 'Mission', CN: '任务' },
    });
    expect(list[1]).toMatchObject({ target: '3', progress: '2', status: 'IN_PROGRESS' });
    expect(list[1].gameName).toBeTruthy();
    expect(list[2]).toMatchObject({ period: 'WEEKLY', progress: '0.00', status: 'IN_PROGRESS' });
    // The test's own sign-in counts.
    expect(list[3]).toMatchObject({ progress: '1', status: 'COMPLETED' });
    expect(claimableCount).toBe(1);
    const count = await api.http.get(MISSION_PATHS.count).set('authorization', member).expect(200);
    expect(count.body.value).toEqual({ count: 1 });
  });

  it('refuses a claim below target, without a key or of an unknown mission, changing nothing', async () => {
    const before = await main();
    const below = await claim(ids.turnover, 'mission-below-0001').expect(400);
    expect(below.body).toMatchObject({
      success: false,
      code: 'MISSION_NOT_COMPLETED',
      value: { progress: '90.00', target: '100.00' },
    });
    const keyless = await claim(ids.turnover, null).expect(400);
    expect(keyless.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((await claim(999_999, 'mission-none-0001').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await claim('abc', 'mission-none-0002').expect(400)).body.success).toBe(false);
    expect(await grants()).toBe(0);
    expect(await main()).toBe(before);
    expect(await api.prisma.missionClaim.count()).toBe(0);
  });

  it('takes a rolled-back round’s progress back: a sports win taken back and its bet cancelled', async () => {
    await playRound(api, { ...sports, roundId: 'm-sport', stake: '10', payout: '25' });
    expect(await mission(ids.sports)).toMatchObject({ progress: '10.00', status: 'COMPLETED' });
    for (const [transactionId, referenceTransactionId] of [
      ['m-sport:win-back', 'm-sport:credit'],
      ['m-sport:bet-back', 'm-sport:debit'],
    ]) {
      const response = await seamlessRequest(api, 'IBC', 'rollback', {
        playerToken: sports.playerToken,
        transactionId,
        referenceTransactionId,
        roundId: 'm-sport',
      });
      expect(response.status).toBe(200);
    }
    expect(await mission(ids.sports)).toMatchObject({ progress: '0.00', status: 'IN_PROGRESS' });
    expect((await claim(ids.sports, 'mission-sport-0001').expect(400)).body.code).toBe(
      'MISSION_NOT_COMPLETED',
    );
  });

  it('pays a completed mission exactly once for double clicks and retries, as a MISSION bonus with its turnover requirement', async () => {
    await playRound(api, { ...slot, roundId: 'm-3', stake: '10', payout: '0' });
    expect(await mission(ids.turnover)).toMatchObject({ progress: '100.00', status: 'COMPLETED' });
    expect(await mission(ids.rounds)).toMatchObject({ progress: '3', status: 'COMPLETED' });
    const before = await main();
    const responses = await Promise.all([
      claim(ids.turnover, 'mission-claim-0001'),
      claim(ids.turnover, 'mission-claim-0001'),
      claim(ids.turnover, 'mission-claim-0002'),
    ]);
    // Whichever key the database took first pays; the double click answers as its twin did.
    const winner = responses[2].status === 200 ? 'mission-claim-0002' : 'mission-claim-0001';
    expect(responses.map((response) => response.status)).toEqual(
      winner === 'mission-claim-0001' ? [200, 200, 409] : [409, 409, 200],
    );
    const refused = responses.find((response) => response.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, code: 'MISSION_ALREADY_CLAIMED' });
    const paid = responses.filter((response) => response.status === 200);
    for (const response of paid) expect(response.body.value).toEqual(paid[0].body.value);
    expect(paid[0].body.value).toMatchObject({
      missionId: ids.turnover,
      amount: '5.00',
      progress: '100.00',
    });
    expect(await main()).toBe((Number(before) + 5).toFixed(2));
    expect(await grants()).toBe(1);
    const retried = await claim(ids.turnover, winner).expect(200);
    expect(retried.body.value).toEqual(paid[0].body.value);
    // The key of that claim cannot claim another mission.
    expect((await claim(ids.rounds, winner).expect(409)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await grants()).toBe(1);

    const bonus = await api.prisma.memberBonus.findFirstOrThrow({
      where: { memberId, source: 'MISSION' },
    });
    expect([bonus.amount.toFixed(2), bonus.turnoverRequired.toFixed(2)]).toEqual(['5.00', '10.00']);
    expect(await mission(ids.turnover)).toMatchObject({ status: 'CLAIMED' });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('keeps members apart: another member’s progress is its own and it cannot claim this one’s', async () => {
    expect(await mission(ids.turnover, other)).toMatchObject({
      progress: '0.00',
      status: 'IN_PROGRESS',
    });
    const response = await claim(ids.rounds, 'mission-other-0001', other).expect(400);
    expect(response.body.code).toBe('MISSION_NOT_COMPLETED');
    // A key another member used is its own: this member's key space is untouched.
    expect(await grants()).toBe(1);
  });

  it('counts approved deposits of the week', async () => {
    const onlineId = String((await seededChannel(api, 'ONLINE')).id);
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });
    const response = await depositRequest(api, member, { channelId: onlineId, amount: '60' });
    expect(response.status).toBe(200);
    const entry = response.body.value as DepositEntry;
    expect(await mission(ids.deposit)).toMatchObject({ progress: '0.00' });
    await api.http
      .post(`${entry.paymentUrl}/approve`)
      .set('content-type', 'text/plain')
      .send('decision=approve')
      .expect(303);
    expect(await mission(ids.deposit)).toMatchObject({ progress: '60.00', status: 'COMPLETED' });
    expect((await claim(ids.deposit, 'mission-deposit-0001').expect(200)).body.value.amount).toBe(
      '3.00',
    );
  });

  it('ranks members of today by valid turnover or wins, with masked accounts and the member’s own rank', async () => {
    const board = async (query: string, bearer = member): Promise<LeaderboardView> =>
      (
        await api.http
          .get(`${MISSION_PATHS.leaderboard}?${query}`)
          .set('authorization', bearer)
          .expect(200)
      ).body.value;
    const turnover = await board('period=TODAY&metric=TURNOVER');
    // 60 + 30 + 10 settled slots (the sports round was rolled back).
    expect(turnover.entries[0]).toEqual({ rank: 1, account: 'de***er', value: '100.00' });
    expect(turnover.me).toEqual({ rank: 1, value: '100.00' });
    const wins = await board('period=WEEK&metric=WINS');
    expect(wins.entries[0]).toEqual({ rank: 1, account: 'de***er', value: '45.00' });
    expect((await board('', other)).me).toEqual({ rank: null, value: '0.00' });
    const bad = await api.http
      .get(`${MISSION_PATHS.leaderboard}?period=YEAR`)
      .set('authorization', member)
      .expect(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  describe('console', () => {
    const put = (id: number, body: object, cookie = finance) =>
      api.http.put(CONSOLE_MISSION_PATHS.mission(id)).set(consoleHeaders(cookie)).send(body);

    it('lists, changes and switches off missions with the audit trail; members follow at once', async () => {
      const list: ConsoleMissionList = (
        await api.http.get(CONSOLE_MISSION_PATHS.missions).set('cookie', support).expect(200)
      ).body.value;
      expect(list.categories).toContain('RNG');
      const rounds = list.list.find((entry) => entry.id === ids.rounds)!;
      expect(rounds).toMatchObject({ kind: 'GAME_ROUNDS', gameId: slotGameId, target: '3.00' });
      const input: MissionInput = {
        period: rounds.period,
        kind: rounds.kind,
        categoryCode: rounds.categoryCode,
        gameId: rounds.gameId,
        target: rounds.target,
        rewardAmount: rounds.rewardAmount,
        turnoverMultiplier: rounds.turnoverMultiplier,
        enabled: rounds.enabled,
        sortOrder: rounds.sortOrder,
        titles: rounds.titles,
      };
      await put(ids.rounds, { ...input, enabled: false }, support).expect(403);
      await put(ids.rounds, { ...input, enabled: false }).expect(200);
      expect((await summary()).list.map((entry) => entry.id)).not.toContain(ids.rounds);
      expect((await claim(ids.rounds, 'mission-off-0001').expect(404)).body.code).toBe('NOT_FOUND');
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: `mission:${ids.rounds}`, action: { contains: 'PUT' } },
      });
      expect([audit.before, audit.after]).toEqual([{ enabled: true }, { enabled: false }]);
    });

    it('refuses a bad mission, changing nothing', async () => {
      const before = await api.prisma.mission.count();
      const base = {
        period: 'DAILY',
        kind: 'GAME_ROUNDS',
        categoryCode: null,
        gameId: null,
        target: '3',
        rewardAmount: '1',
        turnoverMultiplier: 1,
        enabled: true,
        sortOrder: 0,
        titles: { MS: 'a', EN: 'b', CN: 'c' },
      };
      const cases: [object, string][] = [
        [{ ...base, target: '2.5' }, 'target'],
        [{ ...base, target: '0' }, 'target'],
        [{ ...base, rewardAmount: '-1' }, 'rewardAmount'],
        [{ ...base, kind: 'SIGN_IN', target: '2' }, 'target'],
        [{ ...base, categoryCode: 'RNG' }, 'categoryCode'],
        [{ ...base, kind: 'CATEGORY_TURNOVER', categoryCode: 'NOPE' }, 'categoryCode'],
        [{ ...base, gameId: 99_999_999 }, 'gameId'],
        [{ ...base, titles: { MS: '', EN: 'b', CN: 'c' } }, 'titles'],
        [{ ...base, period: 'MONTHLY' }, 'period'],
        [{ ...base, turnoverMultiplier: 101 }, 'turnoverMultiplier'],
      ];
      for (const [body, field] of cases) {
        const response = await api.http
          .post(CONSOLE_MISSION_PATHS.missions)
          .set(consoleHeaders(finance))
          .send(body)
          .expect(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(response.body.value.fields)).toContain(field);
      }
      expect(await api.prisma.mission.count()).toBe(before);
    });

    it("shows a member's missions and claims to the member page's readers", async () => {
      const page: ConsoleMemberMissions = (
        await api.http
          .get(CONSOLE_MISSION_PATHS.member(memberId))
          .set('cookie', support)
          .expect(200)
      ).body.value;
      expect(page.claimsTotal).toBe(2);
      expect(page.claims.map((entry) => entry.amount).sort()).toEqual(['3.00', '5.00']);
      expect(page.missions.find((entry) => entry.id === ids.turnover)?.status).toBe('CLAIMED');
      await api.http.get(CONSOLE_MISSION_PATHS.member(999_999)).set('cookie', support).expect(404);
    });
  });
});
