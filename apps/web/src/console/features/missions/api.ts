import {
  CONSOLE_MISSION_PATHS as PATHS,
  type ConsoleMemberMissions,
  type ConsoleMissionList,
  type ConsoleMissionView,
  type MissionInput,
} from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

export const missionKeys = {
  list: ['console', 'missions'] as const,
  member: (memberId: number, page: number) =>
    ['console', 'member-missions', memberId, page] as const,
};

export function fetchMissions(signal?: AbortSignal) {
  return consoleApi.get<ConsoleMissionList>(PATHS.missions, { signal });
}

export const createMission = (input: MissionInput) =>
  consoleApi.post<ConsoleMissionView>(PATHS.missions, input);

export const saveMission = (id: number, input: MissionInput) =>
  consoleApi.put<ConsoleMissionView>(PATHS.mission(id), input);

export function fetchMemberMissions(memberId: number, pageNo: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleMemberMissions>(PATHS.member(memberId), {
    query: { pageNo },
    signal,
  });
}
