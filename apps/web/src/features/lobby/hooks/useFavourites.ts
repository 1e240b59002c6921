import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FavouriteGame, GameCategory, GameObject } from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { guardVerdict, useActionGuard, useSession } from '../../session';
import { addFavourite, fetchFavourites, lobbyKeys, removeFavourite } from '../api';

// The API's largest page: one call tells the hearts of a whole category.
const FAVOURITE_IDS_PAGE_SIZE = 100;

/**
 * The nodeIds a member saved in one category; null for a visitor, who sees no hearts. A demo
 * account sees hearts but is never asked for the list (the server refuses demo accounts).
 */
export function useFavouriteIds(category: GameCategory): ReadonlySet<string> | null {
  const session = useSession();
  const { language } = useLanguage();
  const query = { language, gameType: category, pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE };
  const { data } = useQuery({
    queryKey: lobbyKeys.favourites(query),
    queryFn: ({ signal }) => fetchFavourites(query, signal),
    enabled: guardVerdict(session) === 'proceed',
  });
  const ids = useMemo(() => new Set(data?.content.map((game) => game.nodeId)), [data]);
  return session.token ? ids : null;
}

/**
 * Spec 2 §4 favourite toggle: remove when the game is saved, add otherwise; the favourite lists
 * are read again after the call, and `pending` covers both so the heart shows a loader.
 */
export function useFavouriteToggle(game: GameObject, saved: boolean) {
  const guard = useActionGuard();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => {
      const favourite: FavouriteGame = {
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameType: game.gameType,
      };
      return saved ? removeFavourite(favourite) : addFavourite(favourite);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.allFavourites }),
  });
  return { toggle: () => guard(() => mutate()), pending: isPending };
}
