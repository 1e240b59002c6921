import { useTranslation } from 'react-i18next';
import { PointMall } from '../features/point-mall';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /pointMall (no side menu): the goods points can be exchanged for, and the mall's rules. */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('pointMall.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('pointMall.title')}</h1>
      </div>
      <PointMall />
    </div>
  );
}
