import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@wps/shared-types';
import { LazyImage } from '../../../ui/LazyImage';
import { LineIcon } from '../../../ui/LineIcon';
import { useImageUrl } from '../../media';
import { DrawCountdown } from './DrawCountdown';
import { DrawNumbers } from './DrawNumbers';
import styles from './Lottery.module.css';

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
// A row shows the start of the last draw; the board shows it whole.
const ROW_NUMBERS = 5;

export interface LotteryGameGroup {
  groupCode: string;
  groupName: string;
  gameMenus: readonly LotteryMenuGame[];
}

interface LotteryGameListProps {
  groups: readonly LotteryGameGroup[];
  selectedGameId: string | undefined;
  favouriteIds: readonly string[];
  now: number;
  onSelect: (game: LotteryMenuGame) => void;
  onToggleFavourite: (gameId: string) => void;
}

/** The lottery menus: each group with its games, a star on each game for the favourites. */
export function LotteryGameList({ groups, ...rowProps }: LotteryGameListProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t('lottery.gameList')}>
      {groups.map((group) => (
        <section key={group.groupCode} className={styles.group}>
          <h2 className={styles.groupTitle}>{group.groupName}</h2>
          <ul className={styles.groupGames}>
            {group.gameMenus.map((game) => (
              <LotteryGameRow key={game.gameId} game={game} {...rowProps} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function LotteryGameRow({
  game,
  selectedGameId,
  favouriteIds,
  now,
  onSelect,
  onToggleFavourite,
}: Omit<LotteryGameListProps, 'groups'> & { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const detailsId = useId();
  const isFavourite = favouriteIds.includes(game.gameId);
  const isSelected = game.gameId === selectedGameId;

  return (
    <li className={styles.row} data-selected={isSelected || undefined}>
      <div className={styles.rowMain}>
        <LazyImage
          key={game.imageUrl}
          src={imageUrl(game.imageUrl)}
          alt=""
          className={styles.rowImage}
        />
        <span className={styles.rowText}>
          {/* Named by the game alone, its visible label (WCAG 2.5.3); the whole row is its target. */}
          <button
            type="button"
            className={styles.rowSelect}
            aria-current={isSelected || undefined}
            aria-describedby={detailsId}
            onClick={() => onSelect(game)}
          >
            {game.gameName}
          </button>
          <span id={detailsId} className={styles.rowDetails}>
            <span>{t('lottery.nextNumero', { numero: game.nextNumero })}</span>
            <DrawCountdown drawAt={game.nextDrawAt} now={now} />
          </span>
          {game.lastDraw && <DrawNumbers numbers={game.lastDraw.numbers.slice(0, ROW_NUMBERS)} />}
        </span>
      </div>
      <button
        type="button"
        className={styles.star}
        aria-pressed={isFavourite}
        aria-label={t('lottery.favourite', { game: game.gameName })}
        onClick={() => onToggleFavourite(game.gameId)}
      >
        <LineIcon path={STAR} size={18} />
      </button>
    </li>
  );
}
