import {
  CONSOLE_REFERRAL_PATHS as PATHS,
  REFERRAL_PAGE_SIZE,
  type ConsoleMemberReferral,
  type ConsoleReferralFriend,
  type ConsoleReferralSummary,
  type ConsoleReferrer,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralSettings,
} from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

export const referralKeys = {
  all: ['console', 'referral'] as const,
  settings: ['console', 'referral', 'settings'] as const,
  summary: ['console', 'referral', 'summary'] as const,
  referrers: (page: number) => ['console', 'referral', 'referrers', page] as const,
  rewards: (memberId: number | null, page: number) =>
    ['console', 'referral', 'rewards', memberId, page] as const,
  member: (memberId: number) => ['console', 'referral', 'member', memberId] as const,
  friends: (memberId: number, page: number) =>
    ['console', 'referral', 'friends', memberId, page] as const,
};

const paging = (page: number) => ({ pageNo: page, pageSize: REFERRAL_PAGE_SIZE });

export const fetchReferralSettings = (signal?: AbortSignal) =>
  consoleApi.get<ReferralSettings>(PATHS.settings, { signal });

export const saveReferralSettings = (settings: ReferralSettings) =>
  consoleApi.put<ReferralSettings>(PATHS.settings, settings);

export const fetchReferralSummary = (signal?: AbortSignal) =>
  consoleApi.get<ConsoleReferralSummary>(PATHS.summary, { signal });

export const fetchReferrers = (page: number, signal?: AbortSignal) =>
  consoleApi.get<ReferralPage<ConsoleReferrer>>(PATHS.referrers, { query: paging(page), signal });

export const fetchReferralRewards = (memberId: number | null, page: number, signal?: AbortSignal) =>
  consoleApi.get<ReferralPage<ReferralRewardView>>(PATHS.rewards, {
    query: memberId === null ? paging(page) : { ...paging(page), memberId },
    signal,
  });

export const fetchMemberReferral = (memberId: number, signal?: AbortSignal) =>
  consoleApi.get<ConsoleMemberReferral>(PATHS.member(memberId), { signal });

export const fetchMemberFriends = (memberId: number, page: number, signal?: AbortSignal) =>
  consoleApi.get<ReferralPage<ConsoleReferralFriend>>(PATHS.memberFriends(memberId), {
    query: paging(page),
    signal,
  });
