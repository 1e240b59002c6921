import type { PromotionSummary } from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { htmlLanguageOf } from '../../../lib/languages';
import { useLanguage } from '../../i18n';
import { useSiteInfo } from '../../system';
import {
  PROMOTION_STATUS_LABELS,
  PROMOTION_TAG_LABELS,
  PROMOTION_TYPE_LABELS,
  periodDates,
} from '../promotion-labels';
import styles from './Promotions.module.css';

/** The labels of spec 2 §2 on a promotion: type, tag and status. */
export function PromotionLabels({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.labels} aria-label={t('promotions.labels')}>
      <li className={styles.label}>{t(PROMOTION_TYPE_LABELS[promotion.type])}</li>
      {promotion.tag && (
        <li className={`${styles.label} ${styles.tag}`}>
          {t(PROMOTION_TAG_LABELS[promotion.tag])}
        </li>
      )}
      <li className={styles.label} data-status={promotion.status}>
        {t(PROMOTION_STATUS_LABELS[promotion.status])}
      </li>
    </ul>
  );
}

/** "Period: 1 Jan 2026 – 31 Jan 2026", or "from 1 Jan 2026" for an open-ended promotion. */
export function PromotionPeriod({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timezone = useSiteInfo()?.timezone;
  const { from, to } = periodDates(promotion, htmlLanguageOf(language), timezone);
  return (
    <p className={styles.period}>
      {to === null ? t('promotions.periodOpen', { from }) : t('promotions.period', { from, to })}
    </p>
  );
}
