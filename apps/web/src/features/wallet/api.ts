import {
  IDEMPOTENCY_KEY_HEADER,
  WALLET_PATHS,
  type ConsolidatedFundsResponse,
  type MerchantWalletResponse,
  type WalletBalanceResponse,
  type WalletTransferRequest,
  type WalletTransferResponse,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

/**
 * The game frame invalidates `balance` after rounds; a transfer invalidates `all`. Under the
 * member's key, so the session's end drops them.
 */
export const walletKeys = {
  all: [...memberKeys.all, 'wallet'] as const,
  balance: [...memberKeys.all, 'wallet', 'balance'] as const,
  consolidated: [...memberKeys.all, 'wallet', 'consolidated'] as const,
  merchant: [...memberKeys.all, 'wallet', 'merchant'] as const,
};

export function fetchBalance(signal?: AbortSignal): Promise<WalletBalanceResponse> {
  return api.get<WalletBalanceResponse>(WALLET_PATHS.balance, { signal });
}

export function fetchConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFundsResponse> {
  return api.get<ConsolidatedFundsResponse>(WALLET_PATHS.consolidatedFunds, { signal });
}

export function fetchMerchantWallet(signal?: AbortSignal): Promise<MerchantWalletResponse> {
  return api.get<MerchantWalletResponse>(WALLET_PATHS.merchantWallet, { signal });
}

export function transferFunds(
  request: WalletTransferRequest,
  idempotencyKey: string,
): Promise<WalletTransferResponse> {
  return api.post<WalletTransferResponse>(WALLET_PATHS.transfer, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
