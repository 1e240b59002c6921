import { useTranslation } from 'react-i18next';
import { PageTitle } from '../features/system';
import { VipRanks } from '../features/vip';
import styles from '../ui/Page.module.css';

/** /vip: the operator's VIP ranks. */
export function VipPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('vip.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('vip.title')}</h1>
      </div>
      <p>{t('vip.intro')}</p>
      <VipRanks />
    </div>
  );
}
