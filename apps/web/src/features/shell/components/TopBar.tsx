import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelector } from '../../i18n/components/LanguageSelector';
import { useSiteInfo } from '../../system/hooks/useSystemStatus';
import { ThemeSwitch } from '../../theme/components/ThemeSwitch';
import styles from './Header.module.css';

/** Language, theme and the visitor's login / register entries (the session feature fills these). */
export function TopBar() {
  const { t } = useTranslation();
  const info = useSiteInfo();

  return (
    <div className={`${styles.topBar} on-dark`}>
      <div className={styles.topBarInner}>
        <p className={styles.topBarNote}>
          <span className={styles.ageBadge}>18+</span>
          <span className={styles.topBarNoteText}>{t('shell.topBar.responsible')}</span>
          {info && (
            <span className={styles.currency}>
              {t('shell.topBar.currency', {
                code: info.currencyCode,
                symbol: info.currencySymbol,
              })}
            </span>
          )}
        </p>
        <div className={styles.topBarControls}>
          <LanguageSelector />
          <ThemeSwitch />
          <span className={styles.divider} aria-hidden="true" />
          <Link to="/login" className="button button--ghost button--small">
            {t('shell.topBar.login')}
          </Link>
          <Link to="/register" className="button button--primary button--small">
            {t('shell.topBar.register')}
          </Link>
        </div>
      </div>
    </div>
  );
}
