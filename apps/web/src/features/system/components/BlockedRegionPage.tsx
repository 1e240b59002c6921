import { useTranslation } from 'react-i18next';
import type { LocationInfo, RegionRestrictionInfo, SiteInfo } from '@wps/shared-types';
import { SystemNoticePage } from './SystemNoticePage';
import styles from './SystemNoticePage.module.css';

interface BlockedRegionPageProps {
  info: SiteInfo;
  location: LocationInfo;
  restriction: RegionRestrictionInfo | null;
}

export function BlockedRegionPage({ info, location, restriction }: BlockedRegionPageProps) {
  const { t } = useTranslation();

  return (
    <SystemNoticePage info={info} icon={<ShieldIcon />} title={t('system.blocked.title')}>
      <p className={styles.highlight}>{t('system.blocked.ip', { ip: location.ip })}</p>
      <p className={styles.text}>{restriction?.text || t('system.blocked.text')}</p>
    </SystemNoticePage>
  );
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
      <path
        fill="currentColor"
        d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4Zm0 4a3 3 0 0 1 3 3v2h1v7H8v-7h1V8a3 3 0 0 1 3-3Zm0 2a1 1 0 0 0-1 1v2h2V8a1 1 0 0 0-1-1Z"
      />
    </svg>
  );
}
