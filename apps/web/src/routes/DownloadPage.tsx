import { useTranslation } from 'react-i18next';
import { InstallGuides } from '../features/download';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /down: app download, as the iOS and Lite install steps (spec 2 §1). */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('download.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('download.title')}</h1>
      </div>
      <InstallGuides />
    </div>
  );
}
