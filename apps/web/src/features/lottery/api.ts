import {
  LOBBY_PATHS,
  LOTTERY_DEVICE,
  type OpenedNumeroQuery,
  type OpenedNumeroResponse,
} from '@wps/shared-types';
import { api } from '../../api/client';

// The one-game result needs a token; it hangs under the lobby's lottery key so a draw's refresh
// reaches it with the menus.
export const lotteryKeys = {
  all: ['lobby', 'lottery'] as const,
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
