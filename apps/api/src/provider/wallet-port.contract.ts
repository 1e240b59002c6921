import type { ErrorCode, SeamlessCreditRequest, SeamlessDebitRequest } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { WalletPort } from './wallet-port.js';

/** A player as the provider knows them: the token of their launch and the game launched. */
export interface ContractPlayer {
  playerToken: string;
  gameCode: string;
}

/** One implementation of the port, and a way to give it players. */
export interface WalletUnderTest {
  port: WalletPort;
  /** A new player whose wallet holds `balance`. */
  newPlayer(balance: string): Promise<ContractPlayer>;
  close(): Promise<void>;
}

type Debit = Pick<SeamlessDebitRequest, 'amount'> & { id: string; round: string };
type Credit = Debit & Pick<SeamlessCreditRequest, 'roundClosed' | 'prize'>;
/** A rollback of the debit `bet`. */
type Rollback = { id: string; round: string; bet: string; roundClosed?: boolean };

/** An answer to a call that moved money, besides its balance. */
const MOVED = { currency: expect.any(String), ledgerReference: expect.any(String) };

/** A definite refusal: the AppError with the contract's code (not "unreachable"). */
async function expectRefusal(call: Promise<unknown>, code: ErrorCode): Promise<void> {
  await expect(call).rejects.toThrow(AppError);
  await expect(call).rejects.toMatchObject({ code });
}

/**
 * The seamless wallet protocol as the provider relies on it, asserted on what the port answers.
 * Every implementation of WalletPort runs it from a spec of its own; the site's wallet (the
 * posting engine behind seamless-wallet.service.ts) is the reference the others follow.
 */
export function describeWalletContract(name: string, setUp: () => Promise<WalletUnderTest>): void {
  describe(`${name} keeps the seamless wallet contract`, () => {
    let wallet: WalletUnderTest;
    let test = 0;

    beforeAll(async () => {
      wallet = await setUp();
    });
    afterAll(() => wallet.close());
    beforeEach(() => {
      test += 1;
    });

    // Transaction and round ids are the vendor's, unique across its players: each test names its
    // own under a prefix, shared by its players so one can name another's round.
    async function player(balance: string) {
      const { playerToken, gameCode } = await wallet.newPlayer(balance);
      const named = (name: string) => `contract-${test}:${name}`;
      return {
        balance: async () => (await wallet.port.balance({ playerToken })).balance,
        debit: ({ id, round, amount }: Debit) =>
          wallet.port.debit({
            playerToken,
            gameCode,
            transactionId: named(id),
            roundId: named(round),
            amount,
          }),
        credit: ({ id, round, ...rest }: Credit) =>
          wallet.port.credit({
            playerToken,
            gameCode,
            transactionId: named(id),
            roundId: named(round),
            ...rest,
          }),
        rollback: ({ id, round, bet, roundClosed }: Rollback) =>
          wallet.port.rollback({
            playerToken,
            transactionId: named(id),
            referenceTransactionId: named(bet),
            roundId: named(round),
            roundClosed,
          }),
      };
    }

    it("answers the balance of the player's wallet", async () => {
      const { playerToken } = await wallet.newPlayer('100.00');
      expect(await wallet.port.balance({ playerToken })).toEqual({
        balance: '100.00',
        currency: expect.stringMatching(/^[A-Z]{3}$/),
      });
    });

    it('refuses a player token it never handed out', async () => {
      await expectRefusal(wallet.port.balance({ playerToken: 'x'.repeat(43) }), 'UNAUTHENTICATED');
    });

    it('takes a stake, answering the balance after it', async () => {
      const alice = await player('100.00');
      const debited = await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      expect(debited).toEqual({ ...MOVED, balance: '97.50' });
      expect(await alice.balance()).toBe('97.50');
    });

    it('pays a win and keeps the round open until a win closes it', async () => {
      const alice = await player('100.00');
      const debited = await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      const credited = await alice.credit({ id: 'win', round: 'r1', amount: '10.00' });
      expect(credited).toEqual({ ...MOVED, balance: '107.50' });
      expect(credited.ledgerReference).not.toBe(debited.ledgerReference);
      // Free spins and bonus games of the round pay apart.
      await alice.credit({ id: 'bonus', round: 'r1', amount: '1.00' });
      const last = await alice.credit({
        id: 'last',
        round: 'r1',
        amount: '0.50',
        roundClosed: true,
      });
      expect(last.balance).toBe('109.00');
      await expectRefusal(
        alice.debit({ id: 'late-bet', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
    });

    it('closes a losing round with a zero win', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      const closed = await alice.credit({ id: 'win', round: 'r1', amount: '0', roundClosed: true });
      expect(closed).toEqual({ ...MOVED, balance: '97.50' });
      await expectRefusal(
        alice.debit({ id: 'late-bet', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
    });

    it('refuses a win on a closed round and pays nothing', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      await alice.credit({ id: 'win', round: 'r1', amount: '1.00', roundClosed: true });
      await expectRefusal(
        alice.credit({ id: 'late-win', round: 'r1', amount: '5.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
      expect(await alice.balance()).toBe('98.50');
    });

    it('takes several bets and wins on one round until a win closes it', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet-1', round: 'r1', amount: '1.00' });
      await alice.debit({ id: 'bet-2', round: 'r1', amount: '0.50' });
      await alice.credit({ id: 'win-1', round: 'r1', amount: '0.75' });
      await alice.debit({ id: 'bet-3', round: 'r1', amount: '2.00' });
      const last = await alice.credit({
        id: 'win-2',
        round: 'r1',
        amount: '4.00',
        roundClosed: true,
      });
      expect(last.balance).toBe('101.25');
      await expectRefusal(
        alice.debit({ id: 'bet-4', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
    });

    it('takes a free bet (a zero stake) on a round it opens', async () => {
      const alice = await player('100.00');
      const free = await alice.debit({ id: 'bet', round: 'r1', amount: '0' });
      expect(free).toEqual({ ...MOVED, balance: '100.00' });
      expect((await alice.credit({ id: 'win', round: 'r1', amount: '3.00' })).balance).toBe(
        '103.00',
      );
    });

    it('pays a prize without a bet, and refuses an unmarked win on a round it does not know', async () => {
      const alice = await player('100.00');
      const prize = await alice.credit({
        id: 'prize',
        round: 'r1',
        amount: '5.00',
        prize: 'JACKPOT',
      });
      expect(prize).toEqual({ ...MOVED, balance: '105.00' });
      expect(
        await alice.credit({ id: 'prize', round: 'r1', amount: '5.00', prize: 'JACKPOT' }),
      ).toEqual(prize);
      await expectRefusal(
        alice.credit({ id: 'stray-win', round: 'r2', amount: '1.00' }),
        'TRANSACTION_NOT_FOUND',
      );
      // A prize is no bet or win of a round: nothing a rollback can take back.
      await expectRefusal(
        alice.rollback({ id: 'undo-prize', round: 'r1', bet: 'prize' }),
        'TRANSACTION_NOT_FOUND',
      );
      // A prize opens no round: the round is still new to a bet.
      expect((await alice.debit({ id: 'bet', round: 'r1', amount: '2.00' })).balance).toBe(
        '103.00',
      );
    });

    it('answers a repeated transaction with its first answer and moves the money once', async () => {
      const alice = await player('100.00');
      const bet = await alice.debit({ id: 'bet-1', round: 'r1', amount: '3.00' });
      await alice.debit({ id: 'bet-2', round: 'r1', amount: '1.00' });
      // The first answer, though the balance has moved since; the amount counts by its value.
      expect(await alice.debit({ id: 'bet-1', round: 'r1', amount: '3' })).toEqual(bet);
      const win = await alice.credit({ id: 'win', round: 'r1', amount: '2.00', roundClosed: true });
      expect(
        await alice.credit({ id: 'win', round: 'r1', amount: '2.00', roundClosed: true }),
      ).toEqual(win);
      // Even once the round is closed.
      expect(await alice.debit({ id: 'bet-1', round: 'r1', amount: '3.00' })).toEqual(bet);
      expect(await alice.balance()).toBe('98.00');
    });

    it('refuses a transaction id used again for another request', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '3.00' });
      for (const reuse of [
        () => alice.debit({ id: 'bet', round: 'r1', amount: '4.00' }),
        () => alice.debit({ id: 'bet', round: 'r2', amount: '3.00' }),
        () => alice.credit({ id: 'bet', round: 'r1', amount: '3.00' }),
        () => alice.rollback({ id: 'bet', round: 'r1', bet: 'bet' }),
      ]) {
        await expectRefusal(reuse(), 'IDEMPOTENCY_KEY_REUSED');
      }
      expect(await alice.balance()).toBe('97.00');
    });

    it('refuses a stake above the balance and changes nothing', async () => {
      const alice = await player('10.00');
      await expectRefusal(
        alice.debit({ id: 'bet', round: 'r1', amount: '10.01' }),
        'INSUFFICIENT_FUNDS',
      );
      expect(await alice.balance()).toBe('10.00');
      // Nothing was taken: the round is still new.
      const allIn = await alice.debit({ id: 'all-in', round: 'r1', amount: '10.00' });
      expect(allIn.balance).toBe('0.00');
    });

    it('refuses an amount that is not a decimal of at most two places', async () => {
      const alice = await player('100.00');
      for (const amount of ['-1.00', '1.005', '1e2', '']) {
        await expectRefusal(alice.debit({ id: 'bet', round: 'r1', amount }), 'VALIDATION_FAILED');
      }
      expect(await alice.balance()).toBe('100.00');
    });

    it('rolls back a bet of an open round once, giving its stake back', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      const rolledBack = await alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' });
      expect(rolledBack).toEqual({ ...MOVED, balance: '100.00' });
      expect(await alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' })).toEqual(rolledBack);
      // Another rollback of the same bet answers the first one.
      expect(await alice.rollback({ id: 'undo-again', round: 'r1', bet: 'bet' })).toEqual(
        rolledBack,
      );
      expect(await alice.balance()).toBe('100.00');
    });

    it('ends a round once its only bet is rolled back, answering later calls as rolled back', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      await alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' });
      await expectRefusal(
        alice.debit({ id: 'bet-2', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ROLLED_BACK',
      );
      await expectRefusal(
        alice.credit({ id: 'win', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ROLLED_BACK',
      );
      expect(await alice.balance()).toBe('100.00');
    });

    it('answers a rollback of a bet it never saw, and refuses that bet afterwards', async () => {
      const alice = await player('100.00');
      const cancelled = await alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' });
      expect(cancelled).toEqual({ ...MOVED, balance: '100.00' });
      expect(await alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' })).toEqual(cancelled);
      expect(await alice.rollback({ id: 'undo-again', round: 'r1', bet: 'bet' })).toEqual(
        cancelled,
      );
      await expectRefusal(
        alice.debit({ id: 'bet', round: 'r1', amount: '2.50' }),
        'TRANSACTION_ROLLED_BACK',
      );
      expect(await alice.balance()).toBe('100.00');
      // The round itself is still new to the vendor's other bets.
      expect((await alice.debit({ id: 'bet-2', round: 'r1', amount: '1.00' })).balance).toBe(
        '99.00',
      );
    });

    it('closes a round with a rollback that says so', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet-1', round: 'r1', amount: '1.00' });
      await alice.debit({ id: 'bet-2', round: 'r1', amount: '2.00' });
      const undone = await alice.rollback({
        id: 'undo',
        round: 'r1',
        bet: 'bet-2',
        roundClosed: true,
      });
      expect(undone.balance).toBe('99.00');
      await expectRefusal(
        alice.debit({ id: 'bet-3', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
    });

    it('rolls back one bet of several and keeps the round open for the rest', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet-1', round: 'r1', amount: '1.00' });
      await alice.debit({ id: 'bet-2', round: 'r1', amount: '2.00' });
      const rolledBack = await alice.rollback({ id: 'undo-1', round: 'r1', bet: 'bet-1' });
      expect(rolledBack.balance).toBe('98.00');
      const won = await alice.credit({ id: 'win', round: 'r1', amount: '5.00' });
      expect(won.balance).toBe('103.00');
    });

    it('refuses to roll back a bet of a closed round', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '2.50' });
      await alice.credit({ id: 'win', round: 'r1', amount: '0', roundClosed: true });
      await expectRefusal(
        alice.rollback({ id: 'undo', round: 'r1', bet: 'bet' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
      expect(await alice.balance()).toBe('97.50');
    });

    it('refuses to roll back a bet or a win once a win paid on the casino round', async () => {
      const alice = await player('100.00');
      await alice.debit({ id: 'bet', round: 'r1', amount: '1.00' });
      await alice.credit({ id: 'win', round: 'r1', amount: '1.00' });
      for (const rollback of [
        { id: 'undo-bet', round: 'r1', bet: 'bet' },
        { id: 'undo-win', round: 'r1', bet: 'win' },
      ]) {
        await expectRefusal(alice.rollback(rollback), 'TRANSACTION_ALREADY_SETTLED');
      }
      await expectRefusal(
        alice.rollback({ id: 'undo-elsewhere', round: 'r2', bet: 'bet' }),
        'TRANSACTION_NOT_FOUND',
      );
      expect(await alice.balance()).toBe('100.00');
    });

    it("keeps a player's round and bets to that player", async () => {
      const alice = await player('100.00');
      const bob = await player('100.00');
      await alice.debit({ id: 'alice-bet', round: 'r1', amount: '1.00' });
      await expectRefusal(
        bob.debit({ id: 'bob-bet', round: 'r1', amount: '1.00' }),
        'TRANSACTION_ALREADY_SETTLED',
      );
      await expectRefusal(
        bob.credit({ id: 'bob-win', round: 'r1', amount: '1.00' }),
        'TRANSACTION_NOT_FOUND',
      );
      await expectRefusal(
        bob.rollback({ id: 'bob-undo', round: 'r1', bet: 'alice-bet' }),
        'TRANSACTION_NOT_FOUND',
      );
      expect([await alice.balance(), await bob.balance()]).toEqual(['99.00', '100.00']);
    });

    it('moves the money once for concurrent repeats of one debit', async () => {
      const alice = await player('100.00');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => alice.debit({ id: 'bet', round: 'r1', amount: '7.00' })),
      );
      expect(answers).toEqual(answers.map(() => answers[0]));
      expect(answers[0].balance).toBe('93.00');
      expect(await alice.balance()).toBe('93.00');
    });

    it('takes concurrent stakes only as far as the balance covers them', async () => {
      const alice = await player('10.00');
      const results = await Promise.allSettled(
        ['a', 'b', 'c', 'd', 'e'].map((bet) =>
          alice.debit({ id: bet, round: `r-${bet}`, amount: '3.00' }),
        ),
      );
      const refusals = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as AppError] : [],
      );
      expect(refusals.map((refusal) => [refusal instanceof AppError, refusal.code])).toEqual([
        [true, 'INSUFFICIENT_FUNDS'],
        [true, 'INSUFFICIENT_FUNDS'],
      ]);
      expect(await alice.balance()).toBe('1.00');
    });
  });
}
