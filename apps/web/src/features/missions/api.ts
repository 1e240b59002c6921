import {
  IDEMPOTENCY_KEY_HEADER,
  MISSION_PATHS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardView,
  type MissionClaimView,
  type MissionCount,
  type MissionSummary,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const missionKeys = {
  all: [...memberKeys.all, 'missions'] as const,
  summary: [...memberKeys.all, 'missions', 'summary'] as const,
  count: [...memberKeys.all, 'missions', 'count'] as const,
  leaderboard: (period: LeaderboardPeriod, metric: LeaderboardMetric) =>
    [...memberKeys.all, 'missions', 'leaderboard', period, metric] as const,
};

export function fetchMissions(signal?: AbortSignal): Promise<MissionSummary> {
  return api.get<MissionSummary>(MISSION_PATHS.missions, { signal });
}

export function fetchMissionCount(signal?: AbortSignal): Promise<MissionCount> {
  return api.get<MissionCount>(MISSION_PATHS.count, { signal });
}

export function claimMission(missionId: number, idempotencyKey: string): Promise<MissionClaimView> {
  return api.post<MissionClaimView>(MISSION_PATHS.claim(missionId), undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function fetchLeaderboard(
  period: LeaderboardPeriod,
  metric: LeaderboardMetric,
  signal?: AbortSignal,
): Promise<LeaderboardView> {
  return api.get<LeaderboardView>(MISSION_PATHS.leaderboard, {
    query: { period, metric },
    signal,
  });
}
