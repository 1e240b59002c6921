import type { SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { cockfight } from './games/cockfight.js';
import { dragonTiger } from './games/dragon-tiger.js';
import { fishing } from './games/fishing.js';
import { harimauEmas } from './games/harimau-emas.js';
import { roulette } from './games/roulette.js';
import type { GameOutcome, ProviderGame } from './games/game.js';
import { InMemoryWalletPort } from './in-memory-wallet.port.js';
import { amountToCents, centsToAmount } from './money.js';
import { InMemoryPlayerSeedStore, PlayerSeeds } from './player-seeds.js';
import { ProviderRoundService } from './provider-round.service.js';
import { InMemoryRoundLog } from './round-log.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

type Method = keyof WalletPort;

// The in-memory wallet behind a network that fails on demand: `before` loses the request,
// `after` applies it and loses the answer (the case idempotent retries exist for).
class FlakyNetwork implements WalletPort {
  readonly calls: { method: Method; transactionId?: string }[] = [];
  private readonly failures: { method: Method; when: 'before' | 'after' }[] = [];

  constructor(readonly wallet: InMemoryWalletPort) {}

  fail(method: Method, when: 'before' | 'after', times = 1): this {
    for (let time = 0; time < times; time++) this.failures.push({ method, when });
    return this;
  }

  balance = (request: Parameters<WalletPort['balance']>[0]) => this.send('balance', request);
  debit = (request: Parameters<WalletPort['debit']>[0]) => this.send('debit', request);
  credit = (request: Parameters<WalletPort['credit']>[0]) => this.send('credit', request);
  rollback = (request: Parameters<WalletPort['rollback']>[0]) => this.send('rollback', request);

  private async send<T extends object>(method: Method, request: T): Promise<SeamlessWalletAnswer> {
    const { transactionId } = request as { transactionId?: string };
    this.calls.push({ method, transactionId });
    const index = this.failures.findIndex((failure) => failure.method === method);
    const failure = index >= 0 ? this.failures.splice(index, 1)[0] : undefined;
    if (failure?.when === 'before') throw new WalletUnreachableError('connection reset');
    const answer = await (this.wallet[method] as (request: T) => Promise<SeamlessWalletAnswer>)(
      request,
    );
    if (failure?.when === 'after') throw new WalletUnreachableError('timed out');
    return answer;
  }
}

function setUp(deposit = '100.00') {
  const wallet = new InMemoryWalletPort();
  wallet.deposit('token-1', deposit);
  const network = new FlakyNetwork(wallet);
  const log = new InMemoryRoundLog();
  const rounds = new ProviderRoundService(
    network,
    new PlayerSeeds(new InMemoryPlayerSeedStore()),
    log,
    { retries: 2, retryDelayMs: 0 },
  );
  const player = {
    playerId: 'member-1',
    playerToken: 'token-1',
    gameCode: 'PG_0001',
    vendorCode: 'PG',
  };
  const statuses = () => [...log.rounds.values()].map((round) => round.status);
  /** The round left open, as the open-rounds job reads it from the provider's records. */
  const leftOpen = () => {
    const round = [...log.rounds.values()].find((recorded) => recorded.status === 'OPEN');
    if (!round) throw new Error('No round is open');
    const { roundId, playerToken, gameCode, outcome, debited } = round;
    return { roundId, playerToken, gameCode, payout: centsToAmount(outcome.payout), debited };
  };
  return { wallet, network, rounds, player, statuses, leftOpen };
}

async function balanceOf(wallet: WalletPort) {
  return (await wallet.balance({ playerToken: 'token-1' })).balance;
}

describe('ProviderRoundService', () => {
  it('debits the stake, credits the payout and closes every round, won or lost', async () => {
    const { wallet, network, rounds, player, statuses } = setUp();
    let expected = 10_000n;
    for (let round = 0; round < 20; round++) {
      const played = await rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } });
      expected += played.outcome.payout - 100n;
      expect(played).toMatchObject({
        roundId: `${played.fairness.serverSeedHash.slice(0, 24)}-${round}`,
        gameCode: 'HARIMAU_EMAS',
        stake: '1.00',
        currency: 'MYR',
        fairness: { nonce: round },
      });
      expect(played.balance).toBe(await balanceOf(wallet));
    }
    expect(await balanceOf(wallet)).toBe(centsToAmount(expected));
    expect(network.calls.map((call) => call.method)).toEqual(
      Array.from({ length: 20 }, () => ['debit', 'credit']).flat(),
    );
    expect(statuses()).toEqual(Array.from({ length: 20 }, () => 'SETTLED'));
  });

  it('passes on insufficient funds, recording the round as rolled back', async () => {
    const { network, rounds, player, statuses } = setUp('0.50');
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(network.calls.map((call) => call.method)).toEqual(['debit']);
    expect(statuses()).toEqual(['ROLLED_BACK']);
  });

  it('repeats calls that got no answer with the same transaction ids', async () => {
    const { wallet, network, rounds, player } = setUp();
    network.fail('debit', 'after').fail('credit', 'before').fail('credit', 'after');
    const played = await rounds.play(harimauEmas, { ...player, bet: { totalBet: 200n } });
    const ids = network.calls.map((call) => call.transactionId);
    expect(ids).toEqual([
      `${played.roundId}:debit`,
      `${played.roundId}:debit`,
      `${played.roundId}:credit`,
      `${played.roundId}:credit`,
      `${played.roundId}:credit`,
    ]);
    // Charged once and paid once despite the repeats.
    const cents = 10_000n - 200n + played.outcome.payout;
    expect(await balanceOf(wallet)).toBe(played.balance);
    expect(played.balance).toBe(centsToAmount(cents));
  });

  it.each([
    { name: 'roulette', table: roulette, bet: { red: 500n, '17': 100n }, stake: 600n },
    { name: 'dragon tiger', table: dragonTiger, bet: { tie: 200n }, stake: 200n },
    { name: 'cockfight', table: cockfight, bet: { meron: 300n, draw: 100n }, stake: 400n },
    { name: 'fishing shot', table: fishing, bet: { stake: 500n, fish: 'NAGA' }, stake: 500n },
  ])(
    'charges and pays a $name round once when the answers to its calls are lost',
    async ({ table, bet, stake }) => {
      const { wallet, network, rounds, player } = setUp();
      network.fail('debit', 'after').fail('credit', 'after');
      const played = await rounds.play<unknown, GameOutcome>(table, { ...player, bet });
      expect(network.calls.map((call) => call.transactionId)).toEqual([
        `${played.roundId}:debit`,
        `${played.roundId}:debit`,
        `${played.roundId}:credit`,
        `${played.roundId}:credit`,
      ]);
      expect(await balanceOf(wallet)).toBe(centsToAmount(10_000n - stake + played.outcome.payout));
    },
  );

  it('keeps a win it could not deliver owed, never refunding the bet, and pays it later', async () => {
    const { wallet, network, rounds, player, statuses, leftOpen } = setUp();
    network.fail('credit', 'before', 3);
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 1_000n } }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(network.calls.map((call) => call.method)).toEqual([
      'debit',
      'credit',
      'credit',
      'credit',
    ]);
    expect(await balanceOf(wallet)).toBe('90.00');
    expect(statuses()).toEqual(['OPEN']);
    const owed = leftOpen();
    expect(owed.debited).toBe(true);
    // The open-rounds job sends the same win again once the wallet answers.
    await expect(rounds.finish(owed)).resolves.toBe('SETTLED');
    expect(network.calls.at(-1)).toEqual({
      method: 'credit',
      transactionId: `${owed.roundId}:credit`,
    });
    expect(network.calls.some((call) => call.method === 'rollback')).toBe(false);
    expect(await balanceOf(wallet)).toBe(centsToAmount(9_000n + amountToCents(owed.payout)));
    expect(statuses()).toEqual(['SETTLED']);
  });

  it('pays a win whose answers were lost exactly once when it is sent again', async () => {
    const { wallet, network, rounds, player, statuses, leftOpen } = setUp();
    network.fail('credit', 'after', 3);
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 1_000n } }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const owed = leftOpen();
    const paid = centsToAmount(9_000n + amountToCents(owed.payout));
    expect(await balanceOf(wallet)).toBe(paid);
    await expect(rounds.finish(owed)).resolves.toBe('SETTLED');
    expect(await balanceOf(wallet)).toBe(paid);
    expect(statuses()).toEqual(['SETTLED']);
  });

  it('closes a round whose owed win the wallet refuses outright (its bet rolled back meanwhile), instead of sending it forever', async () => {
    const { wallet, network, rounds, player, statuses, leftOpen } = setUp();
    network.fail('credit', 'before', 3);
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const owed = leftOpen();
    // The round was closed on the wallet's side meanwhile (here: its bet rolled back).
    await wallet.rollback({
      playerToken: 'token-1',
      transactionId: 'elsewhere',
      referenceTransactionId: `${owed.roundId}:debit`,
      roundId: owed.roundId,
    });
    await expect(rounds.finish(owed)).rejects.toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    expect(statuses()).toEqual(['ROLLED_BACK']);
  });

  it('moves no money when the game fails', async () => {
    const { wallet, network, rounds, player } = setUp();
    const broken: ProviderGame<null, GameOutcome> = {
      code: 'BROKEN',
      stake: () => 500n,
      play: () => {
        throw new Error('reel strips missing');
      },
    };
    await expect(rounds.play(broken, { ...player, bet: null })).rejects.toThrow('reel strips');
    expect(network.calls).toEqual([]);
    expect(await balanceOf(wallet)).toBe('100.00');
  });

  it('cancels a round whose debit got no answer, whether or not it landed', async () => {
    const { wallet, network, rounds, player } = setUp();
    network.fail('debit', 'after', 3);
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await balanceOf(wallet)).toBe('100.00');
    network.fail('debit', 'before', 3);
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(network.calls.at(-1)?.method).toBe('rollback');
    expect(await balanceOf(wallet)).toBe('100.00');
  });

  it('reports a bet it could not roll back as left open, and rolls it back later', async () => {
    const { wallet, network, rounds, player, statuses, leftOpen } = setUp();
    network.fail('debit', 'after', 3).fail('rollback', 'before', 3);
    const failure = rounds.play(harimauEmas, { ...player, bet: { totalBet: 100n } });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toThrow(/left open/);
    expect(statuses()).toEqual(['OPEN']);
    expect(await balanceOf(wallet)).toBe('99.00');
    const open = leftOpen();
    expect(open.debited).toBe(false);
    await expect(rounds.finish(open)).resolves.toBe('ROLLED_BACK');
    expect(statuses()).toEqual(['ROLLED_BACK']);
    expect(await balanceOf(wallet)).toBe('100.00');
  });

  it('refuses a bet off the levels before touching the wallet', async () => {
    const { network, rounds, player } = setUp();
    await expect(
      rounds.play(harimauEmas, { ...player, bet: { totalBet: 33n } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(network.calls).toEqual([]);
  });
});
