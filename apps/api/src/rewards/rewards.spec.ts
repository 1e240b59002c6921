import {
  BONUS_PATHS,
  CONSOLE_BONUS_PATHS,
  CONSOLE_REWARD_PATHS,
  REWARD_PATHS,
  type BonusPage,
  type ConsoleRaffleView,
  type RaffleSettings,
  type RaffleView,
  type RewardPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger, playRound } from '../../test/support/wallet.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { seedRewards } from '../seed/seed-rewards.js';
import { pickPrize } from './raffles.service.js';

// The reward centre, raffles and bonus details on a real database: demo_agent_m2 gets the
// operator's rewards, demo_agent_m3 plays for a raffle, demo_member stays out of both.
describe('rewards, raffles and bonus details', () => {
  let api: TestApp;
  let finance: string;
  let support: string;
  let member: string;
  let memberId: number;
  let player: string;
  let playerId: number;
  let other: string;

  const accountOf = (account: string) => api.prisma.member.findFirstOrThrow({ where: { account } });
  const main = async (id: number) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId: id, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const get = async <T>(path: string, bearer: string, query: object = {}): Promise<T> =>
    (await api.http.get(path).query(query).set('authorization', bearer).expect(200)).body.value;
  const claim = (rewardId: string, key: string | null, bearer = member) => {
    const call = api.http.post(REWARD_PATHS.claim(rewardId)).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send();
  };
  const draw = (raffleId: string, key: string, bearer = player) =>
    api.http
      .post(REWARD_PATHS.raffleClaim)
      .set({ authorization: bearer, 'Idempotency-Key': key })
      .send({ raffleId });
  const issue = (body: object, cookie = finance) =>
    api.http.post(CONSOLE_REWARD_PATHS.issues).set(consoleHeaders(cookie)).send(body);
  const counts = async () => ({
    rewards: await api.prisma.reward.count(),
    bonuses: await api.prisma.memberBonus.count(),
    entries: await api.prisma.journalEntry.count({
      where: { kind: { in: ['BONUS_GRANT', 'BONUS_FORFEIT'] } },
    }),
  });
  const waiting = async (bearer = member) =>
    (await get<{ count: number }>(REWARD_PATHS.count, bearer)).count;

  const REWARD = {
    target: 'MEMBER',
    targetValue: 'demo_agent_m2',
    title: 'Weekend reload',
    amount: '25.50',
    turnoverMultiplier: 2,
    expiresAt: null,
  };

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    finance = await openConsoleSession(api.prisma, 'finance');
    support = await openConsoleSession(api.prisma, 'support');
    member = await bearerFor(api, 'demo_agent_m2', 'Demo1234');
    memberId = (await accountOf('demo_agent_m2')).id;
    player = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
    playerId = (await accountOf('demo_agent_m3')).id;
    other = await bearerFor(api, 'demo_member', 'Demo1234');
  });
  afterAll(() => api.close());

  describe('reward centre', () => {
    let rewardId: string;

    it('refuses a bad issue with the fields at fault and keeps nothing; support may not issue', async () => {
      const before = await counts();
      const bad = await issue({
        ...REWARD,
        targetValue: 'nobody_here',
        amount: '-1',
        turnoverMultiplier: 101,
        title: ' ',
        expiresAt: '2000-01-01T00:00:00Z',
      }).expect(400);
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(bad.body.value.fields).sort()).toEqual(
        ['amount', 'expiresAt', 'targetValue', 'title', 'turnoverMultiplier'].sort(),
      );
      const forbidden = await issue(REWARD, support).expect(403);
      expect(forbidden.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(await counts()).toEqual(before);
    });

    it('issues a reward to one member, who alone sees it waiting with its count', async () => {
      const issued = await issue(REWARD).expect(200);
      expect(issued.body.value).toMatchObject({ issued: 1, amount: '25.50', claimed: 0 });
      const page = await get<RewardPage>(REWARD_PATHS.rewards, member);
      expect(page).toMatchObject({
        totalCount: 1,
        list: [
          {
            title: 'Weekend reload',
            amount: '25.50',
            turnoverMultiplier: '2.00',
            state: 'AVAILABLE',
            source: 'PROMOTION',
          },
        ],
      });
      rewardId = page.list[0].id;
      expect(await waiting()).toBe(1);
      expect(await waiting(other)).toBe(0);
      const audit = await api.prisma.operatorAudit.findFirst({
        where: { target: `reward-issue:${issued.body.value.id}` },
      });
      expect(audit).not.toBeNull();
    });

    it('refuses a claim without an Idempotency-Key or of an unknown reward, paying nothing', async () => {
      const before = await counts();
      const noKey = await claim(rewardId, null).expect(400);
      expect(noKey.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const unknown = await claim('999999999', 'reward-claim-none').expect(404);
      expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const notAnId = await claim('abc', 'reward-claim-none').expect(404);
      expect(notAnId.body.code).toBe('NOT_FOUND');
      expect(await counts()).toEqual(before);
    });

    it('pays once for double clicks, a second key and retries: one bonus, one entry, a balanced ledger', async () => {
      const before = await main(memberId);
      const entriesBefore = (await counts()).entries;
      const responses = await Promise.all([
        claim(rewardId, 'reward-claim-0001'),
        claim(rewardId, 'reward-claim-0001'),
        claim(rewardId, 'reward-claim-0002'),
        claim(rewardId, 'reward-claim-0001'),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      const paidKey = responses.find((response) => response.status === 200);
      // Whichever key took the lock first wins; the other key is refused.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(paidKey?.body.value).toMatchObject({ state: 'CLAIMED', amount: '25.50' });
      expect(await main(memberId)).toBe((Number(before) + 25.5).toFixed(2));
      expect((await counts()).entries).toBe(entriesBefore + 1);

      const reward = await api.prisma.reward.findUniqueOrThrow({ where: { id: BigInt(rewardId) } });
      const retried = await claim(rewardId, reward.claimKey).expect(200);
      expect(retried.body.value).toEqual(paidKey?.body.value);
      const otherKey = await claim(rewardId, 'reward-claim-0003').expect(409);
      expect(otherKey.body).toMatchObject({ success: false, code: 'REWARD_UNAVAILABLE' });
      expect((await counts()).entries).toBe(entriesBefore + 1);
      expect(await main(memberId)).toBe((Number(before) + 25.5).toFixed(2));

      const bonus = await api.prisma.memberBonus.findFirstOrThrow({
        where: { memberId, source: 'PROMOTION' },
      });
      expect([bonus.amount.toFixed(2), bonus.turnoverRequired.toFixed(2)]).toEqual([
        '25.50',
        '51.00',
      ]);
      expect(reward.bonusId).toBe(bonus.id);
      expect(await waiting()).toBe(0);
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });

    it('refuses an expired reward and a cancelled one, changing nothing', async () => {
      const expiring = await issue({
        ...REWARD,
        title: 'Soon gone',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }).expect(200);
      const cancelled = await issue({ ...REWARD, title: 'Withdrawn' }).expect(200);
      expect(await waiting()).toBe(2);
      const idOf = async (issueId: string) =>
        String(
          (await api.prisma.reward.findFirstOrThrow({ where: { issueId: BigInt(issueId) } })).id,
        );
      const expiringId = await idOf(expiring.body.value.id);
      const cancelledId = await idOf(cancelled.body.value.id);
      await api.prisma.reward.update({
        where: { id: BigInt(expiringId) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const cancel = await api.http
        .post(CONSOLE_REWARD_PATHS.cancelIssue(cancelled.body.value.id))
        .set(consoleHeaders(finance))
        .expect(200);
      expect(cancel.body.value).toEqual({ cancelled: 1 });
      expect(await waiting()).toBe(0);

      const before = await counts();
      const balance = await main(memberId);
      const late = await claim(expiringId, 'reward-claim-late').expect(409);
      expect(late.body).toMatchObject({ success: false, code: 'REWARD_EXPIRED' });
      const gone = await claim(cancelledId, 'reward-claim-gone').expect(409);
      expect(gone.body).toMatchObject({ success: false, code: 'REWARD_UNAVAILABLE' });
      expect(await counts()).toEqual(before);
      expect(await main(memberId)).toBe(balance);

      const history = await get<RewardPage>(REWARD_PATHS.rewards, member, { list: 'history' });
      expect(history.list.map((reward) => [reward.title, reward.state]).sort()).toEqual([
        ['Soon gone', 'EXPIRED'],
        ['Weekend reload', 'CLAIMED'],
        ['Withdrawn', 'CANCELLED'],
      ]);
    });

    it('issues to every member of a VIP rank, demo accounts left out', async () => {
      const rank = await api.prisma.vipRank.findFirstOrThrow({
        where: { members: { some: { account: 'demo_vip' } } },
      });
      const members = await api.prisma.member.count({
        where: { vipRankId: rank.id, isAgent: { not: 4 } },
      });
      const issued = await issue({
        ...REWARD,
        target: 'VIP_RANK',
        targetValue: String(rank.rankLevel),
      }).expect(200);
      expect(issued.body.value.issued).toBe(members);
      const list = await api.http
        .get(CONSOLE_REWARD_PATHS.issues)
        .set(consoleHeaders(support))
        .expect(200);
      expect(list.body.value.list[0]).toMatchObject({ target: 'VIP_RANK', issued: members });
    });
  });

  describe('raffle', () => {
    let raffle: ConsoleRaffleView;
    const SETTINGS: RaffleSettings = {
      title: 'Lucky draw',
      rules: 'Wager RM 50.00 today for one draw.',
      enabled: true,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      period: 'DAILY',
      metric: 'TURNOVER',
      minimum: '50',
      drawsPerPeriod: 1,
      prizes: [{ label: 'Ten', amount: '10', weight: 1 }],
      turnoverMultiplier: 1,
      claimDays: 3,
    };

    it('picks prizes by weight from the random number it is given', () => {
      const prizes = [
        { label: 'A', amount: '1', weight: 1 },
        { label: 'B', amount: '2', weight: 3 },
      ];
      expect([0, 1, 3].map((ticket) => pickPrize(prizes, () => ticket).label)).toEqual([
        'A',
        'B',
        'B',
      ]);
    });

    it("has the seed's demo reward and raffle, which a second seed does not add again", async () => {
      const seeded = await api.prisma.raffle.findMany();
      expect(seeded.map((row) => (row.settings as { title: string }).title)).toEqual([
        'Daily lucky draw',
      ]);
      const demo = await accountOf('demo_rewards');
      expect(await api.prisma.reward.count({ where: { memberId: demo.id } })).toBe(1);
      expect(await seedRewards(api.prisma, demo.merchantId)).toBe(0);
      // The rest of this block tests a raffle of its own.
      await api.prisma.raffle.updateMany({ data: { enabled: false } });
    });

    it('refuses bad raffle settings; finance creates one, shown to members with its rules', async () => {
      const bad = await api.http
        .post(CONSOLE_REWARD_PATHS.raffles)
        .set(consoleHeaders(finance))
        .send({ ...SETTINGS, endsAt: SETTINGS.startsAt, prizes: [], drawsPerPeriod: 0 })
        .expect(400);
      expect(Object.keys(bad.body.value.fields).sort()).toEqual([
        'drawsPerPeriod',
        'endsAt',
        'prizes',
      ]);
      expect(await api.prisma.raffle.count()).toBe(1);
      raffle = (
        await api.http
          .post(CONSOLE_REWARD_PATHS.raffles)
          .set(consoleHeaders(finance))
          .send(SETTINGS)
          .expect(200)
      ).body.value;
      expect(raffle).toMatchObject({ state: 'IN_PROCESS', minimum: '50.00' });
      const [view] = await get<RaffleView[]>(REWARD_PATHS.raffles, player);
      expect(view).toMatchObject({
        title: 'Lucky draw',
        rules: SETTINGS.rules,
        state: 'IN_PROCESS',
        eligible: false,
        reached: '0.00',
        drawsLeft: 1,
        prizes: [{ label: 'Ten', amount: '10.00', chance: '100.00' }],
      });
    });

    it('refuses a draw below the minimum, then draws once for double clicks and retries', async () => {
      const refused = await draw(raffle.id, 'raffle-draw-0000').expect(400);
      expect(refused.body).toMatchObject({
        code: 'RAFFLE_NOT_ELIGIBLE',
        value: { minimum: '50.00', reached: '0.00' },
      });
      expect(await api.prisma.raffleDraw.count()).toBe(0);

      const sessions = api.app.get(GameSessionService);
      const slot = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
      const playerToken = (await sessions.open(playerId, 'PG', slot.gameCode)).playerToken;
      await playRound(api, {
        vendor: 'PG',
        gameCode: slot.gameCode,
        playerToken,
        roundId: 'raffle-1',
        stake: '60',
        payout: '0',
      });

      const responses = await Promise.all([
        draw(raffle.id, 'raffle-draw-0001'),
        draw(raffle.id, 'raffle-draw-0001'),
        draw(raffle.id, 'raffle-draw-0002'),
      ]);
      const ok = responses.filter((response) => response.status === 200);
      const refusedAgain = responses.filter((response) => response.status === 409);
      expect(ok.length + refusedAgain.length).toBe(3);
      expect(refusedAgain.every((response) => response.body.code === 'RAFFLE_NO_DRAWS_LEFT')).toBe(
        true,
      );
      expect(new Set(ok.map((response) => response.body.value.id)).size).toBe(1);
      expect(ok[0].body.value).toMatchObject({ prizeLabel: 'Ten', amount: '10.00' });
      expect(await api.prisma.raffleDraw.count()).toBe(1);
      const [view] = await get<RaffleView[]>(REWARD_PATHS.raffles, player);
      expect(view).toMatchObject({ eligible: true, reached: '60.00', drawsLeft: 0 });

      // The prize waits in the reward centre, and is claimed as a RAFFLE bonus.
      const page = await get<RewardPage>(REWARD_PATHS.rewards, player);
      expect(page.list).toMatchObject([
        { source: 'RAFFLE', title: 'Lucky draw: Ten', amount: '10.00', state: 'AVAILABLE' },
      ]);
      expect(page.list[0].id).toBe(ok[0].body.value.rewardId);
      await claim(page.list[0].id, 'raffle-prize-0001', player).expect(200);
      const bonus = await api.prisma.memberBonus.findFirstOrThrow({
        where: { memberId: playerId, source: 'RAFFLE' },
      });
      expect(bonus.amount.toFixed(2)).toBe('10.00');
      // Someone else cannot claim the player's prize.
      await claim(page.list[0].id, 'raffle-prize-0002', other).expect(404);
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });
  });

  describe('bonus details', () => {
    it('shows each bonus with the turnover met, oldest requirement first', async () => {
      // demo_agent_m3 has the raffle's 10.00 (x1) since its 60.00 bet: met by later bets only.
      const sessions = api.app.get(GameSessionService);
      const slot = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
      const playerToken = (await sessions.open(playerId, 'PG', slot.gameCode)).playerToken;
      await issue({
        ...REWARD,
        targetValue: 'demo_agent_m3',
        title: 'Second',
        amount: '20',
      }).expect(200);
      const second = await get<RewardPage>(REWARD_PATHS.rewards, player);
      await claim(second.list[0].id, 'bonus-details-0001', player).expect(200);
      await playRound(api, {
        vendor: 'PG',
        gameCode: slot.gameCode,
        playerToken,
        roundId: 'bonus-details-1',
        stake: '25',
        payout: '0',
      });
      const page = await get<BonusPage>(BONUS_PATHS.bonuses, player);
      // 25.00 wagered: the raffle's 10.00 met first, then 15.00 of the second's 40.00.
      expect(
        page.list.map((bonus) => [
          bonus.source,
          bonus.turnoverRequired,
          bonus.turnoverMet,
          bonus.status,
        ]),
      ).toEqual([
        ['PROMOTION', '40.00', '15.00', 'ACTIVE'],
        ['RAFFLE', '10.00', '10.00', 'COMPLETED'],
      ]);
      expect(page.list[0].expiresAt).not.toBeNull();
      const ofOther = await get<BonusPage>(BONUS_PATHS.bonuses, other);
      expect(ofOther.list.map((bonus) => bonus.id)).not.toContain(page.list[0].id);
    });

    it('shows a bonus past its days as expired, and none with no limit', async () => {
      await api.http
        .put(CONSOLE_BONUS_PATHS.settings)
        .set(consoleHeaders(support))
        .send({ turnoverDays: 1 })
        .expect(403);
      const bad = await api.http
        .put(CONSOLE_BONUS_PATHS.settings)
        .set(consoleHeaders(finance))
        .send({ turnoverDays: 0 })
        .expect(400);
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      await api.prisma.memberBonus.updateMany({
        where: { memberId: playerId, source: 'PROMOTION' },
        data: { createdAt: new Date(Date.now() - 2 * 86_400_000) },
      });
      await api.http
        .put(CONSOLE_BONUS_PATHS.settings)
        .set(consoleHeaders(finance))
        .send({ turnoverDays: 1 })
        .expect(200);
      const promotionOf = async () =>
        (await get<BonusPage>(BONUS_PATHS.bonuses, player)).list.find(
          (bonus) => bonus.source === 'PROMOTION',
        );
      expect(await promotionOf()).toMatchObject({ status: 'EXPIRED' });
      await api.http
        .put(CONSOLE_BONUS_PATHS.settings)
        .set(consoleHeaders(finance))
        .send({ turnoverDays: null })
        .expect(200);
      expect(await promotionOf()).toMatchObject({ status: 'ACTIVE', expiresAt: null });
    });

    it('forfeits a bonus once: what MAIN holds of it goes back, its requirement is dropped', async () => {
      const bonuses = (await get<BonusPage>(BONUS_PATHS.bonuses, player)).list;
      const bySource = (source: string) => {
        const found = bonuses.find((bonus) => bonus.source === source);
        if (!found) throw new Error(`no ${source} bonus`);
        return found;
      };
      const [active, completed] = [bySource('PROMOTION'), bySource('RAFFLE')];
      const forfeit = (bonusId: string, reason: string, cookie = finance) =>
        api.http
          .post(CONSOLE_BONUS_PATHS.forfeit(bonusId))
          .set(consoleHeaders(cookie))
          .send({ reason });
      const before = { ...(await counts()), main: await main(playerId) };
      await forfeit(active.id, 'Abuse', support).expect(403);
      const noReason = await forfeit(active.id, '  ').expect(400);
      expect(noReason.body.code).toBe('VALIDATION_FAILED');
      const done = await forfeit(completed.id, 'Too late').expect(409);
      expect(done.body.code).toBe('CONFLICT');
      expect({ ...(await counts()), main: await main(playerId) }).toEqual(before);

      const turnoverBefore = await get<{ remaining: string }>('/wps/member/turnover', player);
      const [first, second] = await Promise.all([
        forfeit(active.id, 'Bonus abuse'),
        forfeit(active.id, 'Bonus abuse'),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body.value).toMatchObject({
        status: 'FORFEITED',
        forfeitedAmount: '20.00',
        forfeitReason: 'Bonus abuse',
      });
      expect(await main(playerId)).toBe((Number(before.main) - 20).toFixed(2));
      expect(await api.prisma.journalEntry.count({ where: { kind: 'BONUS_FORFEIT' } })).toBe(1);
      const turnoverAfter = await get<{ remaining: string }>('/wps/member/turnover', player);
      expect(Number(turnoverAfter.remaining)).toBe(Number(turnoverBefore.remaining) - 25);
      const shown = (await get<BonusPage>(BONUS_PATHS.bonuses, player)).list;
      expect(shown.find((bonus) => bonus.id === active.id)).toMatchObject({
        status: 'FORFEITED',
      });
      const consoleList = await api.http
        .get(CONSOLE_BONUS_PATHS.bonuses)
        .query({ account: 'demo_agent_m3' })
        .set(consoleHeaders(support))
        .expect(200);
      expect(consoleList.body.value.list).toContainEqual(
        expect.objectContaining({ id: active.id, account: 'demo_agent_m3', status: 'FORFEITED' }),
      );
      expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    });
  });
});
