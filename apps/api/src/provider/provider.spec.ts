import { randomBytes } from 'node:crypto';
import {
  LOBBY_PATHS,
  PROVIDER_CLIENT_PATH,
  PROVIDER_PATHS,
  WALLET_PATHS,
  type CockfightOutcome,
  type DragonTigerOutcome,
  type FishingOutcome,
  type ProviderRoundRecord,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
  type RouletteOutcome,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger, seamlessRequest } from '../../test/support/wallet.js';
import { amountToCents, centsToAmount, withAmounts } from './money.js';
import { JobRunner } from '../jobs/job-runner.js';
import { OPEN_ROUNDS_JOB } from './open-rounds.job.js';
import { PROVIDER_BETS } from './provider-bets.js';
import { type RoundToVerify, verifyRound } from './verify-round.js';

describe('built-in game provider over HTTP', () => {
  let api: TestApp;
  let bearer: string;
  let memberId: number;
  // The jobs' clock: the open-rounds job runs when the test moves it on.
  const clock = new TestClock();

  beforeAll(async () => {
    // Above the per-token play limit, which one test runs into.
    api = await createTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '5000' }, clock });
    await updateSite(api, { sliderVerification: false });
    bearer = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
  });
  afterAll(async () => {
    await api.close();
  });

  /** The vendor's first game of the category, of the vendor's classify when one is named. */
  const firstGame = (vendorCode: string, categoryCode: string, classify?: string) =>
    api.prisma.game.findFirstOrThrow({
      where: {
        vendor: { code: vendorCode },
        categoryCode,
        enabled: true,
        ...(classify ? { classify: { code: classify } } : {}),
      },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });

  /** Launches the game as the lobby does; answers the player token the game frame carries. */
  const launch = async (gameId: number, authorization = bearer) => {
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', authorization)
      .send({ nodeId: String(gameId), language: 'EN' })
      .expect(200);
    const content: string = response.body.value.content;
    const url = new URLSearchParams(content.slice(content.indexOf('?') + 1)).get('url') ?? '';
    expect(url.startsWith(`${PROVIDER_CLIENT_PATH}?token=`)).toBe(true);
    return url.slice(`${PROVIDER_CLIENT_PATH}?token=`.length);
  };
  const session = async (token: string): Promise<ProviderSessionResponse> =>
    (await api.http.get(PROVIDER_PATHS.session).query({ token }).expect(200)).body.value;
  const play = (token: string, bet: object) =>
    api.http.post(PROVIDER_PATHS.play).send({ token, bet });
  const mainBalance = async (id = memberId) =>
    (
      await api.prisma.ledgerAccount.findFirstOrThrow({ where: { memberId: id, kind: 'MAIN' } })
    ).balance.toFixed(2);
  const cents = (amount: string) => amountToCents(amount);

  it('lists every provider route in the OpenAPI document', async () => {
    const document = (await api.http.get('/wps/docs/openapi.json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(Object.values(PROVIDER_PATHS)),
    );
  });

  it('launches a slot into the provider and answers its session', async () => {
    const game = await firstGame('PG', 'RNG');
    const token = await launch(game.id);
    expect(await session(token)).toMatchObject({
      catalogueGameCode: game.gameCode,
      vendor: 'PG',
      providerGame: 'HARIMAU_EMAS',
      currency: 'MYR',
      balance: '5000.00',
      demo: false,
      fairness: { nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      paytable: { gameCode: 'HARIMAU_EMAS', betLevels: expect.arrayContaining(['1.00']) },
    });
  });

  it('plays slot rounds: MAIN moves by payout - stake, and the records agree', async () => {
    const token = await launch((await firstGame('PG', 'RNG')).id);
    const played: ProviderRoundResponse[] = [];
    for (let round = 0; round < 8; round++) {
      const before = cents(await mainBalance());
      const response = await play(token, { totalBet: '2.00' }).expect(200);
      const answer: ProviderRoundResponse = response.body.value;
      expect(answer).toMatchObject({ providerGame: 'HARIMAU_EMAS', stake: '2.00' });
      expect(cents(await mainBalance())).toBe(before + cents(answer.payout) - 200n);
      expect(answer.balance).toBe(await mainBalance());
      played.push(answer);
    }
    const rounds = await api.prisma.providerRound.findMany({
      where: { roundId: { in: played.map((round) => round.roundId) } },
    });
    const bets = await api.prisma.betRecord.findMany({
      where: { roundId: { in: played.map((round) => round.roundId) } },
    });
    expect(rounds).toHaveLength(8);
    expect(bets).toHaveLength(8);
    for (const answer of played) {
      const round = rounds.find((row) => row.roundId === answer.roundId)!;
      const bet = bets.find((row) => row.roundId === answer.roundId)!;
      expect(round).toMatchObject({ status: 'SETTLED', vendorCode: 'PG', playerId: `${memberId}` });
      expect([round.stake.toFixed(2), round.payout.toFixed(2)]).toEqual([
        answer.stake,
        answer.payout,
      ]);
      expect([bet.stake.toFixed(2), bet.payout.toFixed(2), bet.status]).toEqual([
        answer.stake,
        answer.payout,
        'SETTLED',
      ]);
      expect(round.outcome).toEqual(answer.outcome);
    }
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('answers INSUFFICIENT_FUNDS and moves nothing', async () => {
    const token = await launch((await firstGame('PG', 'RNG')).id);
    // Park all but 0.50 in a transfer vendor's wallet, leaving too little for a 1.00 spin.
    const parked = centsToAmount(cents(await mainBalance()) - 50n);
    await api.http
      .post(WALLET_PATHS.transfer)
      .set('authorization', bearer)
      .set('Idempotency-Key', 'provider-spec-park')
      .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: parked })
      .expect(200);
    const bets = await api.prisma.betRecord.count({ where: { memberId } });
    const response = await play(token, { totalBet: '1.00' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await mainBalance()).toBe('0.50');
    expect(await api.prisma.betRecord.count({ where: { memberId } })).toBe(bets);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
    await api.http
      .post(WALLET_PATHS.transfer)
      .set('authorization', bearer)
      .set('Idempotency-Key', 'provider-spec-unpark')
      .send({ direction: 'ALL_TO_MAIN' })
      .expect(200);
  });

  it('plays European roulette on a roulette table, settled through the wallet', async () => {
    const game = await firstGame('EVO', 'LIVE', 'ROULETTE');
    const token = await launch(game.id);
    expect(await session(token)).toMatchObject({
      providerGame: 'ROULETTE',
      paytable: {
        gameCode: 'ROULETTE',
        bettingSeconds: 5,
        returns: { straight: '36.00', evenMoney: '2.00', dozen: '3.00', column: '3.00' },
        returnToPlayer: '97.30',
      },
    });
    const before = cents(await mainBalance());
    const answer: ProviderRoundResponse = (
      await play(token, { red: '10', '17': '1', dozen3: '5' }).expect(200)
    ).body.value;
    expect(answer).toMatchObject({ providerGame: 'ROULETTE', stake: '16.00' });
    const outcome = answer.outcome as RouletteOutcome;
    expect(outcome.pocket).toBeGreaterThanOrEqual(0);
    expect(outcome.pocket).toBeLessThan(37);
    expect(Object.keys(outcome.spotPayouts).sort()).toEqual(['17', 'dozen3', 'red']);
    expect(cents(await mainBalance())).toBe(before + cents(answer.payout) - 1600n);
    const bet = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: answer.roundId } });
    expect(bet).toMatchObject({ gameId: game.id, categoryCode: 'LIVE', status: 'SETTLED' });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('deals dragon tiger on a dragon tiger table, settled through the wallet', async () => {
    const game = await firstGame('EVO', 'LIVE', 'DRAGON_TIGER');
    const token = await launch(game.id);
    expect(await session(token)).toMatchObject({
      providerGame: 'DRAGON_TIGER',
      paytable: {
        gameCode: 'DRAGON_TIGER',
        tieReturn: '0.50',
        returnToPlayer: { dragon: '96.27', tiger: '96.27', tie: '67.23' },
      },
    });
    const before = cents(await mainBalance());
    const answer: ProviderRoundResponse = (await play(token, { tiger: '20', tie: '2' }).expect(200))
      .body.value;
    expect(answer).toMatchObject({ providerGame: 'DRAGON_TIGER', stake: '22.00' });
    const outcome = answer.outcome as DragonTigerOutcome;
    expect(outcome.result).toMatch(/^(DRAGON|TIGER|TIE)$/);
    const payout = { DRAGON: '0.00', TIGER: '40.00', TIE: '28.00' }[outcome.result];
    expect(answer.payout).toBe(payout);
    expect(cents(await mainBalance())).toBe(before + cents(payout) - 2200n);
    const bet = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: answer.roundId } });
    expect(bet).toMatchObject({ gameId: game.id, status: 'SETTLED' });
  });

  it('holds a cockfight on a cockfight table, settled through the wallet', async () => {
    const game = await firstGame('DS88', 'SPORTS', 'COCKFIGHT');
    const token = await launch(game.id);
    expect(await session(token)).toMatchObject({
      providerGame: 'COCKFIGHT',
      paytable: {
        gameCode: 'COCKFIGHT',
        bettingSeconds: 5,
        fightSeconds: 60,
        returns: { meron: '1.90', wala: '1.90', draw: '9.00' },
        drawReturn: '1.00',
        returnToPlayer: { meron: '95.50', wala: '95.50', draw: '90.00' },
      },
    });
    const before = cents(await mainBalance());
    const answer: ProviderRoundResponse = (await play(token, { wala: '20', draw: '2' }).expect(200))
      .body.value;
    expect(answer).toMatchObject({ providerGame: 'COCKFIGHT', stake: '22.00' });
    const outcome = answer.outcome as CockfightOutcome;
    // Wala's win pays 38.00; a draw pays 18.00 and gives wala's 20.00 back.
    const payout = { MERON: '0.00', WALA: '38.00', DRAW: '38.00' }[outcome.result];
    expect(answer.payout).toBe(payout);
    expect(cents(await mainBalance())).toBe(before + cents(payout) - 2200n);
    const bet = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: answer.roundId } });
    expect(bet).toMatchObject({ gameId: game.id, categoryCode: 'SPORTS', status: 'SETTLED' });
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('opens the fishing game for fishing tiles and settles every shot through the wallet', async () => {
    // Another member: these shots stay out of the round list the seed test pages through.
    const vip = await bearerFor(api, 'demo_vip', 'Demo1234');
    const vipId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } })).id;
    const game = await firstGame('JILI', 'FISH');
    const token = await launch(game.id, vip);
    expect(await session(token)).toMatchObject({
      providerGame: 'FISHING',
      paytable: {
        gameCode: 'FISHING',
        stakes: expect.arrayContaining(['0.10', '1.00', '10.00']),
        returnToPlayer: '96.00',
      },
    });
    const shots: ProviderRoundResponse[] = [];
    for (const fish of ['ANCHOVY', 'ANCHOVY', 'ANCHOVY', 'SHARK', 'NAGA']) {
      const before = cents(await mainBalance(vipId));
      const answer: ProviderRoundResponse = (await play(token, { stake: '2.00', fish }).expect(200))
        .body.value;
      const outcome = answer.outcome as FishingOutcome;
      expect(answer).toMatchObject({ providerGame: 'FISHING', stake: '2.00' });
      expect(outcome.fish).toBe(fish);
      // The catch pays its multiple of the stake; a fish that got away pays nothing.
      expect(answer.payout).toBe(centsToAmount(200n * BigInt(outcome.multiplier)));
      expect(outcome.caught).toBe(outcome.multiplier > 0);
      expect(cents(await mainBalance(vipId))).toBe(before - 200n + cents(answer.payout));
      expect(answer.balance).toBe(await mainBalance(vipId));
      shots.push(answer);
    }
    // One round per shot: its bet and its win, each booked once against the fishing game.
    const bets = await api.prisma.betRecord.findMany({
      where: { roundId: { in: shots.map((shot) => shot.roundId) } },
    });
    expect(bets).toHaveLength(shots.length);
    for (const bet of bets) {
      const shot = shots.find((answer) => answer.roundId === bet.roundId)!;
      expect(bet).toMatchObject({ gameId: game.id, categoryCode: 'FISH', status: 'SETTLED' });
      expect([bet.stake.toFixed(2), bet.payout.toFixed(2)]).toEqual(['2.00', shot.payout]);
    }
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('plays baccarat for table categories', async () => {
    const game = await firstGame('EVO', 'LIVE', 'BACCARAT');
    const token = await launch(game.id);
    expect(await session(token)).toMatchObject({
      providerGame: 'BACCARAT',
      paytable: { gameCode: 'BACCARAT', minimumBet: '1.00' },
    });
    const before = cents(await mainBalance());
    const answer: ProviderRoundResponse = (
      await play(token, { banker: '10', tie: '1' }).expect(200)
    ).body.value;
    expect(answer).toMatchObject({ providerGame: 'BACCARAT', stake: '11.00' });
    expect(answer.outcome).toMatchObject({
      result: expect.stringMatching(/^(PLAYER|BANKER|TIE)$/),
    });
    expect(cents(await mainBalance())).toBe(before + cents(answer.payout) - 1100n);
    const bet = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: answer.roundId } });
    expect(bet).toMatchObject({ gameId: game.id, categoryCode: 'LIVE', status: 'SETTLED' });
  });

  it('reveals the seed on rotation, and every round of it verifies', async () => {
    const token = await launch((await firstGame('PG', 'RNG')).id);
    await api.http
      .post(PROVIDER_PATHS.clientSeed)
      .send({ token, clientSeed: 'my-lucky-seed' })
      .expect(200);
    const slot: ProviderRoundResponse = (await play(token, { totalBet: '1.00' }).expect(200)).body
      .value;
    expect(slot.fairness.clientSeed).toBe('my-lucky-seed');
    const table = await launch((await firstGame('EVO', 'LIVE', 'BACCARAT')).id);
    await play(table, { player: '5', playerPair: '1' }).expect(200);
    const wheel = await launch((await firstGame('EVO', 'LIVE', 'ROULETTE')).id);
    await play(wheel, { '0': '1', black: '2' }).expect(200);
    const cards = await launch((await firstGame('EVO', 'LIVE', 'DRAGON_TIGER')).id);
    await play(cards, { dragon: '3' }).expect(200);
    const pit = await launch((await firstGame('DS88', 'SPORTS', 'COCKFIGHT')).id);
    await play(pit, { meron: '4', draw: '1' }).expect(200);
    const pond = await launch((await firstGame('JILI', 'FISH')).id);
    await play(pond, { stake: '0.50', fish: 'NAGA' }).expect(200);
    const rotated = (await api.http.post(PROVIDER_PATHS.rotateSeed).send({ token }).expect(200))
      .body.value;
    expect(rotated.revealed.serverSeedHash).toBe(slot.fairness.serverSeedHash);
    expect(rotated.fairness).toMatchObject({ nonce: 0 });
    expect(rotated.fairness.serverSeedHash).not.toBe(slot.fairness.serverSeedHash);

    const rows = await api.prisma.providerRound.findMany({
      where: { serverSeedHash: rotated.revealed.serverSeedHash },
    });
    expect(rows.length).toBe(rotated.revealed.roundsPlayed);
    for (const row of rows) {
      const seeds = {
        serverSeed: rotated.revealed.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
      };
      const game = row.providerGame as keyof typeof PROVIDER_BETS;
      const outcome = verifyRound({
        ...seeds,
        game,
        bet: PROVIDER_BETS[game](row.bet),
      } as RoundToVerify);
      expect(withAmounts(outcome)).toEqual(row.outcome);
    }

    const list = (await api.http.get(PROVIDER_PATHS.rounds).query({ token, pageNo: 1 }).expect(200))
      .body.value;
    expect(list.totalPages).toBe(1);
    const listed: ProviderRoundRecord[] = list.list;
    expect(listed.length).toBe(rows.length);
    expect(listed.map((round) => round.playedAt)).toEqual(
      listed
        .map((round) => round.playedAt)
        .sort()
        .reverse(),
    );
    expect(listed.find((round) => round.roundId === slot.roundId)).toMatchObject({
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: 'my-lucky-seed',
      status: 'SETTLED',
    });
  });

  it('lets a demo account play on DEMO money only', async () => {
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'provider-test', gatewayVersion: 3 })
      .expect(200);
    const demo = await api.prisma.member.findFirstOrThrow({
      where: { isAgent: 4 },
      orderBy: { id: 'desc' },
    });
    const token = await launch(
      (await firstGame('PG', 'RNG')).id,
      `Bearer ${freePlay.body.value.token}`,
    );
    expect(await session(token)).toMatchObject({ demo: true, balance: '2000.00' });
    const answer: ProviderRoundResponse = (await play(token, { totalBet: '10.00' }).expect(200))
      .body.value;
    const accounts = await api.prisma.ledgerAccount.findMany({ where: { memberId: demo.id } });
    expect(accounts.map((account) => account.kind)).toEqual(['DEMO']);
    expect(accounts[0].balance.toFixed(2)).toBe(
      centsToAmount(200_000n - 1_000n + cents(answer.payout)),
    );
    const bet = await api.prisma.betRecord.findFirstOrThrow({ where: { roundId: answer.roundId } });
    expect(bet.isDemo).toBe(true);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('refuses bad bets with 400, before any money moves', async () => {
    const slot = await launch((await firstGame('PG', 'RNG')).id);
    const table = await launch((await firstGame('EVO', 'LIVE', 'BACCARAT')).id);
    const wheel = await launch((await firstGame('EVO', 'LIVE', 'ROULETTE')).id);
    const cards = await launch((await firstGame('EVO', 'LIVE', 'DRAGON_TIGER')).id);
    const pit = await launch((await firstGame('DS88', 'SPORTS', 'COCKFIGHT')).id);
    const pond = await launch((await firstGame('JILI', 'FISH')).id);
    const before = await mainBalance();
    const refusals: [string, object][] = [
      [slot, { totalBet: '0.33' }],
      [slot, { totalBet: '1.234' }],
      [slot, { totalBet: 1 }],
      [slot, {}],
      [slot, { totalBet: '1.00', lines: '20' }],
      [table, { banker: '1.50' }],
      [table, { banker: '-1' }],
      [table, { player: '5001' }],
      [table, { dragon: '1' }],
      [table, {}],
      [wheel, { '37': '1' }],
      [wheel, { split: '1' }],
      [wheel, { red: '0.50' }],
      [wheel, { dozen1: '5001' }],
      [wheel, { player: '1' }],
      [wheel, {}],
      [cards, { dragon: '1.50' }],
      [cards, { banker: '1' }],
      [cards, { tiger: '-1' }],
      [cards, {}],
      [pit, { meron: '2.50' }],
      [pit, { dragon: '1' }],
      [pit, { draw: '5001' }],
      [pit, {}],
      [pond, { stake: '0.30', fish: 'SHARK' }],
      [pond, { stake: '20.00', fish: 'SHARK' }],
      [pond, { stake: '1', fish: 'MERMAID' }],
      [pond, { stake: '1', fish: 'shark' }],
      [pond, { stake: 1, fish: 'SHARK' }],
      [pond, { stake: '1' }],
      [pond, { fish: 'SHARK' }],
      [pond, { stake: '1', fish: 'SHARK', caught: true }],
      [pond, { totalBet: '1.00' }],
    ];
    for (const [token, bet] of refusals) {
      const response = await play(token, bet);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const noBet = await api.http.post(PROVIDER_PATHS.play).send({ token: slot });
    expect(noBet.status).toBe(400);
    expect(await mainBalance()).toBe(before);
  });

  it('refuses a null client seed instead of taking it for a missing one', async () => {
    // It reached the seed check as null and answered 500 (found by openapi-fuzz.spec.ts).
    const token = await launch((await firstGame('PG', 'RNG')).id);
    for (const path of [PROVIDER_PATHS.rotateSeed, PROVIDER_PATHS.clientSeed]) {
      const response = await api.http.post(path).send({ token, clientSeed: null });
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(response.body.value.fields)).toEqual(['clientSeed']);
    }
  });

  it('limits plays per player token, generously', async () => {
    const token = await launch((await firstGame('PG', 'RNG')).id);
    const statuses: number[] = [];
    // Refused bets count too: the limit is checked before anything else.
    for (let attempt = 0; attempt < 301; attempt++) {
      statuses.push((await play(token, { totalBet: '0.33' })).status);
    }
    expect(statuses.slice(0, 300).every((status) => status === 400)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('answers 401 to an unknown or expired player token', async () => {
    const unknown = randomBytes(32).toString('base64url');
    const expired = await launch((await firstGame('PG', 'RNG')).id);
    await api.prisma.gameSession.update({
      where: { playerToken: expired },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const token of [unknown, expired]) {
      const responses = await Promise.all([
        api.http.get(PROVIDER_PATHS.session).query({ token }),
        play(token, { totalBet: '1.00' }),
        api.http.get(PROVIDER_PATHS.rounds).query({ token }),
        api.http.post(PROVIDER_PATHS.rotateSeed).send({ token }),
      ]);
      for (const response of responses) {
        expect([response.status, response.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      }
    }
  });

  it('finishes rounds left open for over a minute through the job runner: an owed win is paid, an unanswered bet rolled back', async () => {
    const game = await firstGame('PG', 'RNG');
    const token = await launch(game.id);
    const before = await mainBalance();
    const rounds = ['stale-round-1', 'recent-round-1', 'owed-round-1'];
    for (const roundId of rounds) {
      // The debit landed; the provider never heard back (not even from its rollback), or, for
      // the owed round, it heard back and its win then got no answer.
      await seamlessRequest(api, 'PG', 'debit', {
        playerToken: token,
        transactionId: `${roundId}:debit`,
        roundId,
        gameCode: game.gameCode,
        amount: '3.00',
      }).expect(200);
      await api.prisma.providerRound.create({
        data: {
          roundId,
          playerId: `${memberId}`,
          playerToken: token,
          providerGame: 'HARIMAU_EMAS',
          gameCode: game.gameCode,
          vendorCode: 'PG',
          bet: { totalBet: '3.00' },
          stake: '3.00',
          payout: roundId.startsWith('owed') ? '7.50' : '0.00',
          serverSeedHash: 'f'.repeat(64),
          clientSeed: 'seed',
          nonce: 0,
          outcome: {},
          createdAt: new Date(clock.now() - (roundId.startsWith('recent') ? 10_000 : 120_000)),
          debitedAt: roundId.startsWith('owed') ? new Date(clock.now() - 119_000) : null,
        },
      });
    }
    // The next period of the job ends; this instance's runner runs it, as its timer would.
    clock.advance(OPEN_ROUNDS_JOB.periodMs);
    await api.app.get(JobRunner).check(OPEN_ROUNDS_JOB.id);
    const [run] = await api.prisma.jobRun.findMany({
      where: { jobId: OPEN_ROUNDS_JOB.id },
      orderBy: { periodStart: 'desc' },
      take: 1,
    });
    expect(run).toMatchObject({ status: 'SUCCEEDED', attempts: 1, error: null });
    expect(run.periodEnd.getTime()).toBeGreaterThan(clock.now() - OPEN_ROUNDS_JOB.periodMs);
    const stale = await api.prisma.providerRound.findUniqueOrThrow({
      where: { roundId: 'stale-round-1' },
    });
    expect(stale.status).toBe('ROLLED_BACK');
    expect(stale.closedAt).not.toBeNull();
    const owed = await api.prisma.providerRound.findUniqueOrThrow({
      where: { roundId: 'owed-round-1' },
    });
    expect(owed.status).toBe('SETTLED');
    const bets = await api.prisma.betRecord.findMany({
      where: { roundId: { in: rounds } },
      orderBy: { roundId: 'desc' },
    });
    expect(bets.map((bet) => [bet.roundId, bet.status, bet.payout.toFixed(2)])).toEqual([
      ['stale-round-1', 'CANCELLED', '0.00'],
      ['recent-round-1', 'OPEN', '0.00'],
      ['owed-round-1', 'SETTLED', '7.50'],
    ]);
    // Three stakes taken, one given back, one win paid.
    expect(cents(await mainBalance())).toBe(cents(before) - 600n + 750n);
    expect(
      (await api.prisma.providerRound.findUniqueOrThrow({ where: { roundId: 'recent-round-1' } }))
        .status,
    ).toBe('OPEN');
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});
