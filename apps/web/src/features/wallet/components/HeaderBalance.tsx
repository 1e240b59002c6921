import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientState } from '../../../lib/client-state';
import { useBalance } from '../hooks/useBalance';
import { useMoneyFormat } from '../hooks/useMoneyFormat';
import styles from './HeaderBalance.module.css';

/**
 * Spec 1 §2 and §4: 'updating' until the balance is fetched, then symbol and sum; a click
 * refreshes it, the eye hides or shows it (remembered on this device).
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { data, refetch } = useBalance();
  const [hidden, setHidden] = useState(() => clientState.getBalanceHidden());
  // Only a refresh the player asked for shows 'updating'; the game frame's refreshes after each
  // round swap the amount quietly.
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await refetch();
    setRefreshing(false);
  };

  const toggle = () => {
    clientState.setBalanceHidden(!hidden);
    setHidden(!hidden);
  };
  const shown =
    !data || refreshing
      ? t('session.balanceUpdating')
      : hidden
        ? t('wallet.hiddenBalance')
        : money(data.sumBalance);

  return (
    <span className={styles.balance}>
      <button
        type="button"
        className={styles.amount}
        onClick={() => void refresh()}
        title={t('wallet.refreshBalance')}
        aria-label={`${t('session.balance')}: ${shown}. ${t('wallet.refreshBalance')}`}
      >
        <span aria-live="polite">{shown}</span>
        {data?.demo && (
          <span className={styles.demo} title={t('wallet.demoBalance')}>
            {t('session.demoLabel')}
          </span>
        )}
      </button>
      <button
        type="button"
        className={styles.eye}
        aria-pressed={hidden}
        aria-label={hidden ? t('wallet.showBalance') : t('wallet.hideBalance')}
        onClick={toggle}
      >
        <EyeIcon crossed={hidden} />
      </button>
    </span>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" focusable="false" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  );
}
