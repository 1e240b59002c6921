import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWholeNumber } from '../../i18n';
import { fetchPointBalance, pointMallKeys } from '../api';
import styles from './PointMall.module.css';

/** The member's points and those held by orders in application. */
export function PointsBalance() {
  const { t } = useTranslation('points');
  const number = useWholeNumber();
  const balance = useQuery({
    queryKey: pointMallKeys.balance,
    queryFn: ({ signal }) => fetchPointBalance(signal),
  });
  if (!balance.data) return null;
  return (
    <p className={styles.balance} aria-live="polite">
      <strong>{t('points.balance', { points: number(balance.data.points) })}</strong>
      {balance.data.onHold > 0 && (
        <span> · {t('points.onHold', { points: number(balance.data.onHold) })}</span>
      )}
    </p>
  );
}
