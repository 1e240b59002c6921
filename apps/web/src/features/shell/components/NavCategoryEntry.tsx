import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import {
  GAME_CATEGORY_ROUTES,
  NAVIGATION_DROPDOWN_MAX_VENDORS,
  type VendorLane,
} from '@wps/shared-types';
import { LazyImage } from '../../../ui/LazyImage';
import { LineIcon } from '../../../ui/LineIcon';
import { CategoryIcon, type GameCategoryLink, lotteryPagePath, vendorPagePath } from '../../games';
import { useImageUrl } from '../../media';
import type { NavDropdown } from '../hooks/useNavDropdown';
import styles from './Header.module.css';

const CHEVRON = 'M6 9l6 6 6-6';

export const navClassName = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

// Lottery lanes have no lobby page: the entry and its vendors open the lottery page instead.
function entryPath(link: GameCategoryLink, lane: VendorLane | undefined): string {
  if (GAME_CATEGORY_ROUTES[link.category] && link.to) return link.to;
  return lotteryPagePath(lane?.cards[0]?.vassalage);
}

function vendorPath(link: GameCategoryLink, vassalage: string): string {
  return vendorPagePath(link.category, vassalage) ?? lotteryPagePath(vassalage);
}

interface NavCategoryEntryProps {
  link: GameCategoryLink;
  lane: VendorLane | undefined;
  dropdown: NavDropdown;
}

/**
 * A category entry with its vendor dropdown (spec 1 §2): at most 11 vendors, and a "more" link
 * to the category page once the lane has 11 or more. A mouse opens it by hovering; keyboard and
 * touch use the toggle button beside the entry's link.
 */
export function NavCategoryEntry({ link, lane, dropdown }: NavCategoryEntryProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const panelId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const cards = lane?.cards ?? [];
  const hasDropdown = cards.length > 0;
  const isOpen = hasDropdown && dropdown.openCategory === link.category;
  const label = t(link.labelKey);

  // Touch screens send pointer events too; only a mouse hovers.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && hasDropdown) dropdown.open(link.category);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && isOpen) dropdown.closeSoon();
  };
  const onFocus = () => {
    if (isOpen) dropdown.keepOpen();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget)) dropdown.closeSoon();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) toggleButton.current?.focus();
  };

  return (
    <li
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.navEntryHead}>
        <NavLink to={entryPath(link, lane)} className={navClassName}>
          <CategoryIcon category={link.category} />
          <span>{label}</span>
        </NavLink>
        {hasDropdown && (
          <button
            ref={toggleButton}
            type="button"
            className={styles.dropdownToggle}
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={t('nav.vendorsOf', { category: label })}
            onClick={() => dropdown.toggle(link.category)}
          >
            <LineIcon path={CHEVRON} size={14} />
          </button>
        )}
      </div>
      {isOpen && (
        <div id={panelId} className={styles.dropdown}>
          <ul
            className={styles.dropdownVendors}
            aria-label={t('nav.vendorsOf', { category: label })}
          >
            {cards.slice(0, NAVIGATION_DROPDOWN_MAX_VENDORS).map((card) => (
              <li key={card.vassalage}>
                <Link to={vendorPath(link, card.vassalage)} className={styles.dropdownVendor}>
                  <LazyImage
                    src={imageUrl(card.logoUrl)}
                    alt={card.name}
                    className={styles.dropdownLogo}
                  />
                  {/* The logo's alt text already names the vendor. */}
                  <span aria-hidden="true">{card.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {cards.length >= NAVIGATION_DROPDOWN_MAX_VENDORS && (
            <Link to={entryPath(link, lane)} className={styles.dropdownMore}>
              {t('nav.more')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
