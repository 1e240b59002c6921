import type {
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessRollbackRequest,
  SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { amountToCents, centsToAmount } from './money.js';
import type { WalletPort } from './wallet-port.js';

interface RoundEntry {
  playerToken: string;
  debitId: string;
  stake: bigint;
  state: 'open' | 'credited' | 'rolled-back';
}

/**
 * The site's side of the contract kept in memory, for tests and demos of the provider without a
 * database: balances, one debit per round, idempotent replays, and the contract's refusals.
 */
export class InMemoryWalletPort implements WalletPort {
  private readonly balances = new Map<string, bigint>();
  private readonly transactions = new Map<string, { body: string; answer: SeamlessWalletAnswer }>();
  private readonly rounds = new Map<string, RoundEntry>();
  private ledgerEntries = 0;

  constructor(private readonly currency = 'MYR') {}

  /** Opens or tops up a player's wallet. */
  deposit(playerToken: string, amount: string): void {
    this.balances.set(playerToken, this.cents(playerToken) + amountToCents(amount));
  }

  async balance({ playerToken }: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer> {
    return { balance: centsToAmount(this.cents(playerToken)), currency: this.currency };
  }

  async debit(request: SeamlessDebitRequest): Promise<SeamlessWalletAnswer> {
    return this.once(request, () => {
      const amount = this.amount(request.amount);
      if (amount === 0n) throw invalidInput({ amount: 'must be more than zero' });
      if (this.rounds.has(request.roundId)) {
        throw new AppError('CONFLICT', 'The round already has a debit');
      }
      if (this.cents(request.playerToken) < amount) {
        throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient funds');
      }
      this.rounds.set(request.roundId, {
        playerToken: request.playerToken,
        debitId: request.transactionId,
        stake: amount,
        state: 'open',
      });
      return this.move(request.playerToken, -amount);
    });
  }

  async credit(request: SeamlessCreditRequest): Promise<SeamlessWalletAnswer> {
    return this.once(request, () => {
      const amount = this.amount(request.amount);
      const round = this.openRound(request.roundId, request.playerToken);
      round.state = 'credited';
      return this.move(request.playerToken, amount);
    });
  }

  async rollback(request: SeamlessRollbackRequest): Promise<SeamlessWalletAnswer> {
    return this.once(request, () => {
      const round = this.rounds.get(request.roundId);
      if (round?.debitId !== request.referenceTransactionId) {
        throw new AppError('TRANSACTION_NOT_FOUND', 'No such debit');
      }
      this.openRound(request.roundId, request.playerToken).state = 'rolled-back';
      return this.move(request.playerToken, round.stake);
    });
  }

  // The contract's idempotency: a repeat answers the first result, the same id with another
  // body is refused. Refusals are not recorded, so a debit refused for funds may be retried.
  private once(
    request: { transactionId: string },
    apply: () => SeamlessWalletAnswer,
  ): SeamlessWalletAnswer {
    const body = JSON.stringify(request, Object.keys(request).sort());
    const earlier = this.transactions.get(request.transactionId);
    if (earlier) {
      if (earlier.body !== body) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'Transaction id reused with another body');
      }
      return earlier.answer;
    }
    const answer = apply();
    this.transactions.set(request.transactionId, { body, answer });
    return answer;
  }

  private openRound(roundId: string, playerToken: string): RoundEntry {
    const round = this.rounds.get(roundId);
    if (!round || round.playerToken !== playerToken) {
      throw new AppError('TRANSACTION_NOT_FOUND', 'No such round');
    }
    if (round.state !== 'open') {
      throw new AppError('TRANSACTION_ALREADY_SETTLED', 'The round is already settled');
    }
    return round;
  }

  private move(playerToken: string, change: bigint): SeamlessWalletAnswer {
    const balance = this.cents(playerToken) + change;
    this.balances.set(playerToken, balance);
    this.ledgerEntries += 1;
    return {
      balance: centsToAmount(balance),
      currency: this.currency,
      ledgerReference: `memory-${this.ledgerEntries}`,
    };
  }

  private cents(playerToken: string): bigint {
    return this.balances.get(playerToken) ?? 0n;
  }

  private amount(amount: string): bigint {
    try {
      return amountToCents(amount);
    } catch {
      throw invalidInput({ amount: 'must be a non-negative amount with at most two decimals' });
    }
  }
}
