import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@wps/shared-types';
import { LazyImage } from '../../../ui/LazyImage';
import { useImageUrl } from '../../media';
import styles from './Lottery.module.css';

interface PopularLotteriesProps {
  games: readonly LotteryMenuGame[];
  onSelect: (game: LotteryMenuGame) => void;
}

/** The most played lottery games (popular list, count 20). */
export function PopularLotteries({ games, onSelect }: PopularLotteriesProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  if (games.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby="lottery-popular-title">
      <h2 id="lottery-popular-title" className={styles.groupTitle}>
        {t('lottery.popular')}
      </h2>
      <ul className={styles.popularGames}>
        {games.map((game) => (
          <li key={game.gameId}>
            <button type="button" className={styles.popularGame} onClick={() => onSelect(game)}>
              <LazyImage
                key={game.imageUrl}
                src={imageUrl(game.imageUrl)}
                alt=""
                className={styles.popularImage}
              />
              <span>{game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
