import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UplineTransferOverview } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { fetchConsolidatedFunds, useMoneyFormat, walletKeys } from '../../wallet';
import {
  fetchUplineOverview,
  fetchUplineTransfers,
  sendUplineTransfer,
  uplineTransferKeys,
} from '../api';
import { TransferForm } from './TransferForm';
import styles from '../../../ui/CentrePage.module.css';

/** Transfer to upline: the upline agent, the limits with today's use, the form, the transfers. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: uplineTransferKeys.overview,
    queryFn: ({ signal }) => fetchUplineOverview(signal),
  });
  const upline = overview.data?.upline;

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.transferUpline')}</h3>
      {overview.isPending && <p>{t('shell.loading')}</p>}
      {overview.isError && <FormMessage>{errorText(t, overview.error)}</FormMessage>}
      {overview.data && upline === null && <p role="status">{t('transferUpline.noUpline')}</p>}
      {overview.data && upline && (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t('transferUpline.upline')}</dt>
              <dd>{`${upline.nickname} (${upline.account})`}</dd>
            </div>
          </dl>
          <UplineTransferForm overview={overview.data} />
        </>
      )}
      <TransferHistory />
    </div>
  );
}

function UplineTransferForm({ overview }: { overview: UplineTransferOverview }) {
  const { t } = useTranslation();
  const funds = useQuery({
    queryKey: walletKeys.consolidated,
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
  });
  const money = useMoneyFormat(funds.data?.currencySymbol);
  return (
    <TransferForm
      label={t('transferUpline.form')}
      limits={overview}
      balance={funds.data?.mainBalance ?? null}
      money={money}
      send={(draft, key) => sendUplineTransfer(draft, key)}
      invalidates={[uplineTransferKeys.all, walletKeys.all]}
      sentMessage={() => t('transferUpline.sent')}
      submitLabel={t('transferUpline.submit')}
    />
  );
}

function TransferHistory() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const transfers = useQuery({
    queryKey: uplineTransferKeys.page(pageNo),
    queryFn: ({ signal }) => fetchUplineTransfers(pageNo, signal),
  });
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section className={styles.history} aria-labelledby="upline-history">
      <h4 id="upline-history" className={styles.subTitle}>
        {t('transferUpline.history')}
      </h4>
      {transfers.isError && <FormMessage>{errorText(t, transfers.error)}</FormMessage>}
      {transfers.data?.list.length === 0 && (
        <p className={styles.hint}>{t('transferUpline.empty')}</p>
      )}
      {transfers.data && transfers.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('transferUpline.columns.time')}</th>
              <th scope="col">{t('transferUpline.columns.upline')}</th>
              <th scope="col">{t('transferUpline.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.data.list.map((transfer) => (
              <tr key={transfer.id}>
                <td>{time(transfer.createdAt)}</td>
                <td>{`${transfer.upline.nickname} (${transfer.upline.account})`}</td>
                <td className={styles.amount}>{money(transfer.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={transfers.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
