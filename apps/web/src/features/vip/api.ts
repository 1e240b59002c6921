import { VIP_PATHS, type VipRank } from '@wps/shared-types';
import { api } from '../../api/client';

export const vipKeys = {
  ranks: ['vip', 'ranks'] as const,
};

export function fetchVipRanks(signal?: AbortSignal): Promise<VipRank[]> {
  return api.get<VipRank[]>(VIP_PATHS.ranks, { signal });
}
