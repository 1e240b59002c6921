import { useQuery } from '@tanstack/react-query';
import { isDemoSession, useSession } from '../../session';
import { fetchRewardCount, rewardKeys } from '../api';

/** How often the header asks again, so a reward the operator issues shows without a reload. */
const REWARD_COUNT_REFRESH_MS = 60_000;

/**
 * Rewards waiting to be claimed (the client state's availablePromoCount): the reward centre's red
 * count and part of the avatar's badge; 0 for a visitor or a demo account.
 */
export function useRewardCount(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: rewardKeys.count,
    queryFn: ({ signal }) => fetchRewardCount(signal),
    enabled: Boolean(session.token) && !session.passwordChangeRequired && !isDemoSession(session),
    refetchInterval: REWARD_COUNT_REFRESH_MS,
  });
  return data?.count ?? 0;
}
