import {
  BONUS_PAGE_SIZE,
  BONUS_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  REWARD_PAGE_SIZE,
  REWARD_PATHS,
  type BonusPage,
  type RaffleDrawView,
  type RaffleView,
  type RewardList,
  type RewardPage,
  type RewardView,
} from '@wps/shared-types';
import { api } from '../../api/client';

export { rewardKeys } from './keys';

export function fetchRewards(
  list: RewardList,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RewardPage> {
  return api.get<RewardPage>(REWARD_PATHS.rewards, {
    query: { list, pageNo, pageSize: REWARD_PAGE_SIZE },
    signal,
  });
}

export function claimReward(rewardId: string, idempotencyKey: string): Promise<RewardView> {
  return api.post<RewardView>(REWARD_PATHS.claim(rewardId), undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function fetchRaffles(signal?: AbortSignal): Promise<RaffleView[]> {
  return api.get<RaffleView[]>(REWARD_PATHS.raffles, { signal });
}

export function drawRaffle(raffleId: string, idempotencyKey: string): Promise<RaffleDrawView> {
  return api.post<RaffleDrawView>(
    REWARD_PATHS.raffleClaim,
    { raffleId },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export function fetchBonuses(pageNo: number, signal?: AbortSignal): Promise<BonusPage> {
  return api.get<BonusPage>(BONUS_PATHS.bonuses, {
    query: { pageNo, pageSize: BONUS_PAGE_SIZE },
    signal,
  });
}
