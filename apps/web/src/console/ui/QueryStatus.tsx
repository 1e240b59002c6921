import { consoleErrorText } from '../lib/error-text';
import { useConsoleTranslation } from '../lib/i18n';
import styles from './ui.module.css';

export function Loading() {
  const { t } = useConsoleTranslation();
  return (
    <p className={styles.muted} aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

/** A failed call's message, in an alert so it is announced. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useConsoleTranslation();
  return (
    <p className={styles.error} role="alert">
      {consoleErrorText(t, error)}
    </p>
  );
}
