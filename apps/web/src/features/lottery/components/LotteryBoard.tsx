import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@wps/shared-types';
import { htmlLanguageOf } from '../../../lib/languages';
import { LazyImage } from '../../../ui/LazyImage';
import { useLanguage } from '../../i18n';
import { useImageUrl } from '../../media';
import { useLotteryResults } from '../hooks/useLotteryLobby';
import { DrawCountdown } from './DrawCountdown';
import { DrawNumbers } from './DrawNumbers';
import styles from './Lottery.module.css';

interface LotteryBoardProps {
  game: LotteryMenuGame;
  playType: string | null;
  now: number;
}

/** The chosen game: its play type, the next draw and the latest results (betting comes later). */
export function LotteryBoard({ game, playType, now }: LotteryBoardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const imageUrl = useImageUrl();
  const { results, isLoading } = useLotteryResults(game);
  const drawTime = new Intl.DateTimeFormat(htmlLanguageOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section className={styles.board} aria-labelledby="lottery-board-title">
      <header className={styles.boardHeader}>
        <LazyImage
          key={game.imageUrl}
          src={imageUrl(game.imageUrl)}
          alt=""
          className={styles.boardImage}
        />
        <div>
          <h2 id="lottery-board-title" className={styles.boardTitle}>
            {game.gameName}
          </h2>
          <p className={styles.muted}>{t('games.vendorTab', { vendor: game.vendor })}</p>
        </div>
      </header>
      <dl className={styles.facts}>
        {playType && (
          <div>
            <dt>{t('lottery.playType')}</dt>
            <dd>{playType}</dd>
          </div>
        )}
        <div>
          <dt>{t('lottery.nextNumero', { numero: game.nextNumero })}</dt>
          <dd className={styles.boardCountdown}>
            <DrawCountdown drawAt={game.nextDrawAt} now={now} />
          </dd>
        </div>
      </dl>
      <h3 className={styles.resultsTitle}>{t('lottery.results')}</h3>
      {!isLoading && results.length === 0 && (
        <p className={styles.muted}>{t('lottery.noResults')}</p>
      )}
      {results.length > 0 && (
        <table className={styles.results}>
          <thead>
            <tr>
              <th scope="col">{t('lottery.resultNumero')}</th>
              <th scope="col">{t('lottery.resultTime')}</th>
              <th scope="col">{t('lottery.resultNumbers')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.numero}>
                <td>{result.numero}</td>
                <td>
                  <time dateTime={result.openedAt}>
                    {drawTime.format(new Date(result.openedAt))}
                  </time>
                </td>
                <td>
                  <DrawNumbers numbers={result.numbers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
