import { useTranslation } from 'react-i18next';
import { centresOffered } from '@wps/shared-types';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { LanguageSelector } from '../../i18n';
import { useUnreadMessages } from '../../mailbox';
import { RESPONSIBLE_GAMING_PATH } from '../../responsible-gaming';
import { useRewardCount } from '../../rewards';
import { openAccessDialog, TopBarLoginForm, UserArea, useSession } from '../../session';
import { useSiteInfo } from '../../system';
import { ThemeSwitch } from '../../theme';
import { HeaderBalance } from '../../wallet';
import styles from './Header.module.css';

/** From this width the visitor gets the compact login form; below it, log in / register buttons. */
export const WIDE_TOP_BAR_QUERY = '(min-width: 56.25rem)';

/** Language, theme, and the visitor's login form (or entries) or the logged-in area. */
export function TopBar() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const wide = useMediaQuery(WIDE_TOP_BAR_QUERY);
  // The avatar's badge adds unclaimed promotions (availablePromoCount) to unread messages (spec 1 §2).
  const badgeCount = useUnreadMessages() + useRewardCount();
  const centres = centresOffered(info?.modules ?? []);

  return (
    <div className={`${styles.topBar} on-dark`}>
      <div className={styles.topBarInner}>
        <p className={styles.topBarNote}>
          <span className={styles.ageBadge}>18+</span>
          <Link to={RESPONSIBLE_GAMING_PATH} className={styles.topBarNoteText}>
            {t('shell.topBar.responsible')}
          </Link>
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
          <LanguageSelector operatorLanguages={info?.languages} />
          <ThemeSwitch />
          <span className={styles.divider} aria-hidden="true" />
          {session.token ? (
            <UserArea balance={<HeaderBalance />} badgeCount={badgeCount} centres={centres} />
          ) : wide ? (
            <TopBarLoginForm />
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
