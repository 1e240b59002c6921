import {
  CLIENT_TYPE,
  DEFAULT_GAME_PLATFORM,
  LOBBY_PATHS,
  type FavouriteGame,
  type FavouriteListQuery,
  type FavouriteListResponse,
  type GameListResponse,
  type GameQuery,
  type GameTypeListResponse,
  type HotGameQuery,
  type HotListResponse,
  type LaunchGameRequest,
  type LaunchGameResponse,
  type RecentGameQuery,
  type RecentListResponse,
  type VendorListResponse,
} from '@wps/shared-types';
import { api } from '../../api/client';

// Query keys of the lobby: the favourite and recent lists hang under `member` so a login or
// logout can drop them in one call.
export const lobbyKeys = {
  vendors: ['lobby', 'vendors'] as const,
  gameTypes: (language: string) => ['lobby', 'gameTypes', language] as const,
  games: (query: GameQuery) => ['lobby', 'games', query] as const,
  hotGames: (query: HotGameQuery) => ['lobby', 'hot', query] as const,
  member: ['lobby', 'member'] as const,
  allFavourites: ['lobby', 'member', 'favourites'] as const,
  favourites: (query: FavouriteListQuery) => ['lobby', 'member', 'favourites', query] as const,
  allRecentGames: ['lobby', 'member', 'recent'] as const,
  recentGames: (query: RecentGameQuery) => ['lobby', 'member', 'recent', query] as const,
};

type Query = Record<string, string | number | undefined>;
const asQuery = (query: object): Query => query as Query;

/** The vendor lanes (default platform html5-desktop); the API already moved e-sports and DS88. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorListResponse> {
  return api.get(LOBBY_PATHS.vendors, { query: { platform: DEFAULT_GAME_PLATFORM }, signal });
}

export function fetchGameTypes(signal?: AbortSignal): Promise<GameTypeListResponse> {
  return api.get(LOBBY_PATHS.gameTypes, { signal });
}

export function fetchGames(query: GameQuery, signal?: AbortSignal): Promise<GameListResponse> {
  return api.get(LOBBY_PATHS.games, { query: asQuery(query), signal });
}

export function fetchHotGames(query: HotGameQuery, signal?: AbortSignal): Promise<HotListResponse> {
  return api.get(LOBBY_PATHS.hotGames, { query: asQuery(query), signal });
}

export function fetchFavourites(
  query: FavouriteListQuery,
  signal?: AbortSignal,
): Promise<FavouriteListResponse> {
  return api.get(LOBBY_PATHS.favourites, {
    query: asQuery({ clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, ...query }),
    signal,
  });
}

export function addFavourite(game: FavouriteGame): Promise<unknown> {
  return api.post(LOBBY_PATHS.addFavourite, game);
}

export function removeFavourite(game: FavouriteGame): Promise<unknown> {
  return api.post(LOBBY_PATHS.removeFavourite, game);
}

export function fetchRecentGames(
  query: RecentGameQuery,
  signal?: AbortSignal,
): Promise<RecentListResponse> {
  return api.get(LOBBY_PATHS.recentGames, {
    query: asQuery({ clientType: CLIENT_TYPE, ...query }),
    signal,
  });
}

/** Starts a game; the answer's `content` is the site path to open. */
export function launchGame(request: LaunchGameRequest): Promise<LaunchGameResponse> {
  return api.post(LOBBY_PATHS.launchGame, { platform: DEFAULT_GAME_PLATFORM, ...request });
}
