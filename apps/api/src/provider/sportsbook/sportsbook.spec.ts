import {
  LOBBY_PATHS,
  PROVIDER_CLIENT_PATH,
  PROVIDER_PATHS,
  SPORTSBOOK_PATHS,
  type SportBet,
  type SportFixtureView,
  type SportSelection,
  type SportSelectionRequest,
  type SportsbookStateResponse,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../../test/support/access.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger } from '../../../test/support/wallet.js';
import { JobRunner } from '../../jobs/job-runner.js';
import { amountToCents } from '../money.js';
import { verifySportFixture } from '../verify-round.js';
import { SPORTSBOOK_RESULTS_JOB } from './sportsbook-results.job.js';

describe('sportsbook of the built-in provider', () => {
  let api: TestApp;
  let bearer: string;
  let memberId: number;
  // The jobs' and the matches' clock: a match kicks off and ends when the test moves it on.
  const clock = new TestClock();
  let keys = 0;
  const newKey = () => `bet-key-${process.pid}-${(keys += 1)}`;

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
  });
  afterAll(async () => {
    await api.close();
  });

  /** Launches the vendor's first tile of the classify as the lobby does; answers its token. */
  const launch = async (vendorCode: string, classify: string) => {
    const game = await api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: vendorCode }, classify: { code: classify }, enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', bearer)
      .send({ nodeId: String(game.id), language: 'EN' })
      .expect(200);
    const content: string = response.body.value.content;
    const url = new URLSearchParams(content.slice(content.indexOf('?') + 1)).get('url') ?? '';
    expect(url.startsWith(`${PROVIDER_CLIENT_PATH}?token=`)).toBe(true);
    return url.slice(`${PROVIDER_CLIENT_PATH}?token=`.length);
  };
  const state = async (token: string): Promise<SportsbookStateResponse> =>
    (await api.http.get(SPORTSBOOK_PATHS.state).query({ token }).expect(200)).body.value;
  const place = (
    token: string,
    stake: string,
    selections: SportSelectionRequest[],
    key = newKey(),
  ) => api.http.post(SPORTSBOOK_PATHS.bets).send({ token, betKey: key, stake, selections });
  const mainBalance = async () =>
    amountToCents(
      (
        await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId, kind: 'MAIN' } })
      ).balance.toFixed(2),
    );
  /** The match's score ahead: the test reads its committed seed (a player cannot). */
  const scoreAhead = async (fixture: SportFixtureView) => {
    const row = await api.prisma.sportFixture.findUniqueOrThrow({
      where: { id: fixture.fixtureId },
    });
    return verifySportFixture({ ...row, sport: 'FOOTBALL', fixtureId: row.id });
  };
  /** The 1X2 selection that wins, or one that loses. */
  const winner = async (fixture: SportFixtureView, wins = true): Promise<SportSelectionRequest> => {
    const { home, away } = await scoreAhead(fixture);
    const result: SportSelection = home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW';
    const selection = wins ? result : result === 'HOME' ? 'AWAY' : 'HOME';
    return { fixtureId: fixture.fixtureId, market: 'WINNER', selection };
  };
  const oddsOf = (fixture: SportFixtureView, selection: SportSelectionRequest) =>
    amountToCents(
      fixture.markets
        .find((market) => market.market === selection.market)!
        .selections.find((odds) => odds.selection === selection.selection)!.odds,
    );
  /** Moves the clock to `at` plus a job period and runs the results job, as the timer would. */
  const runResultsAt = async (at: string) => {
    clock.advance(new Date(at).getTime() - clock.now() + SPORTSBOOK_RESULTS_JOB.periodMs);
    await api.app.get(JobRunner).check(SPORTSBOOK_RESULTS_JOB.id);
  };

  it('opens a sportsbook tile into football and an e-sports tile into e-sports, with rules', async () => {
    const token = await launch('IBC', 'SPORTSBOOK');
    const session = (await api.http.get(PROVIDER_PATHS.session).query({ token }).expect(200)).body
      .value;
    expect(session).toMatchObject({
      providerGame: 'SPORTSBOOK',
      paytable: { gameCode: 'SPORTSBOOK', sport: 'FOOTBALL', kickOffMinutes: 5, matchMinutes: 3 },
    });
    const football = await state(token);
    expect(football.paytable.returnToPlayer).toEqual({
      WINNER: '94.00',
      HANDICAP: '95.00',
      TOTAL: '95.00',
    });
    // Six rounds of two matches, each after now, committed to a seed, with three markets.
    expect(football.fixtures).toHaveLength(12);
    for (const fixture of football.fixtures) {
      expect(new Date(fixture.kickOffAt).getTime()).toBeGreaterThan(clock.now());
      expect(fixture.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(fixture.markets.map((market) => market.market)).toEqual([
        'WINNER',
        'HANDICAP',
        'TOTAL',
      ]);
      expect(fixture.markets[0].selections.map((odds) => odds.selection)).toEqual([
        'HOME',
        'DRAW',
        'AWAY',
      ]);
    }
    // A sportsbook session plays no rounds.
    await api.http
      .post(PROVIDER_PATHS.play)
      .send({ token, bet: { totalBet: '1.00' } })
      .expect(400);

    const esports = await state(await launch('AV', 'ESPORTS'));
    expect(esports.paytable).toMatchObject({ gameCode: 'ESPORTS', sport: 'ESPORTS' });
    expect(new Set(esports.fixtures.map((fixture) => fixture.title))).toEqual(
      new Set(['DOTA2', 'CS2', 'MLBB']),
    );
    expect(esports.fixtures[0].markets[0].selections.map((odds) => odds.selection)).toEqual([
      'HOME',
      'AWAY',
    ]);
  });

  it('refuses a bad bet with a clear error and takes nothing', async () => {
    const token = await launch('IBC', 'SPORTSBOOK');
    const [first, second] = (await state(token)).fixtures;
    const esports = (await state(await launch('AV', 'ESPORTS'))).fixtures[0];
    const home = (fixture: SportFixtureView, selection: SportSelection = 'HOME') => ({
      fixtureId: fixture.fixtureId,
      market: 'WINNER' as const,
      selection,
    });
    const before = await mainBalance();
    const refused = [
      await place(token, '0.50', [home(first)]),
      await place(token, '5000.01', [home(first)]),
      await place(token, '1.001', [home(first)]),
      await place(token, '10', [home(first), home(first, 'AWAY')]),
      await place(token, '10', [home(esports)]),
      await place(token, '10', [{ ...home(second), fixtureId: 'FB-209901010000-1' }]),
      await place(token, '10', [{ ...home(second), market: 'TOTAL' }]),
      await place(token, '10', []),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    // An e-sports series has no draw.
    const esportsToken = await launch('AV', 'ESPORTS');
    await place(esportsToken, '10', [home(esports, 'DRAW')]).expect(400);
    expect(await mainBalance()).toBe(before);
  });

  it('takes singles and parlays before kick-off, debits once, and settles them through the job', async () => {
    const token = await launch('IBC', 'SPORTSBOOK');
    const { fixtures } = await state(token);
    const [first, second, third] = fixtures;
    const before = await mainBalance();

    const single = await winner(first);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => place(token, '10.00', [single], key)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.value.bet.betId)).size).toBe(1);
    const placedSingle: SportBet = answers[0].body.value.bet;
    expect(placedSingle).toMatchObject({ kind: 'SINGLE', stake: '10.00', status: 'OPEN' });

    const winning = [await winner(second), await winner(third)];
    const parlay: SportBet = (await place(token, '5.00', winning).expect(200)).body.value.bet;
    expect(parlay).toMatchObject({ kind: 'PARLAY', status: 'OPEN', payout: null });
    const parlayOdds = (oddsOf(second, winning[0]) * oddsOf(third, winning[1])) / 100n;
    expect(amountToCents(parlay.odds)).toBe(parlayOdds);
    const losing = [await winner(second), await winner(third, false)];
    const lost: SportBet = (await place(token, '2.00', losing).expect(200)).body.value.bet;
    expect(await mainBalance()).toBe(before - 1_700n);

    // Bets close at kick-off.
    clock.advance(new Date(first.kickOffAt).getTime() - clock.now());
    await place(token, '1.00', [single]).expect(400);
    expect((await state(token)).fixtures.map((fixture) => fixture.fixtureId)).not.toContain(
      first.fixtureId,
    );

    // The first match ends: the single is paid, the parlays wait for their last match.
    await runResultsAt(first.endsAt);
    const singlePayout = (1_000n * oddsOf(first, single)) / 100n;
    expect(await mainBalance()).toBe(before - 1_700n + singlePayout);
    await runResultsAt(third.endsAt);
    const parlayPayout = (500n * parlayOdds) / 100n;
    expect(await mainBalance()).toBe(before - 1_700n + singlePayout + parlayPayout);

    const history = (
      await api.http.get(SPORTSBOOK_PATHS.betList).query({ token, pageNo: 1 }).expect(200)
    ).body.value.list as SportBet[];
    const settled = (id: string) => history.find((bet) => bet.betId === id)!;
    expect(settled(placedSingle.betId)).toMatchObject({
      status: 'SETTLED',
      payout: `${singlePayout / 100n}.${String(singlePayout % 100n).padStart(2, '0')}`,
      legs: [{ fixtureId: first.fixtureId, outcome: 'WON' }],
    });
    expect(settled(parlay.betId).legs.map((leg) => leg.outcome)).toEqual(['WON', 'WON']);
    expect(settled(lost.betId)).toMatchObject({ status: 'SETTLED', payout: '0.00' });
    expect(settled(lost.betId).legs.map((leg) => leg.outcome)).toEqual(['WON', 'LOST']);
    const records = await api.prisma.betRecord.findMany({
      where: { roundId: { in: [placedSingle, parlay, lost].map((bet) => `SB-${bet.betId}`) } },
    });
    expect(records.map((record) => [record.categoryCode, record.status])).toEqual(
      Array(3).fill(['SPORTS', 'SETTLED']),
    );

    // Published with the result: anyone recomputes the score from the revealed seed.
    const result = (await state(token)).results.find(
      (entry) => entry.fixtureId === first.fixtureId,
    )!;
    expect(result.serverSeedHash).toBe(first.serverSeedHash);
    expect(verifySportFixture({ ...result, sport: 'FOOTBALL' })).toEqual({
      home: result.homeScore,
      away: result.awayScore,
    });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});
