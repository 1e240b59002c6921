import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { GameCategory } from '@wps/shared-types';
import { Pager } from '../../../ui/Pager';
import { categoryLinkOfPath, GAME_CATEGORY_LINKS } from '../../games';
import { PageTitle } from '../../system';
import { WinnerBoard } from '../../winners';
import { useFavouriteIds } from '../hooks/useFavourites';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { useLobby } from '../hooks/useLobby';
import { GameFilters } from './GameFilters';
import { GameGrid } from './GameGrid';
import { GameLaunchDialogs } from './GameLaunchDialogs';
import { LobbyTabs } from './LobbyTabs';
import { VendorCarousel } from './VendorCarousel';
import pageStyles from '../../../ui/Page.module.css';
import styles from './Lobby.module.css';

interface LobbyOptions {
  /** The electronic-games pages (slots, fishing, cards) add the filters bar to the All list. */
  withFilters: boolean;
  /** Shown between the title and the vendors: the slots page's jackpot counter. */
  highlight?: ReactNode;
}

/** The lobby of the category in the path (spec 2 §2: /live -> LIVE). */
export function CategoryLobby({ withFilters, highlight }: LobbyOptions) {
  const { t } = useTranslation();
  const link = categoryLinkOfPath(useLocation().pathname) ?? GAME_CATEGORY_LINKS[0];
  // Keyed by category: another category starts over with its own tab, page and filters.
  return (
    <GameLobby
      key={link.category}
      category={link.category}
      title={t(link.labelKey)}
      withFilters={withFilters}
      highlight={highlight}
    />
  );
}

interface GameLobbyProps extends LobbyOptions {
  category: GameCategory;
  title: string;
}

/** One category's lobby: vendor carousel, list tabs, filters, the games and their pages. */
function GameLobby({ category, title, withFilters, highlight }: GameLobbyProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const lobby = useLobby(category);
  const launcher = useLaunchGame();
  const favourites = useFavouriteIds(category);
  const { list } = lobby;

  return (
    <div className={pageStyles.page}>
      <PageTitle title={title} />
      <div className={pageStyles.pageHeader}>
        <h1 className={pageStyles.title}>{title}</h1>
      </div>
      {highlight}
      <VendorCarousel
        lane={lobby.lane}
        vendor={lobby.vendor}
        onChoose={lobby.chooseVendor}
        panelId={panelId}
      />
      <section className={styles.panel} aria-label={title}>
        <LobbyTabs tabs={lobby.tabs} tab={lobby.tab} onChoose={lobby.chooseTab} panelId={panelId} />
        {withFilters && lobby.tab === 'all' && (
          <GameFilters
            filters={lobby.filters}
            gameTypes={lobby.gameTypes}
            onChange={lobby.changeFilters}
          />
        )}
        <div id={panelId} role="tabpanel" className={styles.list} aria-busy={list.loading}>
          {list.loading ? (
            <p className={styles.note}>{t('shell.loading')}</p>
          ) : list.failed ? (
            <p className={styles.note} role="alert">
              {t('lobby.loadFailed')}
            </p>
          ) : list.totalPages === 0 ? (
            <p className={styles.note}>{t('lobby.empty')}</p>
          ) : (
            <GameGrid games={list.games} launcher={launcher} favourites={favourites} />
          )}
          {list.paging === 'pages' && (
            <Pager page={lobby.page} totalPages={list.totalPages} onChoose={lobby.choosePage} />
          )}
          {list.paging === 'more' && (
            <button
              type="button"
              className={`button button--ghost ${styles.loadMore}`}
              onClick={list.loadMore}
              disabled={list.loadingMore}
            >
              {list.loadingMore ? t('shell.loading') : t('lobby.loadMore')}
            </button>
          )}
        </div>
      </section>
      <Suspense fallback={null}>
        <WinnerBoard category={category} />
      </Suspense>
      <GameLaunchDialogs launcher={launcher} />
    </div>
  );
}
