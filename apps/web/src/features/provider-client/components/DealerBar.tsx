import { useTranslation } from 'react-i18next';
import styles from './LiveTable.module.css';

interface DealerBarProps {
  /** Seconds left to bet while the countdown runs, else null. */
  remaining: number | null;
  /** The round is being spun or dealt. */
  playing: boolean;
}

/** The dealer's call above a live table: place bets, the seconds left, no more bets. */
export function DealerBar({ remaining, playing }: DealerBarProps) {
  const { t } = useTranslation('providerClient');
  const call =
    remaining !== null && remaining > 0
      ? t('providerClient.live.closingIn', { seconds: remaining })
      : remaining !== null || playing
        ? t('providerClient.live.noMoreBets')
        : t('providerClient.live.placeBets');
  return (
    <div className={styles.dealer}>
      <span className={styles.dealerName} aria-hidden="true">
        {t('providerClient.live.dealer')}
      </span>
      <p role="timer" aria-live="polite" className={styles.dealerCall}>
        {call}
      </p>
      {remaining !== null && remaining > 0 && (
        <span className={styles.countdown} aria-hidden="true">
          {remaining}
        </span>
      )}
    </div>
  );
}
