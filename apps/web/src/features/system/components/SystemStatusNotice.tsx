import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/client';
import { useSystemStatus } from '../hooks/useSystemStatus';
import styles from './SystemStatusNotice.module.css';

/** A small, non-blocking notice when the site settings could not be loaded. */
export function SystemStatusNotice() {
  const { t } = useTranslation();
  const { isError, error, refetch, isFetching } = useSystemStatus();
  if (!isError) return null;

  return (
    <div className={`warning-box ${styles.notice}`} role="status">
      <span aria-hidden="true" className={styles.dot} />
      <p className={styles.text}>
        <strong>{t('system.statusError')}</strong> {t(errorMessageKey(error))}
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => void refetch()}
        disabled={isFetching}
      >
        {t('system.retry')}
      </button>
    </div>
  );
}
