import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { VendorLane } from '@wps/shared-types';
import { CategoryIcon, GAME_CATEGORY_LINKS, type GameCategoryLink } from '../../games';
import { CockfightButton, useVendorLanes } from '../../lobby';
import { useNavDropdown } from '../hooks/useNavDropdown';
import { NavCategoryEntry, navClassName } from './NavCategoryEntry';
import { ShellIcon } from './ShellIcons';
import styles from './Header.module.css';

interface CategoryEntry {
  link: GameCategoryLink;
  lane: VendorLane | undefined;
}

/**
 * The categories the operator offers, in header order. Until the vendor lanes arrive (or when
 * they cannot be read) every category shows, without a dropdown, so the header never empties.
 */
function categoryEntries(lanes: readonly VendorLane[]): CategoryEntry[] {
  if (lanes.length === 0) return GAME_CATEGORY_LINKS.map((link) => ({ link, lane: undefined }));
  return GAME_CATEGORY_LINKS.flatMap((link) => {
    const lane = lanes.find((candidate) => candidate.gameCategory === link.category);
    return lane ? [{ link, lane }] : [];
  });
}

/** Home, one entry per game category, app download and promotions (spec 1 §2). */
export function MainNav({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { lanes } = useVendorLanes();
  const dropdown = useNavDropdown();

  return (
    <nav id={id} className={styles.nav} aria-label={t('shell.mainNav')}>
      <ul className={styles.navList}>
        <li>
          <NavLink to="/" end className={navClassName}>
            <ShellIcon name="home" />
            <span>{t('shell.home')}</span>
          </NavLink>
        </li>
        {categoryEntries(lanes).map(({ link, lane }) =>
          // Cockfight has no page: its entry starts the DS88 game (spec 2 §2).
          link.category === 'COCKFIGHT' ? (
            <li key={link.category}>
              <CockfightButton className={`${styles.navLink} ${styles.navButton}`}>
                <CategoryIcon category={link.category} />
                <span>{t(link.labelKey)}</span>
              </CockfightButton>
            </li>
          ) : (
            <NavCategoryEntry key={link.category} link={link} lane={lane} dropdown={dropdown} />
          ),
        )}
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
