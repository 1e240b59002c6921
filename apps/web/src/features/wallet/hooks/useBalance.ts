import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session';
import { fetchBalance, walletKeys } from '../api';

/** The header's balance (sumBalance); fetched while a session exists. */
export function useBalance() {
  const session = useSession();
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: Boolean(session.token) && !session.passwordChangeRequired,
  });
}
