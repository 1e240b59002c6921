import { Prisma } from '../generated/prisma/client.js';
import { updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TestClock } from '../../test/support/test-clock.js';
import { BALANCED_LEDGER, checkLedger, seamlessRequest } from '../../test/support/wallet.js';
import { JobRunner } from '../jobs/job-runner.js';
import { GameSessionService } from './game-session.service.js';
import { IDLE_ROUNDS_JOB } from './idle-rounds.job.js';
import { idleRoundsQuery } from './idle-rounds.repository.js';

type Call = 'balance' | 'debit' | 'credit' | 'rollback' | 'endRound';

/**
 * The round engine as a vendor meets it: rounds that stay open through several wins until a
 * closing win, rollback, end of round or the idle-rounds job closes them; free rounds; prizes;
 * rollbacks of bets never seen; sports wins taken back.
 */
describe('seamless wallet rounds', () => {
  let api: TestApp;
  let memberId: number;
  // The jobs' clock: the idle-rounds job runs when the test moves it on.
  const clock = new TestClock();
  const players: Record<'PG' | 'IBC', { playerToken: string; gameCode: string }> = {
    PG: { playerToken: '', gameCode: '' },
    IBC: { playerToken: '', gameCode: '' },
  };

  beforeAll(async () => {
    api = await createTestApp({ clock });
    await updateSite(api, { sliderVerification: false });
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_vip' } })).id;
    const sessions = api.app.get(GameSessionService);
    for (const vendor of ['PG', 'IBC'] as const) {
      const { gameCode } = await api.prisma.game.findFirstOrThrow({
        where: { vendor: { code: vendor } },
      });
      const { playerToken } = await sessions.open(memberId, vendor, gameCode);
      players[vendor] = { playerToken, gameCode };
    }
  });
  afterAll(async () => {
    await api.close();
  });

  /** The request body of a call: debits and credits name the game, the others only the player. */
  const playerOf = (vendor: 'PG' | 'IBC', call: Call, body: object) => {
    const { playerToken, gameCode } = players[vendor];
    return call === 'debit' || call === 'credit'
      ? { playerToken, gameCode, ...body }
      : { playerToken, ...body };
  };
  /** A call of `vendor`'s player: the answer's envelope, after checking its status. */
  const call = async (call: Call, body: object, status = 200, vendor: 'PG' | 'IBC' = 'PG') => {
    const response = await seamlessRequest(api, vendor, call, playerOf(vendor, call, body));
    expect([response.status, response.body.success]).toEqual([status, status === 200]);
    return response.body;
  };
  const balance = async () => (await call('balance', {})).value.balance as string;
  const round = (roundId: string) => api.prisma.betRecord.findFirstOrThrow({ where: { roundId } });
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('keeps a round open through several wins until the vendor ends it', async () => {
    const before = await balance();
    await call('debit', { transactionId: 'e-d1', roundId: 'e-r1', amount: '2.00' });
    await call('credit', { transactionId: 'e-c1', roundId: 'e-r1', amount: '1.00' });
    await call('credit', { transactionId: 'e-c2', roundId: 'e-r1', amount: '0.50' });
    await call('debit', { transactionId: 'e-d2', roundId: 'e-r1', amount: '1.00' });
    expect((await round('e-r1')).status).toBe('OPEN');

    const ended = await call('endRound', { transactionId: 'e-end', roundId: 'e-r1' });
    expect(ended.value).toEqual({
      balance: expect.any(String),
      currency: 'MYR',
      ledgerReference: expect.stringMatching(/^\d+$/),
    });
    expect(cents(ended.value.balance)).toBe(cents(before) - 150);
    const closed = await round('e-r1');
    expect([closed.status, closed.stake.toFixed(2), closed.payout.toFixed(2)]).toEqual([
      'SETTLED',
      '3.00',
      '1.50',
    ]);
    // The same call again answers the same; any other call on the round finds it closed.
    expect((await call('endRound', { transactionId: 'e-end', roundId: 'e-r1' })).value).toEqual(
      ended.value,
    );
    for (const [name, body] of [
      ['endRound', { transactionId: 'e-end-2', roundId: 'e-r1' }],
      ['debit', { transactionId: 'e-d3', roundId: 'e-r1', amount: '1.00' }],
      ['credit', { transactionId: 'e-c3', roundId: 'e-r1', amount: '1.00' }],
    ] as const) {
      expect((await call(name, body, 409)).code).toBe('TRANSACTION_ALREADY_SETTLED');
    }
    const unknown = await call('endRound', { transactionId: 'e-end-3', roundId: 'nope' }, 404);
    expect(unknown.code).toBe('TRANSACTION_NOT_FOUND');
    expect(await balance()).toBe(ended.value.balance);
  });

  it('opens a round with a zero stake (a free round the vendor pays) and pays its win', async () => {
    const before = await balance();
    const free = await call('debit', { transactionId: 'f-d1', roundId: 'f-r1', amount: '0' });
    expect(free.value.balance).toBe(before);
    expect([(await round('f-r1')).status, (await round('f-r1')).stake.toFixed(2)]).toEqual([
      'OPEN',
      '0.00',
    ]);
    const won = await call('credit', {
      transactionId: 'f-c1',
      roundId: 'f-r1',
      amount: '3.00',
      roundClosed: true,
    });
    expect(cents(won.value.balance)).toBe(cents(before) + 300);
    expect((await round('f-r1')).status).toBe('SETTLED');
  });

  it('answers a round whose every bet was rolled back as rolled back, not settled', async () => {
    await call('debit', { transactionId: 'c-d1', roundId: 'c-r1', amount: '1.00' });
    await call('debit', { transactionId: 'c-d2', roundId: 'c-r1', amount: '2.00' });
    for (const bet of ['c-d1', 'c-d2']) {
      await call('rollback', {
        transactionId: `${bet}-undo`,
        referenceTransactionId: bet,
        roundId: 'c-r1',
      });
    }
    expect((await round('c-r1')).status).toBe('CANCELLED');
    for (const [name, body] of [
      ['debit', { transactionId: 'c-d3', roundId: 'c-r1', amount: '1.00' }],
      ['credit', { transactionId: 'c-c1', roundId: 'c-r1', amount: '1.00' }],
      ['endRound', { transactionId: 'c-end', roundId: 'c-r1' }],
    ] as const) {
      expect((await call(name, body, 409)).code).toBe('TRANSACTION_ROLLED_BACK');
    }
  });

  it('remembers a rollback of a bet it never saw, whichever of the two comes first', async () => {
    const before = await balance();
    // The rollback first: answered with the balance, and the bet never taken afterwards.
    const cancelled = await call('rollback', {
      transactionId: 'u-b1',
      referenceTransactionId: 'u-d1',
      roundId: 'u-r1',
    });
    expect(cancelled.value).toEqual({
      balance: before,
      currency: 'MYR',
      ledgerReference: expect.stringMatching(/^\d+$/),
    });
    const late = await call('debit', { transactionId: 'u-d1', roundId: 'u-r1', amount: '5' }, 409);
    expect(late.code).toBe('TRANSACTION_ROLLED_BACK');
    // The bet first: the rollback gives the stake back.
    await call('debit', { transactionId: 'u-d2', roundId: 'u-r2', amount: '5' });
    const undone = await call('rollback', {
      transactionId: 'u-b2',
      referenceTransactionId: 'u-d2',
      roundId: 'u-r2',
    });
    expect(undone.value.balance).toBe(before);

    // Both orders racing: whichever lands first, the stake is never kept and the bet, when
    // refused, is refused as rolled back.
    const races = Array.from({ length: 40 }, (_, index) => index);
    const outcomes = await Promise.all(
      races.map(async (index) => {
        const bet = { transactionId: `race-d${index}`, roundId: `race-r${index}`, amount: '1.00' };
        const undo = {
          transactionId: `race-b${index}`,
          referenceTransactionId: bet.transactionId,
          roundId: bet.roundId,
        };
        const send = (name: Call, body: object) =>
          seamlessRequest(api, 'PG', name, playerOf('PG', name, body));
        const [debited, rolledBack] =
          index % 2 === 0
            ? await Promise.all([send('debit', bet), send('rollback', undo)])
            : (await Promise.all([send('rollback', undo), send('debit', bet)])).reverse();
        return { debit: debited.status === 200 ? 'TAKEN' : debited.body.code, rolledBack };
      }),
    );
    for (const { debit, rolledBack } of outcomes) {
      expect(rolledBack.status).toBe(200);
      expect(['TAKEN', 'TRANSACTION_ROLLED_BACK']).toContain(debit);
    }
    expect(await balance()).toBe(before);
    // A retry of each bet, whichever way its race went, moves nothing now.
    for (const index of races) {
      const retry = await seamlessRequest(api, 'PG', 'debit', {
        ...players.PG,
        transactionId: `race-d${index}`,
        roundId: `race-r${index}`,
        amount: '1.00',
      });
      expect(retry.status === 200 || retry.body.code === 'TRANSACTION_ROLLED_BACK').toBe(true);
    }
    expect(await balance()).toBe(before);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('takes a win of a sports round back (a resettlement), never a casino win', async () => {
    const before = await balance();
    const ibc = (name: Call, body: object, status = 200) => call(name, body, status, 'IBC');
    await ibc('debit', { transactionId: 's-d1', roundId: 's-r1', amount: '10.00' });
    await ibc('credit', {
      transactionId: 's-c1',
      roundId: 's-r1',
      amount: '25.00',
      roundClosed: true,
    });
    // A bet a win paid on stays until the win is taken back.
    const early = { transactionId: 's-b0', referenceTransactionId: 's-d1', roundId: 's-r1' };
    expect((await ibc('rollback', early, 409)).code).toBe('TRANSACTION_ALREADY_SETTLED');
    const resettled = await ibc('rollback', {
      transactionId: 's-b1',
      referenceTransactionId: 's-c1',
      roundId: 's-r1',
    });
    expect(cents(resettled.value.balance)).toBe(cents(before) - 1000);
    const entry = await api.prisma.journalEntry.findFirstOrThrow({
      where: { idempotencyScope: 'seamless:IBC', idempotencyKey: 's-b1' },
    });
    expect(entry.kind).toBe('WIN_ROLLBACK');
    const reopened = await round('s-r1');
    expect([reopened.status, reopened.payout.toFixed(2)]).toEqual(['OPEN', '0.00']);
    // The bet's new result.
    const paid = await ibc('credit', {
      transactionId: 's-c2',
      roundId: 's-r1',
      amount: '12.00',
      roundClosed: true,
    });
    expect(cents(paid.value.balance)).toBe(cents(before) + 200);

    await call('debit', { transactionId: 'k-d1', roundId: 'k-r1', amount: '1.00' });
    await call('credit', { transactionId: 'k-c1', roundId: 'k-r1', amount: '4.00' });
    const casino = { transactionId: 'k-b1', referenceTransactionId: 'k-c1', roundId: 'k-r1' };
    expect((await call('rollback', casino, 409)).code).toBe('TRANSACTION_ALREADY_SETTLED');
    expect(cents(await balance())).toBe(cents(before) + 500);
  });

  it('closes rounds idle longer than the configured time as they stand', async () => {
    const before = await balance();
    await call('debit', { transactionId: 'i-d1', roundId: 'i-old', amount: '2.00' });
    await call('credit', { transactionId: 'i-c1', roundId: 'i-old', amount: '0.50' });
    await call('debit', { transactionId: 'i-d2', roundId: 'i-recent', amount: '1.00' });
    // i-old has seen nothing for two hours, i-recent for ten minutes (the limit is 60).
    const idleSince = (roundId: string, minutes: number) =>
      api.prisma.betRecord.updateMany({
        where: { roundId },
        data: { lastActivityAt: new Date(Date.now() - minutes * 60_000) },
      });
    await idleSince('i-old', 120);
    await idleSince('i-recent', 10);
    // An API server whose clock runs two hours ahead still closes nothing in play: idle is by
    // the database's clock, the one that wrote the rounds' last activity.
    clock.advance(2 * 60 * 60_000);
    await api.app.get(JobRunner).check(IDLE_ROUNDS_JOB.id);

    const old = await round('i-old');
    expect([old.status, old.stake.toFixed(2), old.payout.toFixed(2)]).toEqual([
      'SETTLED',
      '2.00',
      '0.50',
    ]);
    expect((await round('i-recent')).status).toBe('OPEN');
    const close = await api.prisma.journalEntry.findFirstOrThrow({
      where: { idempotencyScope: 'idle-rounds:PG', idempotencyKey: 'i-old' },
    });
    expect(close.kind).toBe('ROUND_CLOSE');
    // The stake stays lost; a late win is refused.
    expect(cents(await balance())).toBe(cents(before) - 250);
    const late = await call(
      'credit',
      { transactionId: 'i-c2', roundId: 'i-old', amount: '9' },
      409,
    );
    expect(late.code).toBe('TRANSACTION_ALREADY_SETTLED');
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('reads idle rounds by the index of status and last activity', async () => {
    const plan = await api.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
        Prisma.sql`EXPLAIN ${idleRoundsQuery(60 * 60_000, 500)}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('bet_record_status_last_activity_at_idx');
    expect(plan).not.toMatch(/Seq Scan on bet_record|Sort/);
  });
});
