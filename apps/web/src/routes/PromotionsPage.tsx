import { useTranslation } from 'react-i18next';
import { PromotionList } from '../features/promotions';
import { PageTitle } from '../features/system';
import styles from '../ui/Page.module.css';

/** /promotions: the operator's promotions with type filters. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('promotions.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('promotions.title')}</h1>
      </div>
      <PromotionList />
    </div>
  );
}
