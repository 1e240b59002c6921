import {
  FOUR_D_PATHS,
  PROVIDER_PATHS,
  SPORTSBOOK_PATHS,
  type FourDStateResponse,
  type FourDTicketRequest,
  type FourDTicketResponse,
  type ProviderBetRequest,
  type ProviderFairness,
  type ProviderRotateSeedResponse,
  type ProviderRoundListResponse,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
  type SportBetRequest,
  type SportBetResponse,
  type SportsbookStateResponse,
} from '@wps/shared-types';
import { api, isApiError } from '../../api/client';

export const providerKeys = {
  session: (token: string) => ['provider', 'session', token] as const,
  allRounds: (token: string) => ['provider', 'rounds', token] as const,
  rounds: (token: string, pageNo: number) => ['provider', 'rounds', token, pageNo] as const,
};

/**
 * The player token is missing, unknown or expired: only a new launch from the lobby helps. A 401
 * of the provider is about the player token, not the member's site session, so it travels as its
 * own error: as an ApiError the query client's session handling would sign the member out.
 */
export class PlayerTokenExpired extends Error {
  constructor() {
    super('Player token expired');
    this.name = 'PlayerTokenExpired';
  }
}

async function providerCall<T>(call: Promise<T>, tokenStatuses: number[] = [401]): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && tokenStatuses.includes(error.status)) throw new PlayerTokenExpired();
    throw error;
  }
}

export function fetchSession(token: string, signal?: AbortSignal) {
  // The session call has nothing to validate but the token: a 400 means it is malformed.
  return providerCall(
    api.get<ProviderSessionResponse>(PROVIDER_PATHS.session, { query: { token }, signal }),
    [400, 401],
  );
}

export function playRound(token: string, bet: ProviderBetRequest) {
  return providerCall(api.post<ProviderRoundResponse>(PROVIDER_PATHS.play, { token, bet }));
}

export function setClientSeed(token: string, clientSeed: string) {
  return providerCall(api.post<ProviderFairness>(PROVIDER_PATHS.clientSeed, { token, clientSeed }));
}

export function rotateSeed(token: string) {
  return providerCall(api.post<ProviderRotateSeedResponse>(PROVIDER_PATHS.rotateSeed, { token }));
}

export function fetchRounds(token: string, pageNo: number, signal?: AbortSignal) {
  return providerCall(
    api.get<ProviderRoundListResponse>(PROVIDER_PATHS.rounds, {
      query: { token, pageNo },
      signal,
    }),
  );
}

/** The fairness of the next round after `round` (a round answer carries its own nonce). */
export function fairnessAfter(round: ProviderRoundResponse): ProviderFairness {
  return { ...round.fairness, nonce: round.fairness.nonce + 1 };
}

export const fourDKeys = {
  state: (token: string) => ['provider', 'four-d', token] as const,
};

export function fetchFourDState(token: string, signal?: AbortSignal) {
  return providerCall(
    api.get<FourDStateResponse>(FOUR_D_PATHS.state, { query: { token }, signal }),
  );
}

export function buyFourDTicket(request: FourDTicketRequest) {
  return providerCall(api.post<FourDTicketResponse>(FOUR_D_PATHS.tickets, request));
}

export const sportsbookKeys = {
  state: (token: string) => ['provider', 'sportsbook', token] as const,
};

export function fetchSportsbookState(token: string, signal?: AbortSignal) {
  return providerCall(
    api.get<SportsbookStateResponse>(SPORTSBOOK_PATHS.state, { query: { token }, signal }),
  );
}

export function placeSportBet(request: SportBetRequest) {
  return providerCall(api.post<SportBetResponse>(SPORTSBOOK_PATHS.bets, request));
}
