import {
  CONSOLE_BONUS_PATHS as BONUS_PATHS,
  CONSOLE_REWARD_PATHS as PATHS,
  type BonusSettings,
  type ConsoleBonusView,
  type ConsolePage,
  type ConsoleRaffleView,
  type RaffleSettings,
  type RewardIssueRequest,
  type RewardIssueView,
  type RewardView,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const rewardKeys = {
  all: ['console', 'rewards'] as const,
  issues: (page: number) => ['console', 'rewards', 'issues', page] as const,
  raffles: (page: number) => ['console', 'rewards', 'raffles', page] as const,
  bonuses: (account: string, page: number) =>
    ['console', 'rewards', 'bonuses', account, page] as const,
  bonusSettings: ['console', 'rewards', 'bonus-settings'] as const,
  member: (memberId: number, list: 'bonuses' | 'rewards', page: number) =>
    ['console', 'rewards', 'member', memberId, list, page] as const,
};

export const fetchIssues = (page: number, signal?: AbortSignal) =>
  consoleApi.get<ConsolePage<RewardIssueView>>(PATHS.issues, { query: pageQuery(page), signal });

export const issueReward = (request: RewardIssueRequest) =>
  consoleApi.post<RewardIssueView>(PATHS.issues, request);

export const cancelIssue = (issueId: string) =>
  consoleApi.post<{ cancelled: number }>(PATHS.cancelIssue(issueId), {});

export const fetchRaffles = (page: number, signal?: AbortSignal) =>
  consoleApi.get<ConsolePage<ConsoleRaffleView>>(PATHS.raffles, { query: pageQuery(page), signal });

export const saveRaffle = ({ id, settings }: { id: string | null; settings: RaffleSettings }) =>
  id === null
    ? consoleApi.post<ConsoleRaffleView>(PATHS.raffles, settings)
    : consoleApi.put<ConsoleRaffleView>(PATHS.raffle(id), settings);

export const fetchBonuses = (
  filter: { account?: string; memberId?: number },
  page: number,
  signal?: AbortSignal,
) =>
  consoleApi.get<ConsolePage<ConsoleBonusView>>(BONUS_PATHS.bonuses, {
    query: { ...pageQuery(page), ...filter },
    signal,
  });

export const forfeitBonus = ({ id, reason }: { id: string; reason: string }) =>
  consoleApi.post<ConsoleBonusView>(BONUS_PATHS.forfeit(id), { reason });

export const fetchBonusSettings = (signal?: AbortSignal) =>
  consoleApi.get<BonusSettings>(BONUS_PATHS.settings, { signal });

export const saveBonusSettings = (settings: BonusSettings) =>
  consoleApi.put<BonusSettings>(BONUS_PATHS.settings, settings);

export const fetchMemberRewards = (memberId: number, page: number, signal?: AbortSignal) =>
  consoleApi.get<ConsolePage<RewardView>>(PATHS.rewards, {
    query: { ...pageQuery(page), memberId },
    signal,
  });
