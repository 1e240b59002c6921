import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { GAME_CATEGORY_LINKS } from '../../games/categories';
import { CategoryIcon } from '../../games/components/CategoryIcon';
import { ShellIcon } from './ShellIcons';
import styles from './Header.module.css';

const navClassName = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

/** Home, one entry per game category, app download and promotions (spec 1 §2). */
export function MainNav() {
  const { t } = useTranslation();

  return (
    <nav className={styles.nav} aria-label={t('shell.mainNav')}>
      <ul className={styles.navList}>
        <li>
          <NavLink to="/" end className={navClassName}>
            <ShellIcon name="home" />
            <span>{t('shell.home')}</span>
          </NavLink>
        </li>
        {GAME_CATEGORY_LINKS.map((link) => (
          <li key={link.category}>
            <NavLink to={link.to} className={navClassName}>
              <CategoryIcon category={link.category} />
              <span>{t(link.labelKey)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/down" className={navClassName}>
            <ShellIcon name="download" />
            <span>{t('shell.download')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/promotions" className={navClassName}>
            <ShellIcon name="promotions" />
            <span>{t('shell.promotions')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
