import { useId, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ROLE_LABEL_KEYS } from '../../../lib/roles';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { ErrorMessage } from '../../../ui/QueryStatus';
import { useOperator, useSignOut } from '../../sign-in';
import { allowedPages } from '../navigation';
import styles from './ConsoleLayout.module.css';

/**
 * The signed-in frame: a top bar, the side navigation (the pages the role may read, the
 * operator and the sign-out buttons), and the page. Under 900 px the navigation folds away
 * behind the menu button.
 */
export function ConsoleLayout() {
  const { t } = useConsoleTranslation();
  const operator = useOperator();
  const signOut = useSignOut('here');
  const signOutEverywhere = useSignOut('everywhere');
  const [menuOpen, setMenuOpen] = useState(false);
  const navigationId = useId();
  const failure = signOut.error ?? signOutEverywhere.error;

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navigationId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('layout.menu')}</span>
        </button>
        <p className={styles.brand}>
          {t('layout.brand')}
          <span className={styles.merchant}>{operator.merchant.name}</span>
        </p>
        <LanguageSwitch />
      </header>
      <nav
        id={navigationId}
        className={menuOpen ? `${styles.side} ${styles.open}` : styles.side}
        aria-label={t('layout.navigation')}
      >
        <ul className={styles.links}>
          {allowedPages(operator.permissions).map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
                onClick={() => setMenuOpen(false)}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.operator}>
          <p className={styles.operatorName}>{operator.username}</p>
          <p className={styles.role}>{t(ROLE_LABEL_KEYS[operator.role])}</p>
          <button
            type="button"
            className={styles.navButton}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t('common.signOut')}
          </button>
          <button
            type="button"
            className={styles.navButton}
            disabled={signOutEverywhere.isPending}
            onClick={() => signOutEverywhere.mutate()}
          >
            {t('common.signOutEverywhere')}
          </button>
          {failure ? <ErrorMessage error={failure} /> : null}
        </div>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
