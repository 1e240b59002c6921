import { useQuery } from '@tanstack/react-query';
import { REWARD_COUNT_PATH, type RewardCount } from '@wps/shared-types';
import { api } from '../../../api/client';
import { isDemoSession, useSession } from '../../session';
import { rewardKeys } from '../keys';

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
    queryFn: ({ signal }) => api.get<RewardCount>(REWARD_COUNT_PATH, { signal }),
    enabled: Boolean(session.token) && !session.passwordChangeRequired && !isDemoSession(session),
    refetchInterval: REWARD_COUNT_REFRESH_MS,
  });
  return data?.count ?? 0;
}
