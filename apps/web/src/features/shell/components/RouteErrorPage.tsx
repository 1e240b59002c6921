import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import styles from '../../../ui/Page.module.css';

/** Shown when a page fails to render or its code chunk cannot be downloaded. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Keep the cause in the console for support; the player sees a plain message.
  console.error(error);

  return (
    <div className={styles.page} role="alert">
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('shell.routeError.title')}</h1>
      </div>
      <div className={styles.panel}>
        <p className={styles.note}>{t('shell.routeError.text')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('shell.routeError.reload')}
        </button>
      </div>
    </div>
  );
}
