import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CLIENT_TYPE,
  DEFAULT_GAME_PLATFORM,
  GAME_PAGE_SIZE,
  type GameQuery,
} from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { useSiteInfo } from '../../system';
import { fetchGames, lobbyKeys } from '../api';

/** What a list shows; the rest of the game query is the same for every list of the site. */
export type GameSelection = Pick<
  GameQuery,
  'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'minBet' | 'pageNo'
>;

/** One page of the game list; the previous page stays on screen while the next one loads. */
export function useGameList(selection: GameSelection, enabled = true) {
  const { language } = useLanguage();
  const merchant = useSiteInfo()?.merchantCode ?? '';
  const query: GameQuery = {
    clientType: CLIENT_TYPE,
    platform: DEFAULT_GAME_PLATFORM,
    channel: merchant,
    merchant,
    pageSize: GAME_PAGE_SIZE,
    language,
    ...selection,
  };
  return useQuery({
    queryKey: lobbyKeys.games(query),
    queryFn: ({ signal }) => fetchGames(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
