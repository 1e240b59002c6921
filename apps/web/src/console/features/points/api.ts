import {
  CONSOLE_POINTS_PATHS as PATHS,
  type ConsoleMemberPoints,
  type ConsolePage,
  type ConsolePointOrder,
  type PointExchangeState,
  type PointsSettings,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const pointsKeys = {
  settings: ['console', 'points-settings'] as const,
  orders: ['console', 'point-orders'] as const,
  ordersOf: (status: PointExchangeState | null, page: number) =>
    ['console', 'point-orders', status, page] as const,
  member: (memberId: number) => ['console', 'member-points', memberId] as const,
};

export function fetchPointsSettings(signal?: AbortSignal) {
  return consoleApi.get<PointsSettings>(PATHS.settings, { signal });
}

export const savePointsSettings = (settings: PointsSettings) =>
  consoleApi.put<PointsSettings>(PATHS.settings, settings);

export function fetchPointOrders(
  status: PointExchangeState | null,
  page: number,
  signal?: AbortSignal,
) {
  return consoleApi.get<ConsolePage<ConsolePointOrder>>(PATHS.orders, {
    query: { ...pageQuery(page), status: status ?? undefined },
    signal,
  });
}

export const passPointOrder = (id: string) => consoleApi.post<ConsolePointOrder>(PATHS.pass(id));

export const rejectPointOrder = (id: string, reason: string) =>
  consoleApi.post<ConsolePointOrder>(PATHS.reject(id), { reason });

export function fetchMemberPoints(memberId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleMemberPoints>(PATHS.member(memberId), { signal });
}
