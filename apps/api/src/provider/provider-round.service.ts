import type { SeamlessRollbackRequest, SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { GameOutcome, ProviderGame } from './games/game.js';
import { centsToAmount } from './money.js';
import type { PlayerSeeds } from './player-seeds.js';
import { RoundRandom } from './provably-fair.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

export interface PlayRoundRequest<TBet> {
  /** The provider's stable id of the player; their seeds are kept under it. */
  playerId: string;
  /** The token the game launch handed over; the wallet knows the player by it. */
  playerToken: string;
  bet: TBet;
}

export interface PlayedRound<TOutcome> {
  roundId: string;
  gameCode: string;
  stake: string;
  payout: string;
  /** The wallet after the round. */
  balance: string;
  currency: string;
  /** What the round was drawn from; the server seed is revealed when the player rotates it. */
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  outcome: TOutcome;
}

export interface RoundRetryOptions {
  /** Repeats of a wallet call that got no definite answer. */
  retries?: number;
  /** Wait before the n-th repeat is n times this. */
  retryDelayMs?: number;
  sleep?: (milliseconds: number) => Promise<void>;
}

const defaultSleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Plays one round of a provider game and settles it through the seamless wallet: debit the
 * stake, draw the outcome, credit the payout (zero closes a lost round). Transaction ids derive
 * from the round id, so every repeat of a call after a network failure is idempotent; when the
 * round cannot be completed after the debit, the debit is rolled back.
 */
export class ProviderRoundService {
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly sleep: (milliseconds: number) => Promise<void>;

  constructor(
    private readonly wallet: WalletPort,
    private readonly seeds: PlayerSeeds,
    options: RoundRetryOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async play<TBet, TOutcome extends GameOutcome>(
    game: ProviderGame<TBet, TOutcome>,
    { playerId, playerToken, bet }: PlayRoundRequest<TBet>,
  ): Promise<PlayedRound<TOutcome>> {
    const stake = game.stake(bet);
    const seeds = await this.seeds.takeRound(playerId);
    // Unique without a counter of its own: a seed hash is never reused and each nonce once.
    const roundId = `${seeds.serverSeedHash.slice(0, 24)}-${seeds.nonce}`;
    const debitId = `${roundId}:debit`;
    const rollback: SeamlessRollbackRequest = {
      playerToken,
      transactionId: `${roundId}:rollback`,
      referenceTransactionId: debitId,
      roundId,
    };
    try {
      await this.call(() =>
        this.wallet.debit({
          playerToken,
          transactionId: debitId,
          roundId,
          gameCode: game.code,
          amount: centsToAmount(stake),
        }),
      );
    } catch (error) {
      // A debit that may have landed is cancelled; a refused one (funds) left nothing to undo.
      if (error instanceof WalletUnreachableError) await this.rollBack(rollback, error);
      throw this.unavailable(error);
    }
    let outcome: TOutcome;
    try {
      outcome = game.play(new RoundRandom(seeds), bet);
    } catch (error) {
      await this.rollBack(rollback, error);
      throw error;
    }
    let settled: SeamlessWalletAnswer;
    try {
      settled = await this.call(() =>
        this.wallet.credit({
          playerToken,
          transactionId: `${roundId}:credit`,
          roundId,
          gameCode: game.code,
          amount: centsToAmount(outcome.payout),
        }),
      );
    } catch (error) {
      // "Already settled" means the credit did land and only its answer was lost.
      if ((await this.rollBack(rollback, error)) === 'rolled-back') throw this.unavailable(error);
      settled = await this.call(() => this.wallet.balance({ playerToken }));
    }
    return {
      roundId,
      gameCode: game.code,
      stake: centsToAmount(stake),
      payout: centsToAmount(outcome.payout),
      balance: settled.balance,
      currency: settled.currency,
      fairness: {
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      },
      outcome,
    };
  }

  // Cancels the round's debit. An unknown debit never landed, so there is nothing to undo.
  private async rollBack(
    request: SeamlessRollbackRequest,
    cause: unknown,
  ): Promise<'rolled-back' | 'settled'> {
    try {
      await this.call(() => this.wallet.rollback(request));
      return 'rolled-back';
    } catch (error) {
      if (error instanceof AppError && error.code === 'TRANSACTION_NOT_FOUND') return 'rolled-back';
      if (error instanceof AppError && error.code === 'TRANSACTION_ALREADY_SETTLED') {
        return 'settled';
      }
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `Round ${request.roundId} could not be rolled back and is left open`,
        { roundId: request.roundId, cause: String(cause) },
      );
    }
  }

  private unavailable(error: unknown): unknown {
    return error instanceof WalletUnreachableError
      ? new AppError('SERVICE_UNAVAILABLE', 'The wallet did not answer; the round was cancelled')
      : error;
  }

  private async call<T>(attempt: () => Promise<T>): Promise<T> {
    for (let repeat = 0; ; repeat++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WalletUnreachableError) || repeat >= this.retries) throw error;
        await this.sleep(this.retryDelayMs * (repeat + 1));
      }
    }
  }
}
