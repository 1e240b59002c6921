import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LotteryMenuGame, LotteryMenuGroup } from '@wps/shared-types';
import { errorMessageKey } from '../../../api/client';
import { PageLoading } from '../../../ui/PageLoading';
import { lotteryGameSearch } from '../../games';
import { PageTitle } from '../../system';
import { useNow, useRefreshAfterDraw } from '../hooks/useDrawClock';
import { useLotteryFavourites } from '../hooks/useLotteryFavourites';
import { useLotteryLobby } from '../hooks/useLotteryLobby';
import { lotteryPageQuery, menuGames, selectedGame, selectedPlayType } from '../lottery-selection';
import { LotteryBoard } from './LotteryBoard';
import { LotteryGameList, type LotteryGameGroup } from './LotteryGameList';
import { PopularLotteries } from './PopularLotteries';
import styles from './Lottery.module.css';

// The API names its lottery groups by code (with an English name); the site's texts name them.
const GROUP_NAMES = {
  FAST: 'lottery.groups.FAST',
  MY_4D: 'lottery.groups.MY_4D',
  SEA: 'lottery.groups.SEA',
  VN_FAST: 'lottery.groups.VN_FAST',
  VN_TRADITIONAL: 'lottery.groups.VN_TRADITIONAL',
} as const;

function isNamedGroup(code: string): code is keyof typeof GROUP_NAMES {
  return Object.hasOwn(GROUP_NAMES, code);
}

/**
 * The lottery page (spec 2 §2): the menus with favourites and recent games first, the chosen
 * game's board and the popular list. The query (gameCode, vendor, playType) names the game.
 */
export function LotteryLobby() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = lotteryPageQuery(search);
  const { menus, popular, recent, refresh } = useLotteryLobby();
  const { favouriteIds, toggleFavourite } = useLotteryFavourites();
  const now = useNow();
  const games = menuGames(menus.data);
  const game = selectedGame(games, query);
  useRefreshAfterDraw(games, menus.dataUpdatedAt, refresh);

  const favourites = games.filter((candidate) => favouriteIds.includes(candidate.gameId));
  const groups: LotteryGameGroup[] = [
    ...(favourites.length > 0
      ? [{ groupCode: 'favourites', groupName: t('lottery.favourites'), gameMenus: favourites }]
      : []),
    ...(recent.length > 0
      ? [{ groupCode: 'recent', groupName: t('lottery.recent'), gameMenus: recent }]
      : []),
    ...(menus.data?.groups ?? []).map((group: LotteryMenuGroup) => ({
      ...group,
      // A group the site has no text for yet keeps the server's name.
      groupName: isNamedGroup(group.groupCode) ? t(GROUP_NAMES[group.groupCode]) : group.groupName,
    })),
  ];
  const choose = (chosen: LotteryMenuGame) => setSearch(lotteryGameSearch(chosen));

  return (
    <div className={styles.page}>
      <PageTitle title={t('games.categories.lottery')} />
      <h1 className={styles.title}>{t('games.categories.lottery')}</h1>
      {menus.isPending && <PageLoading />}
      {menus.isError && (
        <p role="alert" className={styles.muted}>
          {t(errorMessageKey(menus.error))}
        </p>
      )}
      {menus.isSuccess && !game && <p className={styles.muted}>{t('lottery.empty')}</p>}
      {game && (
        <div className={styles.layout}>
          <LotteryGameList
            groups={groups}
            selectedGameId={game.gameId}
            favouriteIds={favouriteIds}
            now={now}
            onSelect={choose}
            onToggleFavourite={toggleFavourite}
          />
          <div className={styles.main}>
            <LotteryBoard game={game} playType={selectedPlayType(game, query)} now={now} />
            <PopularLotteries games={popular} onSelect={choose} />
          </div>
        </div>
      )}
    </div>
  );
}
