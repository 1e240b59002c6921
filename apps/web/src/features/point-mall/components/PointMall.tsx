import { useTranslation } from 'react-i18next';
import { PointGoodsList } from './PointGoodsList';
import { PointMallRules } from './PointMallRules';
import styles from './PointMall.module.css';

/** The mall under its page's title: what points are for, the goods to exchange, the rules. */
export function PointMall() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.intro}>{t('pointMall.intro')}</p>
      <section aria-labelledby="point-mall-goods">
        <h2 id="point-mall-goods" className={styles.heading}>
          {t('pointMall.goods')}
        </h2>
        <PointGoodsList />
      </section>
      <PointMallRules />
    </>
  );
}
