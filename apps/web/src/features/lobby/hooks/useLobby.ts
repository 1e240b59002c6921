import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_GAME_PLATFORM,
  GAME_PAGE_SIZE,
  HOT_LIST_PLATFORM,
  gameTypeFilters,
  type GameCategory,
  type GameObject,
  type GameTypeCode,
  type HotGameQuery,
  type VendorLane,
} from '@wps/shared-types';
import { vendorOfSearch, vendorParameter } from '../../games';
import { useLanguage } from '../../i18n';
import { guardVerdict, useActionGuard, useSession } from '../../session';
import { useSiteInfo } from '../../system';
import { fetchFavourites, fetchHotGames, fetchRecentGames, lobbyKeys } from '../api';
import {
  FIRST_VIEW,
  hasMorePages,
  lobbyReducer,
  offeredGameTypes,
  type GameFilters,
  type LobbyAction,
  type LobbyTab,
  type LobbyView,
} from '../lobby-view';
import { useGameList } from './useGameList';
import { useVendorLane } from './useVendorLanes';

// Spec 2 §4: the hot list is cached; it changes only when the operator re-seeds the catalogue.
const HOT_GAMES_STALE_MS = 5 * 60 * 1000;

/** How the shown list continues: numbered pages, a single page, or "load more". */
export type ListPaging = 'pages' | 'single' | 'more';

export interface LobbyList {
  games: GameObject[];
  totalPages: number;
  paging: ListPaging;
  loading: boolean;
  failed: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface Lobby {
  lane: VendorLane | undefined;
  vendor: string;
  chooseVendor: (vendor: string) => void;
  tabs: LobbyTab[];
  tab: LobbyTab;
  chooseTab: (tab: LobbyTab) => void;
  page: number;
  choosePage: (page: number) => void;
  filters: GameFilters;
  changeFilters: (filters: Partial<GameFilters>) => void;
  gameTypes: GameTypeCode[];
  list: LobbyList;
}

const NO_GAMES: GameObject[] = [];

/**
 * The state of one category's lobby (spec 2 §2, §4): the vendor lives in the URL, the tab, page
 * and filters in the page; each tab reads its own list.
 */
export function useLobby(category: GameCategory): Lobby {
  const lane = useVendorLane(category);
  const [search, setSearch] = useSearchParams();
  const vendor = vendorOfSearch(category, search);
  const siteInfo = useSiteInfo();
  const { language } = useLanguage();
  const session = useSession();
  const guard = useActionGuard();
  const realAccount = guardVerdict(session) === 'proceed';

  const siteTypes = useMemo(() => gameTypeFilters(siteInfo?.languages ?? []), [siteInfo]);
  const gameTypes = offeredGameTypes(lane, vendor, siteTypes);

  // The vendor can change from the carousel, the header or the browser's history alike; each
  // change starts the list again from page 1.
  const [state, setState] = useState<{ vendor: string; view: LobbyView }>({
    vendor,
    view: FIRST_VIEW,
  });
  let { view } = state;
  if (state.vendor !== vendor) {
    view = lobbyReducer(view, { type: 'vendor', offeredTypes: gameTypes });
    setState({ vendor, view });
  }
  const dispatch = useCallback(
    (action: LobbyAction) =>
      setState((current) => ({ ...current, view: lobbyReducer(current.view, action) })),
    [],
  );

  const hotQuery: HotGameQuery = {
    merchantCode: siteInfo?.merchantCode,
    isPlatform: HOT_LIST_PLATFORM,
    vassalage: vendor || undefined,
    gameType: category,
    platform: DEFAULT_GAME_PLATFORM,
    language,
  };
  const hot = useQuery({
    queryKey: lobbyKeys.hotGames(hotQuery),
    queryFn: ({ signal }) => fetchHotGames(hotQuery, signal),
    staleTime: HOT_GAMES_STALE_MS,
  });
  const hotGames = hot.data?.list ?? NO_GAMES;

  const tabs: LobbyTab[] = ['all'];
  if (hotGames.length > 0) tabs.push('hot');
  if (session.token) tabs.push('fav');
  tabs.push('recent');
  // A tab that went away (logout, a vendor without hot games) falls back to All.
  const tab =
    tabs.includes(view.tab) && (realAccount || view.tab === 'all' || view.tab === 'hot')
      ? view.tab
      : 'all';

  const { filters, page } = view;
  const all = useGameList(
    {
      gameType: category,
      vassalage: vendor || undefined,
      gameClassify: filters.gameType || undefined,
      gameName: filters.gameName || undefined,
      minBet: filters.minimumBet === 'All' ? undefined : filters.minimumBet,
      pageNo: page,
    },
    tab === 'all',
  );

  const favouriteQuery = { language, gameType: category, pageNo: page, pageSize: GAME_PAGE_SIZE };
  const favourites = useQuery({
    queryKey: lobbyKeys.favourites(favouriteQuery),
    queryFn: ({ signal }) => fetchFavourites(favouriteQuery, signal),
    enabled: tab === 'fav',
    placeholderData: keepPreviousData,
  });

  const recentQuery = { language, vassalage: vendor || undefined, pageSize: GAME_PAGE_SIZE };
  const recent = useInfiniteQuery({
    queryKey: lobbyKeys.recentGames(recentQuery),
    queryFn: ({ signal, pageParam }) =>
      fetchRecentGames({ ...recentQuery, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      hasMorePages(pages.length, last.totalPages) ? pages.length + 1 : undefined,
    enabled: tab === 'recent',
  });

  const list = ((): LobbyList => {
    const base = { loadingMore: false, loadMore: () => undefined };
    if (tab === 'hot') {
      return {
        ...base,
        games: hotGames,
        totalPages: 1,
        paging: 'single',
        loading: false,
        failed: false,
      };
    }
    if (tab === 'recent') {
      return {
        games: recent.data?.pages.flatMap((answer) => answer.list) ?? NO_GAMES,
        totalPages: recent.data?.pages.at(-1)?.totalPages ?? 0,
        paging: recent.hasNextPage ? 'more' : 'single',
        loading: recent.isPending,
        failed: recent.isError,
        loadingMore: recent.isFetchingNextPage,
        loadMore: () => void recent.fetchNextPage(),
      };
    }
    const query = tab === 'fav' ? favourites : all;
    const games = tab === 'fav' ? favourites.data?.content : all.data?.games;
    return {
      ...base,
      games: games ?? NO_GAMES,
      totalPages: query.data?.totalPages ?? 0,
      paging: 'pages',
      loading: query.isPending,
      failed: query.isError,
    };
  })();

  return {
    lane,
    vendor,
    chooseVendor: (next) =>
      setSearch((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(vendorParameter(category), next);
        else updated.delete(vendorParameter(category));
        return updated;
      }),
    tabs,
    tab,
    chooseTab: (next) => {
      if (next === 'fav' || next === 'recent') guard(() => dispatch({ type: 'tab', tab: next }));
      else dispatch({ type: 'tab', tab: next });
    },
    page,
    choosePage: (next) => dispatch({ type: 'page', page: next }),
    filters,
    changeFilters: (next) => dispatch({ type: 'filter', filters: next }),
    gameTypes,
    list,
  };
}
