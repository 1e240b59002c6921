import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/useTheme';
import styles from './ThemeSwitch.module.css';

/** An on/off switch for the dark theme (role="switch", so its state is announced). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={styles.switch}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className="visually-hidden">{t('theme.dark')}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb}>{dark ? <MoonIcon /> : <SunIcon />}</span>
      </span>
    </button>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" focusable="false">
      <circle cx="12" cy="12" r="5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" focusable="false">
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
    </svg>
  );
}
