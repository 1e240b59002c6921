import type { Logger } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { centsToAmount } from './money.js';
import { type WalletPort, WalletUnreachableError } from './wallet-port.js';

// Rounds paid when bought and settled later by a job (4D tickets, sportsbook bets): the stake is
// debited at once, the payout credited when the draw or the match is over. Transaction ids
// derive from the round id, so every repeat of a call is idempotent.

const WALLET_RETRIES = 3;
const WALLET_RETRY_DELAY_MS = 200;

/** A bought round as the seamless wallet knows it. */
export interface BoughtRound {
  roundId: string;
  playerToken: string;
  gameCode: string;
}

/** Moves the round's own record on from PENDING. */
export type MoveFromPending = (to: 'OPEN' | 'ROLLED_BACK') => Promise<unknown>;

export async function repeatUnanswered<T>(attempt: () => Promise<T>): Promise<T> {
  for (let repeat = 0; ; repeat++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WalletUnreachableError) || repeat >= WALLET_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, WALLET_RETRY_DELAY_MS * (repeat + 1)));
    }
  }
}

/**
 * Debits the stake and opens the round. A refused debit (funds) left nothing to undo; one that
 * may have landed is cancelled, and without an answer to that either the job rolls the round
 * back later. `notBought` ends the player's message then ("no ticket was bought").
 */
export async function debitBought(
  wallet: WalletPort,
  round: BoughtRound,
  stake: bigint,
  move: MoveFromPending,
  notBought: string,
): Promise<void> {
  const { roundId, playerToken, gameCode } = round;
  try {
    await repeatUnanswered(() =>
      wallet.debit({
        playerToken,
        transactionId: `${roundId}:debit`,
        roundId,
        gameCode,
        amount: centsToAmount(stake),
      }),
    );
  } catch (error) {
    if (error instanceof WalletUnreachableError) {
      await rollBackBought(wallet, round, move).catch(() => undefined);
      throw new AppError('SERVICE_UNAVAILABLE', `The wallet did not answer; ${notBought}`);
    }
    await move('ROLLED_BACK');
    throw error;
  }
  await move('OPEN');
}

/**
 * Credits the payout (zero closes a lost round). Answers false while the wallet does not answer:
 * the payout stays owed and the job's next run sends it again. A definite refusal will not change
 * by sending it again: it is logged for the operator and the round counts as settled.
 */
export async function creditBought(
  wallet: WalletPort,
  round: BoughtRound,
  payout: bigint,
  logger: Logger,
): Promise<boolean> {
  const { roundId, playerToken, gameCode } = round;
  try {
    await repeatUnanswered(() =>
      wallet.credit({
        playerToken,
        transactionId: `${roundId}:credit`,
        roundId,
        gameCode,
        amount: centsToAmount(payout),
        roundClosed: true,
      }),
    );
  } catch (error) {
    if (error instanceof WalletUnreachableError) {
      logger.warn(`the payout of round ${roundId} is still owed: ${String(error)}`);
      return false;
    }
    logger.error(`the wallet refused the payout of round ${roundId}: ${String(error)}`);
  }
  return true;
}

/** Cancels the round's debit; an unknown debit never landed, so there is nothing to undo. */
export async function rollBackBought(
  wallet: WalletPort,
  { roundId, playerToken }: BoughtRound,
  move: MoveFromPending,
): Promise<void> {
  try {
    await repeatUnanswered(() =>
      wallet.rollback({
        playerToken,
        transactionId: `${roundId}:rollback`,
        referenceTransactionId: `${roundId}:debit`,
        roundId,
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'TRANSACTION_NOT_FOUND')) throw error;
  }
  await move('ROLLED_BACK');
}
