import {
  MONEY_AMOUNT_PATTERN,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessRollbackRequest,
  type SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { amountToCents, centsToAmount } from './money.js';
import type { WalletPort } from './wallet-port.js';

type Call = 'debit' | 'credit' | 'rollback';

interface Round {
  id: string;
  playerToken: string;
  /** What its bets still stake (a rollback takes its bet's back). */
  stake: bigint;
  paidOut: bigint;
  status: 'OPEN' | 'CLOSED' | 'ROLLED_BACK';
}

interface Bet {
  round: Round;
  stake: bigint;
  /** The answer of the rollback that cancelled it. */
  rolledBack?: SeamlessWalletAnswer;
}

/**
 * The site's side of the contract kept in memory, for the provider's tests without a database.
 * It keeps the site wallet's rules, as the contract suite (wallet-port.contract.ts) checks: bets
 * and wins on a round until a win or rollback closes it, prizes without a bet, rollbacks of the
 * bets of an open round no win paid on (and of bets never seen, which are then refused), replays
 * by transaction id, and the contract's refusals. Its rounds are casino rounds: a win stands.
 */
export class InMemoryWalletPort implements WalletPort {
  private readonly balances = new Map<string, bigint>();
  /** Each call that moved money, by transaction id; a refused call leaves nothing. */
  private readonly moves = new Map<string, { request: string; answer: SeamlessWalletAnswer }>();
  private readonly rounds = new Map<string, Round>();
  private readonly bets = new Map<string, Bet>();
  /** The rounds of credits paid on one, by transaction id (prizes have none). */
  private readonly wins = new Map<string, Round>();
  /** Transaction ids rolled back before they were seen, with that rollback's answer. */
  private readonly rolledBackUnseen = new Map<string, SeamlessWalletAnswer>();

  constructor(private readonly currency = 'MYR') {}

  /** Opens or tops up a player's wallet: the player token is known from then on. */
  deposit(playerToken: string, amount: string): void {
    this.balances.set(playerToken, (this.balances.get(playerToken) ?? 0n) + amountToCents(amount));
  }

  async balance({ playerToken }: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer> {
    return { balance: centsToAmount(this.wallet(playerToken)), currency: this.currency };
  }

  async debit(request: SeamlessDebitRequest): Promise<SeamlessWalletAnswer> {
    const stake = this.amount(request.amount);
    return this.once('debit', request, () => {
      if (this.rolledBackUnseen.has(request.transactionId)) {
        throw new AppError('TRANSACTION_ROLLED_BACK', 'This transaction was rolled back');
      }
      const round = this.rounds.get(request.roundId);
      // Another player's round is as closed to this one as a settled round.
      if (round?.playerToken === request.playerToken) this.expectOpen(round);
      else if (round) {
        throw new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already closed');
      }
      if (this.wallet(request.playerToken) < stake) {
        throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance');
      }
      const staked = round ?? this.openRound(request);
      staked.stake += stake;
      this.bets.set(request.transactionId, { round: staked, stake });
      return this.move('debit', request, -stake);
    });
  }

  async credit(request: SeamlessCreditRequest): Promise<SeamlessWalletAnswer> {
    const payout = this.amount(request.amount);
    return this.once('credit', request, () => {
      // A prize needs no round.
      if (request.prize) return this.move('credit', request, payout);
      const round = this.rounds.get(request.roundId);
      if (round?.playerToken !== request.playerToken) {
        throw new AppError('TRANSACTION_NOT_FOUND', 'No such transaction');
      }
      this.expectOpen(round);
      round.paidOut += payout;
      if (request.roundClosed) round.status = 'CLOSED';
      this.wins.set(request.transactionId, round);
      return this.move('credit', request, payout);
    });
  }

  async rollback(request: SeamlessRollbackRequest): Promise<SeamlessWalletAnswer> {
    return this.once('rollback', request, () => {
      const reference = request.referenceTransactionId;
      const unseen = this.rolledBackUnseen.get(reference);
      if (unseen) return unseen;
      if (!this.bets.has(reference) && !this.moves.has(reference)) {
        // A bet never seen: nothing moves, and it can never be debited.
        const answer = this.move('rollback', request, 0n);
        this.rolledBackUnseen.set(reference, answer);
        return answer;
      }
      const bet = this.bets.get(reference);
      if (bet?.round.playerToken !== request.playerToken || bet.round.id !== request.roundId) {
        // A win of this casino round stands as settled; anything else is not a bet of it.
        const won = this.wins.get(reference);
        if (won?.playerToken === request.playerToken && won.id === request.roundId) {
          throw new AppError('TRANSACTION_ALREADY_SETTLED', 'Round already settled');
        }
        throw new AppError('TRANSACTION_NOT_FOUND', 'No such transaction');
      }
      // Under whichever transaction id it comes, a bet's second rollback answers its first.
      if (bet.rolledBack) return bet.rolledBack;
      const { round } = bet;
      if (round.status !== 'OPEN' || round.paidOut > 0n) {
        throw new AppError('TRANSACTION_ALREADY_SETTLED', 'Round already settled');
      }
      round.stake -= bet.stake;
      // Nothing staked and nothing paid: the round is cancelled.
      if (round.stake === 0n) round.status = 'ROLLED_BACK';
      else if (request.roundClosed) round.status = 'CLOSED';
      bet.rolledBack = this.move('rollback', request, bet.stake);
      return bet.rolledBack;
    });
  }

  // A known player first; then a transaction id already used answers its first result to the
  // same request and refuses another; only a new one is applied.
  private once(
    call: Call,
    request: { playerToken: string; transactionId: string },
    apply: () => SeamlessWalletAnswer,
  ): SeamlessWalletAnswer {
    this.wallet(request.playerToken);
    const earlier = this.moves.get(request.transactionId);
    if (!earlier) return apply();
    if (earlier.request !== requestKey(call, request)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'Transaction id reused with another request');
    }
    return earlier.answer;
  }

  private openRound({ roundId, playerToken }: { roundId: string; playerToken: string }): Round {
    const round: Round = { id: roundId, playerToken, stake: 0n, paidOut: 0n, status: 'OPEN' };
    this.rounds.set(roundId, round);
    return round;
  }

  private expectOpen(round: Round): void {
    if (round.status === 'ROLLED_BACK') {
      throw new AppError('TRANSACTION_ROLLED_BACK', 'Every bet of this round was rolled back');
    }
    if (round.status === 'CLOSED') {
      throw new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already closed');
    }
  }

  private move(
    call: Call,
    request: { playerToken: string; transactionId: string },
    change: bigint,
  ): SeamlessWalletAnswer {
    const balance = this.wallet(request.playerToken) + change;
    this.balances.set(request.playerToken, balance);
    const answer = {
      balance: centsToAmount(balance),
      currency: this.currency,
      ledgerReference: `memory-${this.moves.size + 1}`,
    };
    this.moves.set(request.transactionId, { request: requestKey(call, request), answer });
    return answer;
  }

  private wallet(playerToken: string): bigint {
    const balance = this.balances.get(playerToken);
    if (balance === undefined) {
      throw new AppError('UNAUTHENTICATED', 'Unknown or expired player token');
    }
    return balance;
  }

  private amount(amount: string): bigint {
    if (!MONEY_AMOUNT_PATTERN.test(amount)) {
      throw invalidInput({ amount: 'amount must be a decimal string with at most two decimals' });
    }
    return amountToCents(amount);
  }
}

/** A request as the site compares repeats: the call and its fields, an amount by its value. */
function requestKey(call: Call, request: object): string {
  const fields: Record<string, unknown> = { ...request, call };
  if (typeof fields.amount === 'string') {
    fields.amount = centsToAmount(amountToCents(fields.amount));
  }
  return JSON.stringify(fields, Object.keys(fields).sort());
}
