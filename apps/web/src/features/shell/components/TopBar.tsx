import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../../i18n/components/LanguageSelector';
import { openAccessDialog } from '../../session/access-dialogs';
import { UserArea } from '../../session/components/UserArea';
import { useSession } from '../../session/hooks/useSession';
import { useSiteInfo } from '../../system/hooks/useSystemStatus';
import { ThemeSwitch } from '../../theme/components/ThemeSwitch';
import styles from './Header.module.css';

/** Language, theme, and the visitor's login / register entries or the logged-in area. */
export function TopBar() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();

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
          {session.token ? (
            <UserArea />
          ) : (
            <>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => openAccessDialog('loginPopupModal')}
              >
                {t('shell.topBar.login')}
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => openAccessDialog('registerModal')}
              >
                {t('shell.topBar.register')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
