import { useTranslation } from 'react-i18next';
import type { LobbyTab } from '../lobby-view';
import { moveTabFocus } from '../tab-keys';
import styles from './Lobby.module.css';

const TAB_LABEL_KEYS = {
  all: 'lobby.all',
  hot: 'lobby.hot',
  fav: 'lobby.favourites',
  recent: 'lobby.recent',
} as const satisfies Record<LobbyTab, string>;

interface LobbyTabsProps {
  tabs: readonly LobbyTab[];
  tab: LobbyTab;
  onChoose: (tab: LobbyTab) => void;
  panelId: string;
}

/** Spec 2 §2 list tabs: All, Hot Games, Save this game, Recent. */
export function LobbyTabs({ tabs, tab, onChoose, panelId }: LobbyTabsProps) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.tabs}
      role="tablist"
      aria-label={t('lobby.lists')}
      onKeyDown={moveTabFocus}
    >
      {tabs.map((choice) => (
        <button
          key={choice}
          type="button"
          role="tab"
          aria-selected={choice === tab}
          aria-controls={panelId}
          tabIndex={choice === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChoose(choice)}
        >
          {t(TAB_LABEL_KEYS[choice])}
        </button>
      ))}
    </div>
  );
}
