import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointHistoryKind } from '@wps/shared-types';
import { formatDateTime } from '../../../lib/date-time';
import { Pager } from '../../../ui/Pager';
import { useWholeNumber } from '../../i18n';
import { fetchPointHistory, pointMallKeys } from '../api';
import styles from './PointMall.module.css';

const KIND_LABELS = {
  EARNED: 'points.history.kinds.EARNED',
  CONVERTED: 'points.history.kinds.CONVERTED',
  REDEEMED: 'points.history.kinds.REDEEMED',
  RETURNED: 'points.history.kinds.RETURNED',
} as const satisfies Record<PointHistoryKind, string>;

/** Points details: every change of the member's points, newest first. */
export function PointHistory() {
  const { t } = useTranslation('points');
  const number = useWholeNumber();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({
    queryKey: pointMallKeys.history(pageNo),
    queryFn: ({ signal }) => fetchPointHistory(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  if (history.isError) return <p>{t('points.loadFailed')}</p>;
  if (!history.data) return null;
  if (history.data.list.length === 0) return <p>{t('points.history.empty')}</p>;

  return (
    <section aria-labelledby="point-history">
      <h2 id="point-history" className={styles.heading}>
        {t('points.history.title')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('points.history.time')}</th>
              <th scope="col">{t('points.history.kind')}</th>
              <th scope="col">{t('points.history.points')}</th>
              <th scope="col">{t('points.history.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.list.map((line) => (
              <tr key={line.id}>
                <td className={styles.number}>{formatDateTime(line.createdAt)}</td>
                <td>{t(KIND_LABELS[line.kind])}</td>
                <td className={styles.number}>
                  {line.points > 0 ? '+' : ''}
                  {number(line.points)}
                </td>
                <td className={styles.number}>{number(line.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pageNo} totalPages={history.data.totalPages} onChoose={setPageNo} />
    </section>
  );
}
