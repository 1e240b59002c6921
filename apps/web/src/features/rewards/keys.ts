import type { RewardList } from '@wps/shared-types';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data. A module of
// its own: the header's count loads it with the home page, the pages' calls stay in their chunks.
export const rewardKeys = {
  all: [...memberKeys.all, 'rewards'] as const,
  count: [...memberKeys.all, 'rewards', 'count'] as const,
  list: (list: RewardList, pageNo: number) =>
    [...memberKeys.all, 'rewards', 'list', list, pageNo] as const,
  raffles: [...memberKeys.all, 'rewards', 'raffles'] as const,
  bonuses: (pageNo: number) => [...memberKeys.all, 'bonuses', pageNo] as const,
};
