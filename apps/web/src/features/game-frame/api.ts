import { PROTECTION_PATHS, type BetRefusalStatus, type PlaySessionStatus } from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

/** Under the member's key, so the session's end drops them. */
export const playKeys = {
  session: [...memberKeys.all, 'protection', 'play-session'] as const,
  /** The figures of the `round`-th reality check, fetched when it falls due. */
  realityCheck: (round: number) =>
    [...memberKeys.all, 'protection', 'reality-check', round] as const,
  betRefusal: [...memberKeys.all, 'protection', 'bet-refusal'] as const,
};

export function fetchPlaySession(signal?: AbortSignal): Promise<PlaySessionStatus> {
  return api.get<PlaySessionStatus>(PROTECTION_PATHS.playSession, { signal });
}

export function fetchBetRefusal(signal?: AbortSignal): Promise<BetRefusalStatus> {
  return api.get<BetRefusalStatus>(PROTECTION_PATHS.betRefusal, { signal });
}
