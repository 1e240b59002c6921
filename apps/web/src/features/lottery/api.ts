import {
  LOBBY_PATHS,
  LOTTERY_DEVICE,
  type LotteryMenuResponse,
  type LotteryQuery,
  type LotteryRecentMenuResponse,
  type OpenedNumeroQuery,
  type OpenedNumeroResponse,
  type OpenedNumerosQuery,
  type OpenedNumerosResponse,
  type PopularLotteryQuery,
  type PopularLotteryResponse,
} from '@wps/shared-types';
import { api } from '../../api/client';

// Menus, popular list and results hang under one key, so a draw's refresh reaches them all; the
// recent menu is the member's, under the lobby's member key.
export const lotteryKeys = {
  all: ['lobby', 'lottery'] as const,
  menus: (query: LotteryQuery) => ['lobby', 'lottery', 'menus', query] as const,
  recentMenu: (query: LotteryQuery) => ['lobby', 'member', 'lotteryRecent', query] as const,
  popular: (query: PopularLotteryQuery) => ['lobby', 'lottery', 'popular', query] as const,
  openedNumeros: (query: OpenedNumerosQuery) => ['lobby', 'lottery', 'opened', query] as const,
  openedNumero: (query: OpenedNumeroQuery) => ['lobby', 'lottery', 'openedNumero', query] as const,
};

/** The last result of one lottery game and its next draw (token). */
export function fetchOpenedNumero(
  query: OpenedNumeroQuery,
  signal?: AbortSignal,
): Promise<OpenedNumeroResponse> {
  return api.get(LOBBY_PATHS.openedNumero, {
    query: { device: LOTTERY_DEVICE, ...query },
    signal,
  });
}

const lotteryQuery = (query: LotteryQuery) => ({ device: LOTTERY_DEVICE, ...query });

export function fetchLotteryMenus(
  query: LotteryQuery,
  signal?: AbortSignal,
): Promise<LotteryMenuResponse> {
  return api.get(LOBBY_PATHS.lotteryMenus, { query: lotteryQuery(query), signal });
}

export function fetchLotteryRecentMenu(
  query: LotteryQuery,
  signal?: AbortSignal,
): Promise<LotteryRecentMenuResponse> {
  return api.get(LOBBY_PATHS.vietnameseLotteryRecentMenu, { query: lotteryQuery(query), signal });
}

export function fetchPopularLotteries(
  query: PopularLotteryQuery,
  signal?: AbortSignal,
): Promise<PopularLotteryResponse> {
  return api.get(LOBBY_PATHS.popularLotteries, { query: lotteryQuery(query), signal });
}

export function fetchOpenedNumeros(
  query: OpenedNumerosQuery,
  signal?: AbortSignal,
): Promise<OpenedNumerosResponse> {
  return api.get(LOBBY_PATHS.vietnameseOpenedNumeros, { query: lotteryQuery(query), signal });
}
