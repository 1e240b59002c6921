import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useSiteName } from '../../system';
import { MainNav } from './MainNav';
import { ShellIcon } from './ShellIcons';
import { TopBar } from './TopBar';
import styles from './Header.module.css';

/** Up to this width the main navigation folds behind a menu button (it cannot fit in a row). */
const FOLDED_NAV_QUERY = '(max-width: 60rem)';

interface HeaderProps {
  /** Hides the main navigation (/lottery, /seamless). */
  hideNav?: boolean;
  /** The game page's header: on a phone, the logo row alone (the game shows the balance). */
  compact?: boolean;
}

export function Header({ hideNav = false, compact = false }: HeaderProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const folded = useMediaQuery(FOLDED_NAV_QUERY);
  const navId = useId();
  const { pathname } = useLocation();
  // Opened on one page: going to another (an entry chosen) folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;

  return (
    <header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <TopBar />
      <div className={styles.mainBar}>
        <div className={styles.mainBarInner}>
          <Link
            to="/"
            className={styles.brand}
            aria-label={t('shell.brandHome', { site: siteName })}
          >
            <LogoMark />
            <span className={styles.brandName}>{siteName}</span>
          </Link>
          {!hideNav && folded && (
            <button
              type="button"
              className={styles.navToggle}
              aria-expanded={navOpen}
              aria-controls={navOpen ? navId : undefined}
              onClick={() => setOpenOn(navOpen ? null : pathname)}
            >
              <ShellIcon name="menu" />
              <span className="visually-hidden">{t('shell.mainNavToggle')}</span>
            </button>
          )}
          {!hideNav && (!folded || navOpen) && <MainNav id={navId} />}
        </div>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f8dc8c" />
          <stop offset="1" stopColor="#c4922a" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="#11141b" />
      <path d="M16 5l9 9-9 13-9-13z" fill="url(#logo-gold)" />
      <path d="M16 5l4 9h-8z" fill="#fff3cf" opacity="0.75" />
    </svg>
  );
}
