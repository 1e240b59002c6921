import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteName } from '../../system';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';
import styles from './Header.module.css';

export function Header({ hideNav = false }: { hideNav?: boolean }) {
  const { t } = useTranslation();
  const siteName = useSiteName();

  return (
    <header className={styles.header}>
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
          {!hideNav && <MainNav />}
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
