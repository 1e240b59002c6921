import { useQuery } from '@tanstack/react-query';
import { POINT_EXCHANGE_STATES } from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { useWholeNumber } from '../../i18n';
import { useMoneyFormat } from '../../wallet';
import { fetchPointConfig, pointMallKeys } from '../api';
import { EXCHANGE_STATE_LABELS, EXCHANGE_STATE_TEXTS } from '../labels';
import styles from './PointMall.module.css';

/**
 * The mall's rules: how points are earned and spent, that they never expire, order states; a
 * member also reads the operator's rates.
 */
export function PointMallRules({ member }: { member: boolean }) {
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
        {member && <OperatorRates />}
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

function OperatorRates() {
  const { t } = useTranslation('points');
  const money = useMoneyFormat();
  const number = useWholeNumber();
  const config = useQuery({
    queryKey: pointMallKeys.config,
    queryFn: ({ signal }) => fetchPointConfig(signal),
  });
  if (!config.data) return null;
  const { earningEnabled, pointsPerTurnover, conversionEnabled } = config.data;
  return (
    <>
      <li>
        {earningEnabled
          ? t('points.rules.earning', { points: pointsPerTurnover })
          : t('points.rules.earningOff')}
      </li>
      {conversionEnabled && (
        <li>
          {t('points.rules.conversion', {
            amount: money(config.data.cashPerPoint),
            minimum: number(config.data.minimumConversionPoints),
          })}
        </li>
      )}
    </>
  );
}
