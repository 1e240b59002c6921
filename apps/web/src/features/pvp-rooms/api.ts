import { PVP_ROOM_PATHS, type Language, type PvpRoomPage } from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys: `seated` is the member's, and logout forgets it with the rest.
export const pvpRoomKeys = {
  page: (pageNo: number, language: Language) =>
    [...memberKeys.all, 'pvpRooms', pageNo, language] as const,
};

export const PVP_ROOMS_PER_PAGE = 10;

export function fetchPvpRooms(
  pageNo: number,
  language: Language,
  signal?: AbortSignal,
): Promise<PvpRoomPage> {
  return api.get<PvpRoomPage>(PVP_ROOM_PATHS.rooms, {
    query: { pageNo, pageSize: PVP_ROOMS_PER_PAGE, language },
    signal,
  });
}
