import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PointExchangeOrder } from '@wps/shared-types';
import { formatDateTime } from '../../../lib/date-time';
import { Pager } from '../../../ui/Pager';
import { useLanguage, useWholeNumber } from '../../i18n';
import { useMoneyFormat } from '../../wallet';
import { fetchPointOrders, pointMallKeys } from '../api';
import { EXCHANGE_STATE_LABELS } from '../labels';
import styles from './PointMall.module.css';

const TYPE_LABELS = {
  CASH: 'points.orders.type.CASH',
  GOODS: 'points.orders.type.GOODS',
} as const;

/** Records: the member's exchange orders with the fields of spec 2 §2, newest first. */
export function PointOrders() {
  const { t } = useTranslation('points');
  const { t: siteT } = useTranslation();
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const number = useWholeNumber();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery({
    queryKey: pointMallKeys.orders(language, pageNo),
    queryFn: ({ signal }) => fetchPointOrders(language, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  if (orders.isError) return <p>{t('points.loadFailed')}</p>;
  if (!orders.data) return null;
  if (orders.data.list.length === 0) return <p>{t('points.orders.empty')}</p>;
  const product = (order: PointExchangeOrder) => order.productName ?? t('points.orders.cash');

  return (
    <section aria-labelledby="point-orders">
      <h2 id="point-orders" className={styles.heading}>
        {t('points.orders.title')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('points.orders.transactionNo')}</th>
              <th scope="col">{t('points.orders.appliedAt')}</th>
              <th scope="col">{t('points.orders.exchangeType')}</th>
              <th scope="col">{t('points.orders.productName')}</th>
              <th scope="col">{t('points.orders.quantity')}</th>
              <th scope="col">{t('points.orders.pointsRequired')}</th>
              <th scope="col">{t('points.orders.amountRequired')}</th>
              <th scope="col">{t('points.orders.status')}</th>
              <th scope="col">{t('points.orders.shippingAddress')}</th>
              <th scope="col">{t('points.orders.paymentAccount')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.list.map((order) => (
              <tr key={order.transactionNo}>
                <td className={styles.number}>{order.transactionNo}</td>
                <td className={styles.number}>{formatDateTime(order.appliedAt)}</td>
                <td>{t(TYPE_LABELS[order.exchangeType])}</td>
                <td>{product(order)}</td>
                <td className={styles.number}>{number(order.quantity)}</td>
                <td className={styles.number}>{number(order.pointsRequired)}</td>
                <td className={styles.number}>{money(order.amountRequired)}</td>
                <td>
                  {siteT(EXCHANGE_STATE_LABELS[order.status])}
                  {order.rejectReason && (
                    <div>{t('points.orders.reason', { reason: order.rejectReason })}</div>
                  )}
                </td>
                <td>{order.shippingAddress ?? '—'}</td>
                <td>{order.paymentAccount ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pageNo} totalPages={orders.data.totalPages} onChoose={setPageNo} />
    </section>
  );
}
