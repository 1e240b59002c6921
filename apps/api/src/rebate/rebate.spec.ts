import {
  CONSOLE_REBATE_PATHS,
  REBATE_PATHS,
  rebateSettingsOf,
  type ConsoleRebateSettingsView,
  type RebateClaimPage,
  type RebateSettings,
  type RebateView,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  playRound,
  seamlessRequest,
} from '../../test/support/wallet.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { periodOf } from '../common/operator-day.js';

// demo_member is of VIP rank 3: the seed pays it 0.80 % of slots (RNG) and 0.45 % of live casino.
describe('manual rebate', () => {
  let api: TestApp;
  let member: string;
  let other: string;
  let memberId: number;

  const line = (view: RebateView, code: string) =>
    view.categories.find((category) => category.categoryCode === code);
  const view = async (bearer = member): Promise<RebateView> =>
    (await api.http.get(REBATE_PATHS.rebate).set('authorization', bearer).expect(200)).body.value;
  const claim = (key: string | null, bearer = member) => {
    const call = api.http.post(REBATE_PATHS.claims).set('authorization', bearer);
    if (key) call.set('Idempotency-Key', key);
    return call.send();
  };
  const main = async (id = memberId) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId: id, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const rebateEntries = () => api.prisma.journalEntry.count({ where: { kind: 'REBATE' } });

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    other = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
    const sessions = api.app.get(GameSessionService);
    const gameOf = (vendor: string) =>
      api.prisma.game.findFirstOrThrow({ where: { vendor: { code: vendor } } });
    const [slot, live] = await Promise.all([gameOf('PG'), gameOf('EVO')]);
    const onSlot = {
      vendor: 'PG',
      gameCode: slot.gameCode,
      playerToken: (await sessions.open(memberId, 'PG', slot.gameCode)).playerToken,
    };
    const onLive = {
      vendor: 'EVO',
      gameCode: live.gameCode,
      playerToken: (await sessions.open(memberId, 'EVO', live.gameCode)).playerToken,
    };
    // Slots: 100.00 lost and 23.45 won back with more, settled: 123.45 of valid turnover.
    await playRound(api, { ...onSlot, roundId: 'rebate-1', stake: '100', payout: '0' });
    await playRound(api, { ...onSlot, roundId: 'rebate-2', stake: '23.45', payout: '30' });
    // Not counted: a round still open, and a round whose bet the vendor rolled back.
    await playRound(api, { ...onSlot, roundId: 'rebate-open', stake: '5', payout: null });
    await playRound(api, { ...onSlot, roundId: 'rebate-back', stake: '50', payout: null });
    const rollback = await seamlessRequest(api, 'PG', 'rollback', {
      playerToken: onSlot.playerToken,
      transactionId: 'rebate-back:rollback',
      referenceTransactionId: 'rebate-back:debit',
      roundId: 'rebate-back',
    });
    expect(rollback.status).toBe(200);
    // Live casino: 200.00 of valid turnover.
    await playRound(api, { ...onLive, roundId: 'rebate-live', stake: '200', payout: '0' });
  });
  afterAll(() => api.close());

  it('shows per category the settled real-money turnover since the last claim, the rank rate and the amount, rounded down', async () => {
    const rebate = await view();
    expect(rebate).toMatchObject({
      enabled: true,
      period: 'DAILY',
      rankLevel: 3,
      rankName: 'Gold',
      since: null,
      claimedThisPeriod: false,
      // 123.45 x 0.80 % = 0.9876 -> 0.98; 200.00 x 0.45 % = 0.90.
      totalTurnover: '323.45',
      totalAmount: '1.88',
    });
    expect(line(rebate, 'RNG')).toEqual({
      categoryCode: 'RNG',
      validTurnover: '123.45',
      percent: '0.80',
      amount: '0.98',
    });
    expect(line(rebate, 'LIVE')).toEqual({
      categoryCode: 'LIVE',
      validTurnover: '200.00',
      percent: '0.45',
      amount: '0.90',
    });
    expect(line(rebate, 'FISH')).toMatchObject({ validTurnover: '0.00', amount: '0.00' });
  });

  it('refuses a claim without an Idempotency-Key, changing nothing', async () => {
    const response = await claim(null).expect(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await rebateEntries()).toBe(0);
  });

  it('keeps another member out: its own view is empty and it has nothing to claim', async () => {
    expect((await view(other)).totalAmount).toBe('0.00');
    const response = await claim('rebate-other-0001', other).expect(400);
    expect(response.body).toMatchObject({ success: false, code: 'REBATE_NOTHING_TO_CLAIM' });
    expect(await rebateEntries()).toBe(0);
  });

  it('pays one REBATE entry HOUSE_PROMOTION→MAIN for double clicks at once, and answers a retried key with the same claim', async () => {
    const before = await main();
    const keys = ['rebate-claim-0001', 'rebate-claim-0001', 'rebate-claim-0002'];
    const responses = await Promise.all(keys.map((key) => claim(key)));
    // Whichever key takes the member's lock first claims the period: every request with it is
    // answered that claim, every request with the other key is refused.
    const winner = keys[responses.findIndex((response) => response.status === 200)];
    const paid = responses.filter((_, index) => keys[index] === winner);
    const refused = responses.filter((_, index) => keys[index] !== winner);
    expect(paid.map((response) => response.status)).toEqual(paid.map(() => 200));
    for (const response of refused) {
      expect([response.status, response.body.code]).toEqual([409, 'REBATE_ALREADY_CLAIMED']);
      expect(response.body.success).toBe(false);
    }
    for (const response of paid) expect(response.body.value).toEqual(paid[0].body.value);
    expect(paid[0].body.value).toMatchObject({ amount: '1.88', totalTurnover: '323.45' });
    expect(await main()).toBe((Number(before) + 1.88).toFixed(2));
    expect(await rebateEntries()).toBe(1);

    const retried = await claim(winner ?? '').expect(200);
    expect(retried.body.value).toEqual(paid[0].body.value);
    expect(await rebateEntries()).toBe(1);

    const entry = await api.prisma.journalEntry.findFirstOrThrow({ where: { kind: 'REBATE' } });
    const lines = await api.prisma.journalLine.findMany({ where: { entryId: entry.id } });
    const accounts = await api.prisma.ledgerAccount.findMany({
      where: { id: { in: lines.map((row) => row.accountId) } },
    });
    const kindOf = (accountId: number) => accounts.find((row) => row.id === accountId)?.kind;
    expect(lines.map((row) => [kindOf(row.accountId), row.amount.toFixed(2)]).sort()).toEqual([
      ['HOUSE_PROMOTION', '-1.88'],
      ['MAIN', '1.88'],
    ]);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('adds the rebate to the turnover requirement as a bonus (x the multiplier), listed among the member’s bonuses', async () => {
    const requirement = await api.prisma.turnoverRequirement.findFirstOrThrow({
      where: { memberId, source: 'BONUS' },
    });
    expect([requirement.amount.toFixed(2), requirement.required.toFixed(2)]).toEqual([
      '1.88',
      '1.88',
    ]);
    const bonuses = await api.prisma.memberBonus.findMany({ where: { memberId } });
    const entry = await api.prisma.journalEntry.findFirstOrThrow({ where: { kind: 'REBATE' } });
    expect(bonuses).toMatchObject([
      { source: 'REBATE', entryId: entry.id, requirementId: requirement.id },
    ]);
    expect(bonuses.map((row) => [row.amount.toFixed(2), row.turnoverRequired.toFixed(2)])).toEqual([
      ['1.88', '1.88'],
    ]);
  });

  it('starts counting again after the claim, refuses a second claim this period and lists the claim', async () => {
    const rebate = await view();
    expect(rebate).toMatchObject({ claimedThisPeriod: true, totalAmount: '0.00' });
    expect(rebate.since).not.toBeNull();
    const again = await claim('rebate-claim-0003').expect(409);
    expect(again.body).toMatchObject({ code: 'REBATE_ALREADY_CLAIMED' });
    expect(again.body.value.nextClaimAt).toBe(rebate.nextClaimAt);

    const page: RebateClaimPage = (
      await api.http.get(REBATE_PATHS.claims).set('authorization', member).expect(200)
    ).body.value;
    expect(page).toMatchObject({ totalCount: 1, totalPages: 1, list: [{ amount: '1.88' }] });
    expect(page.list[0].categories).toEqual(
      expect.arrayContaining([
        { categoryCode: 'RNG', validTurnover: '123.45', percent: '0.80', amount: '0.98' },
      ]),
    );
    const ofOther: RebateClaimPage = (
      await api.http.get(REBATE_PATHS.claims).set('authorization', other).expect(200)
    ).body.value;
    expect(ofOther).toMatchObject({ totalCount: 0, list: [] });
  });

  it('lets the next period claim the turnover settled since the last claim', async () => {
    // The claim of "yesterday": its period is over, what settled after it counts again.
    await api.prisma.rebateClaim.updateMany({
      where: { memberId },
      data: { periodStart: new Date(Date.UTC(2020, 0, 1)) },
    });
    const sessions = api.app.get(GameSessionService);
    const slot = await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: 'PG' } } });
    const playerToken = (await sessions.open(memberId, 'PG', slot.gameCode)).playerToken;
    await playRound(api, {
      vendor: 'PG',
      gameCode: slot.gameCode,
      playerToken,
      roundId: 'rebate-next',
      stake: '250',
      payout: '0',
    });
    const rebate = await view();
    expect(rebate).toMatchObject({ claimedThisPeriod: false, totalTurnover: '250.00' });
    expect(line(rebate, 'RNG')?.amount).toBe('2.00');
    const response = await claim('rebate-claim-0004').expect(200);
    expect(response.body.value.amount).toBe('2.00');
    expect(await rebateEntries()).toBe(2);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('takes back, at the next claim, the rebate of a round rolled back after a claim counted it, and only once', async () => {
    // Each claim made "on an earlier day" (a day of its own: one claim a period).
    const endPeriod = () =>
      api.prisma.$executeRaw`
        UPDATE rebate_claim SET period_start = date '2020-01-01' + id::int
        WHERE member_id = ${memberId}`;
    await endPeriod();
    const sessions = api.app.get(GameSessionService);
    const gameOf = (vendor: string) =>
      api.prisma.game.findFirstOrThrow({ where: { vendor: { code: vendor } } });
    const [sportsGame, slot] = await Promise.all([gameOf('IBC'), gameOf('PG')]);
    const sports = {
      vendor: 'IBC',
      gameCode: sportsGame.gameCode,
      playerToken: (await sessions.open(memberId, 'IBC', sportsGame.gameCode)).playerToken,
    };
    // Sports: 200.00 x 0.45 % = 0.90, claimed.
    await playRound(api, { ...sports, roundId: 'rebate-sport', stake: '200', payout: '300' });
    expect((await claim('rebate-claim-0005').expect(200)).body.value).toMatchObject({
      amount: '0.90',
      adjustment: '0.00',
    });
    await endPeriod();
    // The vendor takes the win back, then the bet: the round the claim counted is cancelled.
    for (const [transactionId, referenceTransactionId] of [
      ['rebate-sport:win-back', 'rebate-sport:credit'],
      ['rebate-sport:bet-back', 'rebate-sport:debit'],
    ]) {
      const response = await seamlessRequest(api, 'IBC', 'rollback', {
        playerToken: sports.playerToken,
        transactionId,
        referenceTransactionId,
        roundId: 'rebate-sport',
      });
      expect(response.status).toBe(200);
    }
    expect(await view()).toMatchObject({ adjustment: '-0.90', totalAmount: '0.00' });
    // Nothing new to pay it from: refused, nothing written, the deduction waits.
    const before = await main();
    expect((await claim('rebate-claim-0006').expect(400)).body.code).toBe(
      'REBATE_NOTHING_TO_CLAIM',
    );
    expect(await main()).toBe(before);
    expect(await api.prisma.rebateCorrection.count()).toBe(0);
    // New slots turnover: 250.00 x 0.80 % = 2.00, less the 0.90 paid on the cancelled round.
    await playRound(api, {
      vendor: 'PG',
      gameCode: slot.gameCode,
      playerToken: (await sessions.open(memberId, 'PG', slot.gameCode)).playerToken,
      roundId: 'rebate-after',
      stake: '250',
      payout: '0',
    });
    expect(await view()).toMatchObject({ adjustment: '-0.90', totalAmount: '1.10' });
    const beforeClaim = await main();
    const paid = await claim('rebate-claim-0007').expect(200);
    expect(paid.body.value).toMatchObject({ amount: '1.10', adjustment: '-0.90' });
    expect(await main()).toBe((Number(beforeClaim) + 1.1).toFixed(2));
    const corrections = await api.prisma.rebateCorrection.findMany();
    expect(
      corrections.map((row) => [row.categoryCode, row.turnover.toFixed(2), row.amount.toFixed(2)]),
    ).toEqual([['SPORTS', '-200.00', '-0.90']]);
    // Taken back once: the next claim's view has nothing more to take.
    await endPeriod();
    expect((await view()).adjustment).toBe('0.00');
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  describe('console settings', () => {
    let finance: string;
    let support: string;

    beforeAll(async () => {
      finance = await openConsoleSession(api.prisma, 'finance');
      support = await openConsoleSession(api.prisma, 'support');
    });

    const put = (body: unknown, cookie = finance) =>
      api.http
        .put(CONSOLE_REBATE_PATHS.settings)
        .set(consoleHeaders(cookie))
        .send(body as object);

    it('changes a rate with the change in the audit trail, and the member view follows', async () => {
      const page: ConsoleRebateSettingsView = (
        await api.http.get(CONSOLE_REBATE_PATHS.settings).set('cookie', support).expect(200)
      ).body.value;
      expect(page.ranks).toHaveLength(9);
      expect(page.ranks[3]).toEqual({ rankLevel: 3, labelName: 'Gold' });
      expect(page.categories).toContain('LIVE');
      const current = page.settings;
      const rates = current.rates.map((rate) =>
        rate.rankLevel === 3 && rate.categoryCode === 'LIVE' ? { ...rate, percent: '1.5' } : rate,
      );
      await put({ ...current, rates }, support).expect(403);
      const saved = await put({ ...current, rates }).expect(200);
      expect(saved.body.value.settings.rates).toContainEqual({
        rankLevel: 3,
        categoryCode: 'LIVE',
        percent: '1.50',
      });
      const merchant = await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } });
      expect(rebateSettingsOf(merchant.settings)).toEqual(saved.body.value.settings);
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: 'site:rebate' },
      });
      expect([audit.before, audit.after]).toEqual([
        { 'rates.3/LIVE': '0.45' },
        { 'rates.3/LIVE': '1.50' },
      ]);
      expect(line(await view(), 'LIVE')?.percent).toBe('1.50');
    });

    it('refuses a percent out of range, an unknown rank or category and a bad period, changing nothing', async () => {
      const before = await api.http.get(CONSOLE_REBATE_PATHS.settings).set('cookie', finance);
      const current = (before.body.value as ConsoleRebateSettingsView).settings;
      const withRate = (rate: object) => ({ ...current, rates: [...current.rates, rate] });
      const cases: [unknown, string][] = [
        [withRate({ rankLevel: 8, categoryCode: 'RNG', percent: '5.01' }), 'rates'],
        [withRate({ rankLevel: 0, categoryCode: 'RNG', percent: '-1' }), 'rates'],
        [withRate({ rankLevel: 99, categoryCode: 'RNG', percent: '1.00' }), 'rates'],
        [withRate({ rankLevel: 1, categoryCode: 'NOPE', percent: '1.00' }), 'rates'],
        [{ ...current, period: 'HOURLY' }, 'period'],
        [{ ...current, turnoverMultiplier: 101 }, 'turnoverMultiplier'],
      ];
      for (const [body, field] of cases) {
        const response = await put(body).expect(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(response.body.value.fields)).toContain(field);
      }
      const after = await api.http.get(CONSOLE_REBATE_PATHS.settings).set('cookie', finance);
      expect(after.body.value.settings).toEqual(current);
    });

    it('switched off, refuses claims with FEATURE_DISABLED', async () => {
      const current: RebateSettings = (
        await api.http.get(CONSOLE_REBATE_PATHS.settings).set('cookie', finance)
      ).body.value.settings;
      await put({ ...current, enabled: false }).expect(200);
      expect((await view(other)).enabled).toBe(false);
      const response = await claim('rebate-off-0001', other).expect(403);
      expect(response.body.code).toBe('FEATURE_DISABLED');
      await put(current).expect(200);
    });
  });
});

describe('rebate periods', () => {
  const ZONE = 'Asia/Kuala_Lumpur';

  it('are operator days, or operator weeks from Monday, in the site time zone', () => {
    // Sunday 2026-11-29 01:30 in Kuala Lumpur is still Saturday 17:30 UTC.
    const now = new Date('2026-11-28T17:30:00.000Z');
    expect(periodOf('DAILY', now, ZONE)).toEqual({
      start: new Date('2026-11-29T00:00:00.000Z'),
      next: new Date('2026-11-29T16:00:00.000Z'),
    });
    expect(periodOf('WEEKLY', now, ZONE)).toEqual({
      start: new Date('2026-11-23T00:00:00.000Z'),
      next: new Date('2026-11-29T16:00:00.000Z'),
    });
    // Monday 00:00 in Kuala Lumpur opens the next week.
    expect(periodOf('WEEKLY', new Date('2026-11-29T16:00:00.000Z'), ZONE).start).toEqual(
      new Date('2026-11-30T00:00:00.000Z'),
    );
  });
});
