import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINIMUM_BET_FILTERS, type GameTypeCode, type MinimumBetFilter } from '@wps/shared-types';
import type { GameFilters as Filters } from '../lobby-view';
import styles from './Lobby.module.css';

const GAME_TYPE_LABEL_KEYS = {
  SC: 'lobby.gameTypes.scratchCard',
  VP: 'lobby.gameTypes.videoPoker',
  TG: 'lobby.gameTypes.boardGame',
  AC: 'lobby.gameTypes.arcade',
  JP: 'lobby.gameTypes.slotMachine',
  BG: 'lobby.gameTypes.bingo',
} as const satisfies Record<GameTypeCode, string>;

interface GameFiltersProps {
  filters: Filters;
  gameTypes: readonly GameTypeCode[];
  onChange: (filters: Partial<Filters>) => void;
}

/** Spec 2 §2 filters of the electronic-games list: name search, game type, minimum bet. */
export function GameFilters({ filters, gameTypes, onChange }: GameFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  // The name applies when the player searches, not on every key.
  const [gameName, setGameName] = useState(filters.gameName);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('lobby.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ gameName });
      }}
    >
      <div className={styles.filter}>
        <label htmlFor={`${id}-name`}>{t('lobby.gameName')}</label>
        <span className={styles.searchBox}>
          <input
            id={`${id}-name`}
            type="search"
            value={gameName}
            maxLength={50}
            placeholder={t('lobby.searchPlaceholder')}
            onChange={(event) => setGameName(event.target.value)}
          />
          <button type="submit" className="button button--primary button--small">
            {t('lobby.search')}
          </button>
        </span>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-type`}>{t('lobby.gameType')}</label>
        <select
          id={`${id}-type`}
          value={filters.gameType}
          onChange={(event) => onChange({ gameType: event.target.value as GameTypeCode | '' })}
        >
          <option value="">{t('lobby.all')}</option>
          {gameTypes.map((code) => (
            <option key={code} value={code}>
              {t(GAME_TYPE_LABEL_KEYS[code])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-bet`}>{t('lobby.minimumBet')}</label>
        <select
          id={`${id}-bet`}
          value={filters.minimumBet}
          onChange={(event) => onChange({ minimumBet: event.target.value as MinimumBetFilter })}
        >
          {MINIMUM_BET_FILTERS.map((option) => (
            <option key={option} value={option}>
              {option === 'All' ? t('lobby.all') : option}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
