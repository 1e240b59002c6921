import { useTranslation } from 'react-i18next';
import styles from './Page.module.css';

/** Shown while a route's code chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('shell.loading')}</span>
    </div>
  );
}
