import { useTranslation } from 'react-i18next';
import { PointGoodsList } from '../features/point-mall/components/PointGoodsList';
import { PointMallRules } from '../features/point-mall/components/PointMallRules';
import mallStyles from '../features/point-mall/components/PointMall.module.css';
import { PageTitle } from '../features/shell/components/PageTitle';
import styles from '../features/shell/components/Page.module.css';

/** /pointMall (no side menu): the goods points can be exchanged for, and the mall's rules. */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle title={t('pointMall.title')} />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>{t('pointMall.title')}</h1>
      </div>
      <p className={mallStyles.intro}>{t('pointMall.intro')}</p>
      <section aria-labelledby="point-mall-goods">
        <h2 id="point-mall-goods" className={mallStyles.heading}>
          {t('pointMall.goods')}
        </h2>
        <PointGoodsList />
      </section>
      <PointMallRules />
    </div>
  );
}
