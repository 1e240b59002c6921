import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { COCKFIGHT_VENDOR, type VendorLane } from '@wps/shared-types';
import { GAME_CATEGORY_LINKS, type GameCategoryLink } from '../../games/categories';
import { CategoryIcon } from '../../games/components/CategoryIcon';
import { useLaunchGame } from '../../lobby/hooks/useLaunchGame';
import { useVendorLanes } from '../../lobby/hooks/useVendorLanes';
import { useNavDropdown } from '../hooks/useNavDropdown';
import { NavCategoryEntry, navClassName } from './NavCategoryEntry';
import { ShellIcon } from './ShellIcons';
import styles from './Header.module.css';

// The launch dialogs (maintenance, failure) show rarely: they load only when a launch needs one.
const GameLaunchDialogs = lazy(() =>
  import('../../lobby/components/GameLaunchDialogs').then((module) => ({
    default: module.GameLaunchDialogs,
  })),
);

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
export function MainNav() {
  const { t } = useTranslation();
  const { lanes } = useVendorLanes();
  const dropdown = useNavDropdown();
  const launcher = useLaunchGame();

  return (
    <nav className={styles.nav} aria-label={t('shell.mainNav')}>
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
              <button
                type="button"
                className={`${styles.navLink} ${styles.navButton}`}
                onClick={() => launcher.launch({ vendor: COCKFIGHT_VENDOR })}
              >
                <CategoryIcon category={link.category} />
                <span>{t(link.labelKey)}</span>
              </button>
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
      {launcher.dialog && (
        <Suspense fallback={null}>
          <GameLaunchDialogs launcher={launcher} />
        </Suspense>
      )}
    </nav>
  );
}
