import { POINT_EXCHANGE_STATES } from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATE_LABELS, EXCHANGE_STATE_TEXTS } from '../labels';
import styles from './PointMall.module.css';

/** The mall's rules: how points are earned and spent, that they never expire, order states. */
export function PointMallRules() {
  const { t } = useTranslation();
  return (
    <section className={styles.rules} aria-labelledby="point-mall-rules">
      <h2 id="point-mall-rules" className={styles.heading}>
        {t('pointMall.rulesTitle')}
      </h2>
      <ol className={styles.ruleList}>
        <li>{t('pointMall.rule.earn')}</li>
        <li>{t('pointMall.rule.neverExpire')}</li>
        <li>{t('pointMall.rule.exchange')}</li>
        <li>{t('pointMall.rule.stock')}</li>
      </ol>
      <h3 className={styles.subheading}>{t('pointMall.statesTitle')}</h3>
      <dl className={styles.states}>
        {POINT_EXCHANGE_STATES.map((state) => (
          <div key={state} className={styles.state}>
            <dt>{t(EXCHANGE_STATE_LABELS[state])}</dt>
            <dd>{t(EXCHANGE_STATE_TEXTS[state])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
