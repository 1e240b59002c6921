import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openAccessDialog } from '../../session/access-dialogs';
import { useActionGuard } from '../../session/hooks/useActionGuard';
import { liveChatPath, openCustomerService } from '../../system/customer-service';
import { findResource } from '../../system/resources';
import { useSiteInfo } from '../../system/hooks/useSystemStatus';
import { ShellIcon } from './ShellIcons';
import styles from './SideMenu.module.css';

const SOCIAL_NETWORKS = [
  { resourceType: 'FACEBOOK', icon: 'facebook' },
  { resourceType: 'TELEGRAM', icon: 'telegram' },
  { resourceType: 'YOUTUBE', icon: 'youtube' },
] as const;

/** Right-hand shortcuts; each appears only when the operator configured it (spec 1 §2). */
export function SideMenu() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const guard = useActionGuard();
  const chatPath = liveChatPath(info);
  const socialLabels = {
    FACEBOOK: t('shell.sideMenu.facebook'),
    TELEGRAM: t('shell.sideMenu.telegram'),
    YOUTUBE: t('shell.sideMenu.youtube'),
  };

  return (
    <aside className={`${styles.sideMenu} on-dark`} aria-label={t('shell.sideMenu.label')}>
      <ul className={styles.list}>
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
        {chatPath && (
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => openCustomerService(chatPath)}
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
      </ul>
    </aside>
  );
}
