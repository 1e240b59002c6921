import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  ProviderBetRequest,
  ProviderFairness,
  ProviderRoundResponse,
  ProviderSessionResponse,
} from '@wps/shared-types';
import { PlayerTokenExpired, fairnessAfter, fetchSession, playRound, providerKeys } from '../api';
import { postBalanceChanged } from '../balance-message';

// Like the query client's default, but a dead player token will not come back on a retry.
function retrySession(failureCount: number, error: unknown): boolean {
  return !(error instanceof PlayerTokenExpired) && failureCount < 2;
}

/**
 * The player session. After loading it is kept up to date from the answers (balance and
 * fairness of each round, seed changes) rather than refetched, so it never moves under a round.
 */
export function useProviderSession(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: providerKeys.session(token),
    queryFn: ({ signal }) => fetchSession(token, signal),
    staleTime: Infinity,
    retry: retrySession,
  });

  const updateSession = useCallback(
    (change: Partial<ProviderSessionResponse>) =>
      queryClient.setQueryData<ProviderSessionResponse>(providerKeys.session(token), (session) =>
        session ? { ...session, ...change } : session,
      ),
    [queryClient, token],
  );

  const updateFairness = useCallback(
    (fairness: ProviderFairness) => updateSession({ fairness }),
    [updateSession],
  );

  return { query, updateSession, updateFairness };
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Plays rounds: on each answer the session takes the new balance and fairness, the history is
 * refreshed and the site that framed the client is told to refresh the member's balance. The
 * answer is held for `minimumMs` so an animation can finish before the result and the new
 * balance show together.
 */
export function usePlayRound<TBet extends ProviderBetRequest>(
  token: string,
  updateSession: (change: Partial<ProviderSessionResponse>) => void,
  minimumMs = 0,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bet: TBet): Promise<ProviderRoundResponse> => {
      const [round] = await Promise.all([playRound(token, bet), wait(minimumMs)]);
      return round;
    },
    onSuccess: (round) => {
      updateSession({ balance: round.balance, fairness: fairnessAfter(round) });
      void queryClient.invalidateQueries({ queryKey: providerKeys.allRounds(token) });
      postBalanceChanged();
    },
  });
}
