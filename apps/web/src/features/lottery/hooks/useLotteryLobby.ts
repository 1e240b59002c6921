import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  POPULAR_LOTTERY_COUNT,
  VIETNAMESE_LOTTERY_NUMBERS_COUNT,
  prizeModeFor,
  type LotteryDrawResult,
  type LotteryMenuGame,
  type LotteryQuery,
} from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { useVendorLanes } from '../../lobby';
import { useSession } from '../../session';
import {
  fetchLotteryMenus,
  fetchLotteryRecentMenu,
  fetchOpenedNumero,
  fetchOpenedNumeros,
  fetchPopularLotteries,
  lotteryKeys,
} from '../api';
import { isVietnameseLottery } from '../lottery-selection';

/**
 * The fields of every lottery call: the prize mode the vendor lanes imply (spec 2 §4), device
 * WEB (added by the calls) and the page language. Null until the lanes are known, so no call
 * goes out with the wrong prize mode.
 */
function useLotteryQuery(): LotteryQuery | null {
  const { lanes, isLoading } = useVendorLanes();
  const { language } = useLanguage();
  if (isLoading) return null;
  return { prizeMode: prizeModeFor(lanes), language };
}

/** The menus, the popular list and (logged in) the recent menu of the lottery page. */
export function useLotteryLobby() {
  const query = useLotteryQuery();
  const { token } = useSession();
  const base = query ?? {};
  const popularQuery = { ...base, count: POPULAR_LOTTERY_COUNT };

  const menus = useQuery({
    queryKey: lotteryKeys.menus(base),
    queryFn: ({ signal }) => fetchLotteryMenus(base, signal),
    enabled: query !== null,
  });
  const popular = useQuery({
    queryKey: lotteryKeys.popular(popularQuery),
    queryFn: ({ signal }) => fetchPopularLotteries(popularQuery, signal),
    enabled: query !== null,
  });
  const recent = useQuery({
    queryKey: lotteryKeys.recentMenu(base),
    queryFn: ({ signal }) => fetchLotteryRecentMenu(base, signal),
    enabled: query !== null && token !== null,
  });

  const queryClient = useQueryClient();
  const refetchRecent = recent.refetch;
  // After a draw: menus, popular list and results sit under one key; the recent menu apart.
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
    if (token) void refetchRecent();
  }, [queryClient, refetchRecent, token]);

  return {
    menus,
    popular: popular.data?.list ?? [],
    recent: token ? (recent.data?.gameMenus ?? []) : [],
    refresh,
  };
}

/**
 * The latest results of the selected game: the last 100 draws of a Vietnamese game; for the
 * others the one-game call (logged in), else the draw the menu already carries.
 */
export function useLotteryResults(game: LotteryMenuGame | undefined): {
  results: LotteryDrawResult[];
  isLoading: boolean;
} {
  const query = useLotteryQuery();
  const { token } = useSession();
  const vietnamese = game !== undefined && isVietnameseLottery(game);
  const gameCode = game?.gameCode ?? '';
  const numerosQuery = { ...query, gameCode, count: VIETNAMESE_LOTTERY_NUMBERS_COUNT };
  const numeroQuery = { ...query, gameCode };

  const numeros = useQuery({
    queryKey: lotteryKeys.openedNumeros(numerosQuery),
    queryFn: ({ signal }) => fetchOpenedNumeros(numerosQuery, signal),
    enabled: query !== null && vietnamese,
  });
  const numero = useQuery({
    queryKey: lotteryKeys.openedNumero(numeroQuery),
    queryFn: ({ signal }) => fetchOpenedNumero(numeroQuery, signal),
    enabled: query !== null && game !== undefined && !vietnamese && token !== null,
  });

  if (!game) return { results: [], isLoading: false };
  if (vietnamese) return { results: numeros.data?.list ?? [], isLoading: numeros.isLoading };
  const lastDraw = (token ? numero.data?.lastDraw : undefined) ?? game.lastDraw;
  return { results: lastDraw ? [lastDraw] : [], isLoading: false };
}
