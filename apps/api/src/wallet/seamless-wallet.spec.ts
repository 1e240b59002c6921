import { SEAMLESS_WALLET_PATHS, WALLET_PATHS } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import {
  BALANCED_LEDGER,
  checkLedger,
  seamlessHeaders,
  seamlessRequest,
} from '../../test/support/wallet.js';
import { Prisma } from '../generated/prisma/client.js';
import { GameSessionService } from './game-session.service.js';

describe('seamless wallet', () => {
  let api: TestApp;
  let sessions: GameSessionService;
  let memberId: number;
  let pgGame: string;
  let mgGame: string;
  let token: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    sessions = api.app.get(GameSessionService);
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } })).id;
    const gameOf = async (vendor: string) =>
      (await api.prisma.game.findFirstOrThrow({ where: { vendor: { code: vendor } } })).gameCode;
    pgGame = await gameOf('PG');
    mgGame = await gameOf('MG');
    token = (await sessions.open(memberId, 'PG', pgGame)).playerToken;
  });
  afterAll(async () => {
    await api.close();
  });

  const call = (
    vendor: string,
    path: 'balance' | 'debit' | 'credit' | 'rollback' | 'endRound',
    body: object,
    status = 200,
  ) =>
    seamlessRequest(api, vendor, path, body).then((response) => {
      expect([response.status, response.body.code]).toEqual([
        status,
        status === 200 ? undefined : expect.any(String),
      ]);
      return response.body;
    });
  const debit = (body: object, status?: number) =>
    call('PG', 'debit', { playerToken: token, gameCode: pgGame, ...body }, status);
  const credit = (body: object, status?: number) =>
    call('PG', 'credit', { playerToken: token, gameCode: pgGame, ...body }, status);
  const rollback = (body: object, status?: number) =>
    call('PG', 'rollback', { playerToken: token, ...body }, status);
  const round = (roundId: string) => api.prisma.betRecord.findFirstOrThrow({ where: { roundId } });

  it('refuses a call without the vendor signature', async () => {
    const body = JSON.stringify({ playerToken: token });
    for (const headers of [
      {},
      { ...seamlessHeaders('PG', body), 'x-provider-signature': '00' },
      { ...seamlessHeaders('PG', body), 'x-provider-vendor': 'PP' },
      seamlessHeaders('PG', body, 'another-secret-of-more-than-32-characters'),
      seamlessHeaders('NOSUCHVENDOR', body),
    ]) {
      const response = await api.http
        .post(SEAMLESS_WALLET_PATHS.balance)
        .set({ 'content-type': 'application/json', ...headers })
        .send(body);
      expect([response.status, response.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    }
  });

  it("answers the balance of the player's MAIN wallet for a seamless vendor", async () => {
    expect(await call('PG', 'balance', { playerToken: token })).toMatchObject({
      success: true,
      value: { balance: '50000.00', currency: 'MYR' },
    });
  });

  it('refuses an unknown token, and a token another vendor was given', async () => {
    await call('PG', 'balance', { playerToken: 'x'.repeat(43) }, 401);
    await call('PP', 'balance', { playerToken: token }, 401);
  });

  it('debits, credits and records the round and the win', async () => {
    const debited = await debit({ transactionId: 'd1', roundId: 'r1', amount: '10' });
    expect(debited.value).toEqual({
      balance: '49990.00',
      currency: 'MYR',
      ledgerReference: expect.stringMatching(/^\d+$/),
    });
    expect(await round('r1')).toMatchObject({ status: 'OPEN', isDemo: false });
    expect((await round('r1')).stake.toFixed(2)).toBe('10.00');
    const credited = await credit({
      transactionId: 'c1',
      roundId: 'r1',
      amount: '25.50',
      roundClosed: true,
    });
    expect(credited.value.balance).toBe('50015.50');
    const settled = await round('r1');
    expect([settled.status, settled.payout.toFixed(2)]).toEqual(['SETTLED', '25.50']);
    const win = await api.prisma.gameWin.findUniqueOrThrow({ where: { transactionId: 'PG:c1' } });
    expect([win.memberId, win.winAmount.toFixed(2)]).toEqual([memberId, '25.50']);
  });

  it('answers a repeated call with the first result, and refuses a reused id', async () => {
    const first = await debit({ transactionId: 'd2', roundId: 'r2', amount: '3.00' });
    const again = await debit({ transactionId: 'd2', roundId: 'r2', amount: '3' });
    expect(again.value).toEqual(first.value);
    await debit({ transactionId: 'd2', roundId: 'r2', amount: '4' }, 409);
    await credit({ transactionId: 'd2', roundId: 'r2', amount: '3' }, 409);
    expect((await round('r2')).stake.toFixed(2)).toBe('3.00');
  });

  it('closes a losing round with a zero credit', async () => {
    const closed = await credit({
      transactionId: 'c2',
      roundId: 'r2',
      amount: '0',
      roundClosed: true,
    });
    expect(closed.value.balance).toBe('50012.50');
    expect((await round('r2')).status).toBe('SETTLED');
    expect(await api.prisma.gameWin.count({ where: { transactionId: 'PG:c2' } })).toBe(0);
  });

  it('rolls a debit back once, and refuses what cannot be rolled back', async () => {
    await debit({ transactionId: 'd3', roundId: 'r3', amount: '2.50' });
    const rolledBack = await rollback({
      transactionId: 'b3',
      referenceTransactionId: 'd3',
      roundId: 'r3',
    });
    expect(rolledBack.value.balance).toBe('50012.50');
    expect((await round('r3')).status).toBe('CANCELLED');
    // Another rollback of the same debit answers the first one.
    const second = await rollback({
      transactionId: 'b3-again',
      referenceTransactionId: 'd3',
      roundId: 'r3',
    });
    expect(second.value).toEqual(rolledBack.value);
    // Every bet of r3 is rolled back: later calls on it are answered so.
    const rolledBackRound = await debit({ transactionId: 'd3-2', roundId: 'r3', amount: '1' }, 409);
    expect(rolledBackRound.code).toBe('TRANSACTION_ROLLED_BACK');
    await rollback({ transactionId: 'b5', referenceTransactionId: 'd1', roundId: 'r1' }, 409);
    await rollback({ transactionId: 'b6', referenceTransactionId: 'd1', roundId: 'r9' }, 404);
    const settled = await credit({ transactionId: 'c10', roundId: 'r1', amount: '1' }, 409);
    expect(settled.code).toBe('TRANSACTION_ALREADY_SETTLED');
    await debit({ transactionId: 'd11', roundId: 'r1', amount: '1' }, 409);
  });

  it('refuses a stake above the balance and leaves no trace of it', async () => {
    const refused = await debit(
      { transactionId: 'd-big', roundId: 'r-big', amount: '50012.51' },
      400,
    );
    expect(refused.code).toBe('INSUFFICIENT_FUNDS');
    expect(await api.prisma.betRecord.count({ where: { roundId: 'r-big' } })).toBe(0);
  });

  it('refuses an amount finer than MYR allows: nothing rounded, nothing changed', async () => {
    const before = (await call('PG', 'balance', { playerToken: token })).value.balance;
    const tooFine = {
      code: 'VALIDATION_FAILED',
      value: { fields: { amount: ['amount is finer than MYR allows (2 decimals at most)'] } },
    };
    for (const amount of ['0.001', '10.005', '0.000001']) {
      expect(
        await debit({ transactionId: 'd-fine', roundId: 'r-fine', amount }, 400),
      ).toMatchObject(tooFine);
      expect(
        await credit({ transactionId: 'c-fine', roundId: 'r-fine', amount }, 400),
      ).toMatchObject(tooFine);
    }
    expect((await call('PG', 'balance', { playerToken: token })).value.balance).toBe(before);
    expect(await api.prisma.betRecord.count({ where: { roundId: 'r-fine' } })).toBe(0);
    // "10.500000" is 10.50 written with the ledger's six decimals: not finer than a cent.
    await debit({ transactionId: 'd-fine', roundId: 'r-fine', amount: '10.500000' });
    const settled = await credit({ transactionId: 'c-fine', roundId: 'r-fine', amount: '10.5' });
    expect(settled.value.balance).toBe(before);
  });

  it('takes several bets and wins on one round until a credit closes it', async () => {
    await debit({ transactionId: 'm-d1', roundId: 'r-multi', amount: '1.00' });
    await debit({ transactionId: 'm-d2', roundId: 'r-multi', amount: '0' });
    await credit({ transactionId: 'm-c1', roundId: 'r-multi', amount: '0.50' });
    expect((await round('r-multi')).status).toBe('OPEN');
    await debit({ transactionId: 'm-d3', roundId: 'r-multi', amount: '2.00' });
    const last = await credit({
      transactionId: 'm-c2',
      roundId: 'r-multi',
      amount: '4.00',
      roundClosed: true,
    });
    expect(last.value.balance).toBe('50014.00');
    const played = await round('r-multi');
    expect([played.stake.toFixed(2), played.payout.toFixed(2), played.status]).toEqual([
      '3.00',
      '4.50',
      'SETTLED',
    ]);
    await debit({ transactionId: 'm-d4', roundId: 'r-multi', amount: '1.00' }, 409);
  });

  it('pays a prize without a bet apart from any round, and no unmarked win without one', async () => {
    const stray = await credit({ transactionId: 'p-c0', roundId: 'r-prize', amount: '5.00' }, 404);
    expect(stray.code).toBe('TRANSACTION_NOT_FOUND');
    const prize = await credit({
      transactionId: 'p-c1',
      roundId: 'r-prize',
      amount: '5.00',
      prize: 'TOURNAMENT',
    });
    expect(prize.value.balance).toBe('50019.00');
    const entry = await api.prisma.journalEntry.findFirstOrThrow({
      where: { idempotencyScope: 'seamless:PG', idempotencyKey: 'p-c1' },
    });
    expect([entry.kind, entry.betId]).toEqual(['PRIZE_CREDIT', null]);
    expect(await api.prisma.betRecord.count({ where: { roundId: 'r-prize' } })).toBe(0);
    const zero = { transactionId: 'p-c2', roundId: 'r-prize', amount: '0', prize: 'JACKPOT' };
    expect((await credit(zero, 400)).code).toBe('VALIDATION_FAILED');
    const unknownPrize = {
      transactionId: 'p-c3',
      roundId: 'r-prize',
      amount: '1',
      prize: 'RAFFLE',
    };
    expect((await credit(unknownPrize, 400)).code).toBe('VALIDATION_FAILED');
  });

  it("plays a transfer-wallet vendor's games on that vendor's wallet", async () => {
    const mgToken = (await sessions.open(memberId, 'MG', mgGame)).playerToken;
    const mgDebit = { playerToken: mgToken, gameCode: mgGame, roundId: 'mg-r1', amount: '5' };
    const empty = await call('MG', 'debit', { ...mgDebit, transactionId: 'mg-d1' }, 400);
    expect(empty.code).toBe('INSUFFICIENT_FUNDS');
    const vendor = await api.prisma.vendor.findUniqueOrThrow({ where: { code: 'MG' } });
    const wallet = await api.prisma.ledgerAccount.findFirstOrThrow({
      where: { memberId, kind: 'VENDOR', vendorId: vendor.id },
    });
    expect(wallet.balance.toFixed(2)).toBe('0.00');
    await api.http
      .post(WALLET_PATHS.transfer)
      .set('authorization', await bearerFor(api, 'demo_vip', 'Demo1234'))
      .set('Idempotency-Key', 'seamless-spec-to-mg')
      .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: '20' })
      .expect(200);
    const paid = await call('MG', 'debit', { ...mgDebit, transactionId: 'mg-d2' });
    expect(paid.value.balance).toBe('15.00');
  });

  it('plays a demo account on its DEMO wallet only', async () => {
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'seamless-test', gatewayVersion: 3 })
      .expect(200);
    const guest = await api.prisma.member.findFirstOrThrow({ where: { isAgent: 4 } });
    expect(freePlay.body.value.token).toBeDefined();
    const opened = await sessions.open(guest.id, 'PG', pgGame);
    expect(opened.demo).toBe(true);
    const demoCall = { playerToken: opened.playerToken, gameCode: pgGame, roundId: 'demo-r1' };
    const balance = await call('PG', 'balance', { playerToken: opened.playerToken });
    expect(balance.value.balance).toBe('2000.00');
    await call('PG', 'debit', { ...demoCall, transactionId: 'demo-d1', amount: '100' });
    const won = await call('PG', 'credit', {
      ...demoCall,
      transactionId: 'demo-c1',
      amount: '300',
    });
    expect(won.value.balance).toBe('2200.00');
    expect((await round('demo-r1')).isDemo).toBe(true);
    expect(await api.prisma.gameWin.count({ where: { transactionId: 'PG:demo-c1' } })).toBe(0);
    const accounts = await api.prisma.ledgerAccount.findMany({ where: { memberId: guest.id } });
    expect(accounts.map((account) => account.kind)).toEqual(['DEMO']);
  });

  it('settles after the token expired, but takes no new stake', async () => {
    await debit({ transactionId: 'd-late', roundId: 'r-late', amount: '1' });
    await api.prisma.gameSession.updateMany({
      where: { playerToken: token },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await call('PG', 'balance', { playerToken: token }, 401);
    await debit({ transactionId: 'd-late-2', roundId: 'r-late-2', amount: '1' }, 401);
    await credit({ transactionId: 'c-late', roundId: 'r-late', amount: '2', roundClosed: true });
    expect((await round('r-late')).status).toBe('SETTLED');
  });

  describe('refusals a vendor decides by, each with the wallet', () => {
    let player: { id: number; merchantId: number };
    const open = async () => (await sessions.open(player.id, 'PG', pgGame)).playerToken;
    const expire = (playerToken: string) =>
      api.prisma.gameSession.updateMany({
        where: { playerToken },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
    const mainOf = async () =>
      (
        await api.prisma.ledgerAccount.findFirstOrThrow({
          where: { memberId: player.id, kind: 'MAIN' },
        })
      ).balance.toFixed(2);
    const walletNow = async () => ({ balance: await mainOf(), currency: 'MYR' });
    const betOn = (playerToken: string, transactionId: string, amount = '1.00') => ({
      playerToken,
      gameCode: pgGame,
      transactionId,
      roundId: `${transactionId}-round`,
      amount,
    });

    beforeAll(async () => {
      player = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
    });

    it('tells an expired token from an unknown one, and answers a repeated bet after the end', async () => {
      const playerToken = await open();
      const bet = betOn(playerToken, 'exp-d1');
      const first = await call('PG', 'debit', bet);
      await expire(playerToken);
      // The vendor's retry of a bet that landed gets the first result, not a refusal.
      expect((await call('PG', 'debit', bet)).value).toEqual(first.value);
      const refused = await call('PG', 'debit', betOn(playerToken, 'exp-d2'), 401);
      expect([refused.code, refused.value]).toEqual(['TOKEN_EXPIRED', await walletNow()]);
      const balance = await call('PG', 'balance', { playerToken }, 401);
      expect([balance.code, balance.value]).toEqual(['TOKEN_EXPIRED', await walletNow()]);
      // Nothing is said about a player behind a token the vendor does not know.
      const unknown = await call('PG', 'balance', { playerToken: 'u'.repeat(43) }, 401);
      expect([unknown.code, unknown.value]).toEqual(['UNAUTHENTICATED', null]);
      const stranger = await call('PP', 'debit', betOn(playerToken, 'exp-d3'), 401);
      expect([stranger.code, stranger.value]).toEqual(['UNAUTHENTICATED', null]);
      const won = await call('PG', 'credit', { ...bet, transactionId: 'exp-c1', amount: '2.00' });
      expect(won.value.balance).toBe(await mainOf());
      expect(await api.prisma.journalEntry.count({ where: { idempotencyKey: 'exp-d2' } })).toBe(0);
    });

    it("refuses another vendor's settling calls on a token, after a bet made it known", async () => {
      const playerToken = await open();
      const bet = betOn(playerToken, 'known-d1');
      await call('PG', 'debit', bet);
      const win = { ...bet, transactionId: 'known-c1', amount: '2.00', roundClosed: true };
      for (const path of ['credit', 'rollback', 'endRound'] as const) {
        const body =
          path === 'credit'
            ? win
            : path === 'rollback'
              ? {
                  playerToken,
                  roundId: bet.roundId,
                  transactionId: 'known-r1',
                  referenceTransactionId: 'known-d1',
                }
              : { playerToken, roundId: bet.roundId, transactionId: 'known-e1' };
        const stranger = await call('PP', path, body, 401);
        expect([stranger.code, stranger.value]).toEqual(['UNAUTHENTICATED', null]);
      }
      expect((await call('PG', 'credit', win)).value.balance).toBe(await mainOf());
    });

    it('refuses the bets of a locked, frozen or closed member, and still settles the rounds', async () => {
      const playerToken = await open();
      const won = betOn(playerToken, 'st-d1');
      const cancelled = betOn(playerToken, 'st-d2');
      const first = await call('PG', 'debit', won);
      await call('PG', 'debit', cancelled);
      try {
        for (const status of ['LOCKED', 'FROZEN', 'CLOSED'] as const) {
          await api.prisma.member.update({ where: { id: player.id }, data: { status } });
          const refused = await call('PG', 'debit', betOn(playerToken, `st-${status}`), 403);
          expect([refused.code, refused.value]).toEqual(['PLAYER_DISABLED', await walletNow()]);
        }
        expect((await call('PG', 'debit', won)).value).toEqual(first.value);
        const before = await mainOf();
        await call('PG', 'credit', { ...won, transactionId: 'st-c1', amount: '3.00' });
        await call('PG', 'rollback', {
          playerToken,
          transactionId: 'st-b2',
          referenceTransactionId: 'st-d2',
          roundId: cancelled.roundId,
        });
        expect(await mainOf()).toBe(new Prisma.Decimal(before).plus(4).toFixed(2));
      } finally {
        await api.prisma.member.update({ where: { id: player.id }, data: { status: 'ACTIVE' } });
      }
      await call('PG', 'debit', betOn(playerToken, 'st-d3'));
      expect(
        await api.prisma.journalEntry.count({ where: { idempotencyKey: { startsWith: 'st-L' } } }),
      ).toBe(0);
    });

    it('refuses the bets of an excluded member and past a limit, with the wallet beside the reason', async () => {
      const playerToken = await open();
      const open1 = betOn(playerToken, 'pp-d1');
      await call('PG', 'debit', open1);
      const exclusion = await api.prisma.playerExclusion.create({
        data: {
          merchantId: player.merchantId,
          memberId: player.id,
          kind: 'TIME_OUT',
          startsAt: new Date(Date.now() - 60_000),
          endsAt: new Date(Date.now() + 3_600_000),
        },
      });
      const excluded = await call('PG', 'debit', betOn(playerToken, 'pp-d2'), 403);
      expect(excluded.code).toBe('PLAY_EXCLUDED');
      expect(excluded.value).toMatchObject({ kind: 'TIME_OUT', ...(await walletNow()) });
      // A win of a round bet before the time-out still lands.
      await call('PG', 'credit', { ...open1, transactionId: 'pp-c1', amount: '1.50' });
      await api.prisma.playerExclusion.update({
        where: { id: exclusion.id },
        data: { liftedAt: new Date() },
      });
      await api.prisma.playerLimit.create({
        data: {
          memberId: player.id,
          merchantId: player.merchantId,
          kind: 'WAGER_DAY',
          value: '0.50',
        },
      });
      try {
        const limited = await call('PG', 'debit', betOn(playerToken, 'pp-d3', '5.00'), 400);
        expect(limited.code).toBe('PLAY_LIMIT_REACHED');
        expect(limited.value).toMatchObject({
          kind: 'WAGER_DAY',
          limit: '0.50',
          ...(await walletNow()),
        });
      } finally {
        await api.prisma.playerLimit.deleteMany({ where: { memberId: player.id } });
      }
    });

    it("takes a currency only when it is the wallet's", async () => {
      const playerToken = await open();
      expect((await call('PG', 'balance', { playerToken, currency: 'MYR' })).value).toEqual(
        await walletNow(),
      );
      const bet = betOn(playerToken, 'cur-d1');
      for (const [path, body] of [
        ['balance', { playerToken }],
        ['debit', bet],
        ['credit', { ...bet, transactionId: 'cur-c1' }],
        [
          'rollback',
          {
            playerToken,
            transactionId: 'cur-b1',
            referenceTransactionId: 'cur-d1',
            roundId: bet.roundId,
          },
        ],
      ] as const) {
        const refused = await call('PG', path, { ...body, currency: 'USD' }, 400);
        expect([refused.code, refused.value]).toEqual(['WRONG_CURRENCY', await walletNow()]);
      }
      expect(
        await api.prisma.journalEntry.count({ where: { idempotencyKey: { startsWith: 'cur-' } } }),
      ).toBe(0);
      // Naming the wallet's currency or not is the same request.
      const first = await call('PG', 'debit', { ...bet, currency: 'MYR' });
      expect((await call('PG', 'debit', bet)).value).toEqual(first.value);
      const malformed = await call('PG', 'debit', { ...bet, currency: 'M$R' }, 400);
      expect(malformed.code).toBe('VALIDATION_FAILED');
    });
  });

  it('keeps the ledger balanced', async () => {
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});
