import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentTransferOverview } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { Pager } from '../../../ui/Pager';
import { recordStyles } from '../../member-centre';
import { openAccessDialog } from '../../session';
import { TransferForm } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import {
  agentKeys,
  fetchTransferOverview,
  fetchTransferRecords,
  sendDownlineTransfer,
} from '../api';
import { TRANSFER_DIRECTION_KEYS } from '../labels';
import styles from '../agent-centre.module.css';

/**
 * Transfers (spec 2 §6): send money to a direct downline, go to the upline transfer, and the
 * agent's transfers in both directions.
 */
export function TransferPanel({ initialAccount }: { initialAccount: string }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const overview = useQuery({
    queryKey: agentKeys.transferOverview,
    queryFn: ({ signal }) => fetchTransferOverview(signal),
  });
  return (
    <section className={styles.section} aria-label={t('agentCentre.transfers.tab')}>
      {overview.isError && <p role="alert">{errorText(siteT, overview.error)}</p>}
      {overview.isPending && <p>{siteT('shell.loading')}</p>}
      {overview.data && (
        <DownlineTransferForm overview={overview.data} initialAccount={initialAccount} />
      )}
      <p className={styles.note}>
        {t('agentCentre.transfers.uplineNote')}{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openAccessDialog('memberCentre', { page: 'transferUpline' })}
        >
          {t('agentCentre.transfers.toUpline')}
        </button>
      </p>
      <TransferRecords />
    </section>
  );
}

function DownlineTransferForm({
  overview,
  initialAccount,
}: {
  overview: AgentTransferOverview;
  initialAccount: string;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  return (
    <TransferForm
      label={t('agentCentre.transfers.form')}
      limits={overview.downline}
      balance={overview.balance}
      money={money}
      recipient={{
        label: t('agentCentre.transfers.toAccount'),
        hint: t('agentCentre.transfers.toAccountHint'),
        required: t('agentCentre.transfers.accountRequired'),
        initial: initialAccount,
      }}
      send={(draft, key) =>
        sendDownlineTransfer({ ...draft, toAccount: draft.toAccount ?? '' }, key)
      }
      invalidates={[agentKeys.transfers, walletKeys.all]}
      sentMessage={(sent) =>
        t('agentCentre.transfers.sent', { amount: money(sent.amount), account: sent.counterparty })
      }
      submitLabel={t('agentCentre.transfers.submit')}
    />
  );
}

function TransferRecords() {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery({
    queryKey: agentKeys.transferRecords(pageNo),
    queryFn: ({ signal }) => fetchTransferRecords(pageNo, signal),
  });
  return (
    <section className={styles.section} aria-labelledby="agent-transfer-records">
      <h4 id="agent-transfer-records" className={styles.subTitle}>
        {t('agentCentre.transfers.records')}
      </h4>
      {records.isError && <p role="alert">{errorText(siteT, records.error)}</p>}
      {records.data?.list.length === 0 && (
        <p className={styles.note}>{t('agentCentre.transfers.empty')}</p>
      )}
      {records.data && records.data.list.length > 0 && (
        <div className={recordStyles.tableWrap}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('agentCentre.transfers.records')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.columns.time')}</th>
                <th scope="col">{t('agentCentre.columns.direction')}</th>
                <th scope="col">{t('agentCentre.columns.counterparty')}</th>
                <th scope="col" className={recordStyles.numeric}>
                  {t('agentCentre.columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((record) => (
                <tr key={record.id}>
                  <td>{formatDateTime(record.createdAt)}</td>
                  <td>{t(TRANSFER_DIRECTION_KEYS[record.direction])}</td>
                  <td>{record.counterparty}</td>
                  <td className={recordStyles.numeric}>{money(record.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={pageNo} totalPages={records.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
