import { useTranslation } from 'react-i18next';
import type { MaintenanceInfo, SiteInfo } from '@wps/shared-types';
import { SystemNoticePage } from './SystemNoticePage';
import styles from './SystemNoticePage.module.css';

interface MaintenancePageProps {
  info: SiteInfo;
  maintenance: MaintenanceInfo | null;
}

export function MaintenancePage({ info, maintenance }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const endTime = maintenance?.endTime ? new Date(maintenance.endTime) : null;
  const endTimeText =
    endTime && !Number.isNaN(endTime.getTime())
      ? new Intl.DateTimeFormat(document.documentElement.lang || i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(endTime)
      : null;

  return (
    <SystemNoticePage
      info={info}
      icon={<WrenchIcon />}
      title={maintenance?.title || t('system.maintenance.title')}
    >
      {endTimeText && (
        <p className={styles.highlight}>{t('system.maintenance.endTime', { time: endTimeText })}</p>
      )}
      <p className={styles.text}>{maintenance?.text || t('system.maintenance.text')}</p>
    </SystemNoticePage>
  );
}

function WrenchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
      <path
        fill="currentColor"
        d="M22.6 18.6 13.5 9.5a6 6 0 0 0-7.7-7.7l3.9 3.9-2.8 2.8-3.9-3.9a6 6 0 0 0 7.7 7.7l9.1 9.1a1 1 0 0 0 1.4 0l1.4-1.4a1 1 0 0 0 0-1.4Z"
      />
    </svg>
  );
}
