import { useTranslation } from 'react-i18next';
import { Leaderboard } from './Leaderboard';
import styles from './Missions.module.css';

/** playerRank: the leaderboard and the member's own place on it. */
export function PlayerRankPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.playerRank')}</h3>
      <Leaderboard />
    </div>
  );
}
