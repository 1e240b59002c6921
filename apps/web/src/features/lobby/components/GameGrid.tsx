import { useTranslation } from 'react-i18next';
import type { GameObject } from '@wps/shared-types';
import { LazyImage } from '../../../ui/LazyImage';
import { useImageUrl } from '../../media';
import { useFavouriteToggle } from '../hooks/useFavourites';
import type { GameLauncher } from '../hooks/useLaunchGame';
import styles from './GameGrid.module.css';

interface GameGridProps {
  games: readonly GameObject[];
  launcher: GameLauncher;
  /** The saved games' nodeIds; null shows no hearts (a visitor, or a list that offers none). */
  favourites?: ReadonlySet<string> | null;
}

/** Game cards: picture, name, and a heart for a logged-in player. */
export function GameGrid({ games, launcher, favourites = null }: GameGridProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId} className={styles.card}>
          <button
            type="button"
            className={styles.play}
            onClick={() => launcher.launch(game)}
            aria-busy={launcher.launching === game.nodeId}
            aria-label={t('lobby.play', { game: game.gameName })}
          >
            <LazyImage
              key={game.imageUrl}
              className={styles.picture}
              src={imageUrl(game.imageUrl)}
              alt=""
            />
            <span className={styles.name}>{game.gameName}</span>
            {launcher.launching === game.nodeId && <span className={styles.spinner} />}
          </button>
          {favourites && <FavouriteButton game={game} saved={favourites.has(game.nodeId)} />}
        </li>
      ))}
    </ul>
  );
}

function FavouriteButton({ game, saved }: { game: GameObject; saved: boolean }) {
  const { t } = useTranslation();
  const { toggle, pending } = useFavouriteToggle(game, saved);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      aria-busy={pending}
      disabled={pending}
      aria-label={t('lobby.saveGame', { game: game.gameName })}
      onClick={toggle}
    >
      {pending ? (
        <span className={styles.spinner} />
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </button>
  );
}
