import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { usePromotionTypesQuery } from '../../promotions';
import { openAccessDialog, useActionGuard, useSession } from '../../session';
import {
  findResource,
  hasCustomerService,
  useCustomerService,
  useLicences,
  useSiteInfo,
} from '../../system';
import { ShellIcon } from './ShellIcons';
import styles from './SideMenu.module.css';

const SOCIAL_NETWORKS = [
  { resourceType: 'FACEBOOK', icon: 'facebook' },
  { resourceType: 'TELEGRAM', icon: 'telegram' },
  { resourceType: 'YOUTUBE', icon: 'youtube' },
] as const;

/**
 * Up to this width the page has no margin to float the shortcuts in: they fold behind one button
 * in the corner, so they cover no content until asked for (issue 22 point 6).
 */
const FOLDED_SIDE_MENU_QUERY = '(max-width: 64rem)';

/** Right-hand shortcuts; each appears only when the operator configured it (spec 1 §2). */
export function SideMenu() {
  const { t } = useTranslation();
  const folded = useMediaQuery(FOLDED_SIDE_MENU_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const info = useSiteInfo();
  const session = useSession();
  const guard = useActionGuard();
  const promotionTypes = usePromotionTypesQuery();
  const promotions = promotionTypes.data;
  const customerService = useCustomerService();
  const licence = useLicences()[0];
  const socialLabels = {
    FACEBOOK: t('shell.sideMenu.facebook'),
    TELEGRAM: t('shell.sideMenu.telegram'),
    YOUTUBE: t('shell.sideMenu.youtube'),
  };
  // A visitor always sees the referral entry (it leads to the login); a member only while the
  // operator runs a referral promotion.
  const showReferral = !session.token || promotions?.referralEnabled === true;
  const showPromotions = (promotions?.types?.length ?? 0) > 0;
  // The menu is pinned to the screen's middle (its bottom on narrow screens): entries added one by
  // one as their answers arrive would move the others. It appears whole once they are in (a
  // failed promotion types answer shows the menu without its promotion entries).
  if (!info || promotionTypes.isPending) return null;

  return (
    <aside className={styles.sideMenu} aria-label={t('shell.sideMenu.label')}>
      {(!folded || open) && (
        // A shortcut chosen folds the list again.
        <ul id={listId} className={`${styles.list} on-dark`} onClick={() => setOpen(false)}>
          {SOCIAL_NETWORKS.map(({ resourceType, icon }) => {
            const resource = findResource(info, resourceType);
            if (!resource) return null;
            return (
              <li key={resourceType}>
                <a
                  className={styles.item}
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={socialLabels[resourceType]}
                  title={socialLabels[resourceType]}
                >
                  <ShellIcon name={icon} size={20} />
                </a>
              </li>
            );
          })}
          {hasCustomerService(info) && (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={customerService.open}
                aria-label={t('shell.sideMenu.liveChat')}
                title={t('shell.sideMenu.liveChat')}
              >
                <ShellIcon name="chat" size={20} />
              </button>
            </li>
          )}
          <li>
            {/* The chat room is for registered members: visitors log in first (spec 1 §4 guard). */}
            <button
              type="button"
              className={styles.item}
              onClick={() => guard(() => openAccessDialog('chatRoom'))}
              aria-label={t('shell.sideMenu.chatRoom')}
              title={t('shell.sideMenu.chatRoom')}
            >
              <ShellIcon name="chatRoom" size={20} />
            </button>
          </li>
          {showReferral && (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => guard(() => openAccessDialog('memberCentre', { page: 'referral' }))}
                aria-label={t('shell.sideMenu.referral')}
                title={t('shell.sideMenu.referral')}
              >
                <ShellIcon name="referral" size={20} />
              </button>
            </li>
          )}
          {showPromotions && (
            <li>
              <Link
                className={styles.item}
                to="/promotions"
                aria-label={t('shell.promotions')}
                title={t('shell.promotions')}
              >
                <ShellIcon name="promotions" size={20} />
              </Link>
            </li>
          )}
        </ul>
      )}
      {folded && (
        <button
          type="button"
          className={`${styles.item} ${styles.toggle} on-dark`}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={t('shell.sideMenu.toggle')}
          title={t('shell.sideMenu.toggle')}
          onClick={() => setOpen(!open)}
        >
          <ShellIcon name={open ? 'close' : 'chat'} size={20} />
        </button>
      )}
      {licence && (
        <img
          className={styles.licence}
          src={licence.url}
          alt={t('shell.sideMenu.licence', { licence: licence.label })}
          width={72}
          height={26}
          loading="lazy"
        />
      )}
      {customerService.dialog}
    </aside>
  );
}
