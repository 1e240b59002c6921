import {
  REFERRAL_PAGE_SIZE,
  REFERRAL_PATHS,
  type ReferralFriend,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralView,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const referralKeys = {
  all: [...memberKeys.all, 'referral'] as const,
  view: [...memberKeys.all, 'referral', 'view'] as const,
  friends: (pageNo: number) => [...memberKeys.all, 'referral', 'friends', pageNo] as const,
  rewards: (pageNo: number) => [...memberKeys.all, 'referral', 'rewards', pageNo] as const,
};

export function fetchReferral(signal?: AbortSignal): Promise<ReferralView> {
  return api.get<ReferralView>(REFERRAL_PATHS.referral, { signal });
}

export function fetchReferralFriends(
  pageNo: number,
  signal?: AbortSignal,
): Promise<ReferralPage<ReferralFriend>> {
  return api.get<ReferralPage<ReferralFriend>>(REFERRAL_PATHS.friends, {
    query: { pageNo, pageSize: REFERRAL_PAGE_SIZE },
    signal,
  });
}

export function fetchReferralRewards(
  pageNo: number,
  signal?: AbortSignal,
): Promise<ReferralPage<ReferralRewardView>> {
  return api.get<ReferralPage<ReferralRewardView>>(REFERRAL_PATHS.rewards, {
    query: { pageNo, pageSize: REFERRAL_PAGE_SIZE },
    signal,
  });
}
