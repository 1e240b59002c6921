import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { transferFunds, walletKeys } from '../api';

// The return of the game just left, due once the page has moved on. React's development mode
// unmounts and mounts a page again at once; the second mount cancels the first one's return.
let dueReturn: ReturnType<typeof setTimeout> | undefined;

/**
 * While a game of the transfer-wallet vendor `gameWallet` is open, and the site is set to do so,
 * leaving it brings the member's game wallets back to MAIN (the member centre's "all back to main
 * wallet"), so the money is where deposits, withdrawals and the header show it.
 */
export function useGameWalletReturn(gameWallet: string | null, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!gameWallet || !enabled) return;
    clearTimeout(dueReturn);
    return () => {
      dueReturn = setTimeout(() => {
        void transferFunds({ direction: 'ALL_TO_MAIN' }, crypto.randomUUID())
          .catch(() => undefined)
          .finally(() => void queryClient.invalidateQueries({ queryKey: walletKeys.all }));
      });
    };
  }, [gameWallet, enabled, queryClient]);
}
