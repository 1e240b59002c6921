import { Logger } from '@nestjs/common';
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

/**
 * A round the provider recorded as open: finished by its win once its stake was debited, by
 * rolling the stake back otherwise.
 */
export interface RoundToFinish {
  roundId: string;
  playerToken: string;
  gameCode: string;
  /** The drawn payout (a decimal string), owed once the stake was debited. */
  payout: string;
  /** The wallet acknowledged the stake. */
  debited: boolean;
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
 * is idempotent. As vendors do: a bet without an answer is rolled back; a win without an
 * answer stays owed and is sent again until the wallet acknowledges it (here, then by the
 * open-rounds job), never turned into a refund of the bet.
 */
export class ProviderRoundService {
  private readonly logger = new Logger('ProviderRoundService');
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
    // Drawn before the debit: the seeds are committed already, so the order changes nothing the
    // player can see, a game that fails moves no money, and the open record holds the outcome.
    const outcome = game.play(new RoundRandom(seeds), bet);
    const round: RoundToFinish = {
      roundId,
      playerToken,
      gameCode,
      payout: centsToAmount(outcome.payout),
      debited: false,
    };
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
    // From here the win is owed: a round left open is finished by its win, not by a rollback.
    await this.log.debited(roundId);
    const settled = await this.payOut({ ...round, debited: true });
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
   * Finishes a round left open: one whose stake was debited by sending its win again, one whose
   * debit got no answer (not even its rollback) by rolling the debit back. Answers how the round
   * ended; throws SERVICE_UNAVAILABLE while the wallet still does not answer.
   */
  async finish(round: RoundToFinish): Promise<ClosedRoundStatus> {
    if (!round.debited) return this.rollBack(round, 'left open');
    await this.payOut(round);
    return 'SETTLED';
  }

  /**
   * Sends the round's win (zero for a loss, which closes the round) and closes the round
   * SETTLED once the wallet acknowledges it. Without an answer the round stays open, debited,
   * for the open-rounds job to send the win again. A definite refusal will not change by
   * sending it again: the round is closed and the refusal logged, for the operator to settle.
   */
  private async payOut(round: RoundToFinish): Promise<SeamlessWalletAnswer> {
    const { roundId, playerToken, gameCode, payout } = round;
    try {
      const settled = await this.call(() =>
        this.wallet.credit({
          playerToken,
          transactionId: `${roundId}:credit`,
          roundId,
          gameCode,
          amount: payout,
          // A round of the built-in games ends with its one credit.
          roundClosed: true,
        }),
      );
      await this.log.close(roundId, 'SETTLED');
      return settled;
    } catch (error) {
      if (error instanceof WalletUnreachableError) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `The wallet did not acknowledge the win of round ${roundId}; it is sent again until it does`,
          { roundId },
        );
      }
      // The round's bet was rolled back meanwhile (by the wallet's side): nothing is owed.
      if (error instanceof AppError && error.code === 'TRANSACTION_ROLLED_BACK') {
        await this.log.close(roundId, 'ROLLED_BACK');
        throw error;
      }
      this.logger.error(
        `The wallet refused the win of ${payout} of round ${roundId}: ${String(error)}`,
      );
      await this.log.close(roundId, 'SETTLED');
      throw error;
    }
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
