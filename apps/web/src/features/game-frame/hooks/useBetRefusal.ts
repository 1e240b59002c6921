import { useQuery } from '@tanstack/react-query';
import type { BetRefusal } from '@wps/shared-types';
import { useState } from 'react';
import { fetchBetRefusal, playKeys } from '../api';

/** How often the frame asks whether the wallet refused a bet: soon after the game said no. */
export const BET_REFUSAL_POLL_MS = 5_000;

/**
 * A bet the wallet refused for a limit or an exclusion since the game opened. The vendor's game
 * says no more than "bet refused", so the frame asks the site. A refusal from before the game
 * opened, or one the player closed, is not shown again.
 */
export function useBetRefusal(enabled: boolean): {
  refusal: BetRefusal | null;
  dismiss: () => void;
} {
  const query = useQuery({
    queryKey: playKeys.betRefusal,
    queryFn: ({ signal }) => fetchBetRefusal(signal),
    enabled,
    staleTime: 0,
    refetchInterval: BET_REFUSAL_POLL_MS,
  });
  const latest = query.data?.refusal ?? null;
  // The time of the refusal not to show; undefined until the first answer sets it.
  const [passed, setPassed] = useState<string | null | undefined>(undefined);
  if (passed === undefined && query.data) setPassed(latest?.at ?? null);

  return {
    refusal: enabled && passed !== undefined && latest && latest.at !== passed ? latest : null,
    dismiss: () => setPassed(latest?.at ?? null),
  };
}
