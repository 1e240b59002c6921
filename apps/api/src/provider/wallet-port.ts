import type {
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessRollbackRequest,
  SeamlessWalletAnswer,
} from '@wps/shared-types';

/**
 * The site's seamless wallet as the provider calls it. A definite refusal is an AppError with
 * the contract's code (INSUFFICIENT_FUNDS, TRANSACTION_NOT_FOUND, ...); a call whose effect is
 * unknown throws WalletUnreachableError.
 */
export interface WalletPort {
  balance(request: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer>;
  debit(request: SeamlessDebitRequest): Promise<SeamlessWalletAnswer>;
  credit(request: SeamlessCreditRequest): Promise<SeamlessWalletAnswer>;
  rollback(request: SeamlessRollbackRequest): Promise<SeamlessWalletAnswer>;
}

/**
 * No definite answer (network failure, timeout, 5xx, 429): the call may or may not have taken
 * effect, so it is safe to repeat only with the same transaction id.
 */
export class WalletUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletUnreachableError';
  }
}
