import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  WINNER_BOARD_WIN_THRESHOLD,
  type WinnerBoardCategory,
  type WinnerEntry,
} from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { useMoneyFormat } from '../../wallet';
import { fetchWinnerBoard, winnerKeys } from '../api';
import { registerWinnerTexts } from '../texts';
import styles from './WinnerBoard.module.css';

registerWinnerTexts();

// The API caches its board for 10 s; a visitor's page reads it again each minute.
const REFRESH_MS = 60_000;

/**
 * The winner board (spec 2 §2): the newest wins above 50,000 of a category or of every one, each
 * with the masked account, the game and the amount. Nothing at all while there are none.
 */
export function WinnerBoard({ category }: { category: WinnerBoardCategory }) {
  const { t } = useTranslation('winners');
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const board = useQuery({
    queryKey: winnerKeys.board(category, language),
    queryFn: ({ signal }) => fetchWinnerBoard(category, language, signal),
    refetchInterval: REFRESH_MS,
  });
  const winners = (board.data?.list ?? []).filter(isBigWin);
  if (winners.length === 0) return null;
  return (
    <section className={styles.board} aria-labelledby="winner-board-title">
      <h2 id="winner-board-title" className={styles.title}>
        {t('winners.title')}
      </h2>
      <ol className={styles.list}>
        {winners.map(({ vo }) => (
          <li key={`${vo.nodeId}-${vo.winTime}-${vo.account}`} className={styles.entry}>
            <span className={styles.account}>{vo.account}</span>
            <span className={styles.game}>{vo.gameName}</span>
            <span className={styles.amount}>{money(vo.winAmount)}</span>
            <time className={styles.time} dateTime={vo.winTime}>
              {new Date(vo.winTime).toLocaleString(language === 'CN' ? 'zh-CN' : 'ms-MY', {
                dateStyle: 'short',
                timeStyle: 'short',
              })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

// Spec 2 §9: the board shows only wins above 50,000, whatever an answer holds.
function isBigWin({ vo }: WinnerEntry): boolean {
  return Number(vo.winAmount) > WINNER_BOARD_WIN_THRESHOLD;
}
