import type { ProviderFairness, SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { GameOutcome, ProviderGame } from './games/game.js';
import { centsToAmount } from './money.js';
import type { PlayerSeeds } from './player-seeds.js';
import { RoundRandom } from './provably-fair.js';
import type { ClosedRoundStatus, RoundLog } from './round-log.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

export interface PlayRoundRequest<TBet> {
  /** The provider's stable id of the player; their seeds are kept under it. */
  playerId: string;
  /** The token the game launch handed over; the wallet knows the player by it. */
  playerToken: string;
  /** The catalogue game the player launched: the wallet books the round against it. */
  gameCode: string;
  vendorCode: string;
  bet: TBet;
}

/** A round the provider recorded as open, to be finished by rolling its debit back. */
export interface RoundToFinish {
  roundId: string;
  playerToken: string;
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
  fairness: ProviderFairness;
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
 * Plays one round of a provider game and settles it through the seamless wallet: draw the
 * outcome, record the round, debit the stake, credit the payout (zero closes a lost round).
 * Transaction ids derive from the round id, so every repeat of a call after a network failure
 * is idempotent; when the round cannot be completed after the debit, the debit is rolled back.
 */
export class ProviderRoundService {
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly sleep: (milliseconds: number) => Promise<void>;

  constructor(
    private readonly wallet: WalletPort,
    private readonly seeds: PlayerSeeds,
    private readonly log: RoundLog,
    options: RoundRetryOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async play<TBet, TOutcome extends GameOutcome>(
    game: ProviderGame<TBet, TOutcome>,
    { playerId, playerToken, gameCode, vendorCode, bet }: PlayRoundRequest<TBet>,
  ): Promise<PlayedRound<TOutcome>> {
    const stake = game.stake(bet);
    const seeds = await this.seeds.takeRound(playerId);
    // Unique without a counter of its own: a seed hash is never reused and each nonce once.
    const roundId = `${seeds.serverSeedHash.slice(0, 24)}-${seeds.nonce}`;
    const round: RoundToFinish = { roundId, playerToken };
    // Drawn before the debit: the seeds are committed already, so the order changes nothing the
    // player can see, a game that fails moves no money, and the open record holds the outcome.
    const outcome = game.play(new RoundRandom(seeds), bet);
    await this.log.open({
      roundId,
      playerId,
      playerToken,
      providerGame: game.code,
      gameCode,
      vendorCode,
      bet,
      stake,
      outcome,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    });
    try {
      await this.call(() =>
        this.wallet.debit({
          playerToken,
          transactionId: `${roundId}:debit`,
          roundId,
          gameCode,
          amount: centsToAmount(stake),
        }),
      );
    } catch (error) {
      // A debit that may have landed is cancelled; a refused one (funds) left nothing to undo.
      if (error instanceof WalletUnreachableError) await this.rollBack(round, error);
      else await this.log.close(roundId, 'ROLLED_BACK');
      throw this.unavailable(error);
    }
    let settled: SeamlessWalletAnswer;
    try {
      settled = await this.call(() =>
        this.wallet.credit({
          playerToken,
          transactionId: `${roundId}:credit`,
          roundId,
          gameCode,
          amount: centsToAmount(outcome.payout),
        }),
      );
      await this.log.close(roundId, 'SETTLED');
    } catch (error) {
      // "Already settled" means the credit did land and only its answer was lost.
      if ((await this.rollBack(round, error)) === 'ROLLED_BACK') throw this.unavailable(error);
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

  /**
   * Finishes a round left open (its rollback got no answer while it was played) by rolling its
   * debit back now; answers how the round ended. Throws SERVICE_UNAVAILABLE while the wallet
   * still does not answer.
   */
  finish(round: RoundToFinish): Promise<ClosedRoundStatus> {
    return this.rollBack(round, 'left open');
  }

  // Cancels the round's debit and records how the round ended. An unknown debit never landed,
  // so there is nothing to undo; "already settled" means the credit landed.
  private async rollBack(
    { roundId, playerToken }: RoundToFinish,
    cause: unknown,
  ): Promise<ClosedRoundStatus> {
    let status: ClosedRoundStatus;
    try {
      await this.call(() =>
        this.wallet.rollback({
          playerToken,
          transactionId: `${roundId}:rollback`,
          referenceTransactionId: `${roundId}:debit`,
          roundId,
        }),
      );
      status = 'ROLLED_BACK';
    } catch (error) {
      if (error instanceof AppError && error.code === 'TRANSACTION_NOT_FOUND') {
        status = 'ROLLED_BACK';
      } else if (error instanceof AppError && error.code === 'TRANSACTION_ALREADY_SETTLED') {
        status = 'SETTLED';
      } else {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `Round ${roundId} could not be rolled back and is left open`,
          { roundId, cause: String(cause) },
        );
      }
    }
    await this.log.close(roundId, status);
    return status;
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
