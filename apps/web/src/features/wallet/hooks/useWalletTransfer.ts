import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { WalletTransferRequest, WalletTransferResponse } from '@wps/shared-types';
import { transferFunds, walletKeys } from '../api';

/**
 * A transfer between the member's wallets. One idempotency key per request body: a retry of the
 * same request (after a time-out or a network error) sends the same key, so the server moves the
 * money at most once. A success refreshes every wallet figure and `onDone`'s.
 */
export function useWalletTransfer(onDone?: () => void) {
  const queryClient = useQueryClient();
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMutation<WalletTransferResponse, Error, WalletTransferRequest>({
    mutationFn: (request) => {
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: crypto.randomUUID() };
      return transferFunds(request, pending.current.key);
    },
    onSuccess: () => {
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      onDone?.();
    },
  });
}
