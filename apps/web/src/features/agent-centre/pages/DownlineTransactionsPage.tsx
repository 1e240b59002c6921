import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_RECORD_TYPES,
  type AccountRecordType,
  type DownlineTransactionPage as TransactionAnswer,
  type DownlineTransactionRow,
} from '@wps/shared-types';
import {
  ACCOUNT_RECORD_TYPE_KEYS,
  formatRecordTime,
  RecordSelect,
  signedMoneyColumn,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchDownlineTransactions } from '../api';
import { AgentReportFrame } from '../components/AgentReportFrame';

interface TransactionFilters {
  account?: string;
  type?: AccountRecordType;
}

/** Downline transactions: every movement on the team's wallets, filtered, paged, with totals. */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const paging = useRecordPaging<TransactionFilters, TransactionAnswer>(
    {},
    { key: agentKeys.transactions, fetch: fetchDownlineTransactions },
  );
  const columns: RecordColumn<DownlineTransactionRow>[] = [
    {
      key: 'time',
      header: siteT('records.columns.time'),
      cell: (row) => formatRecordTime(row.time, i18n.language),
    },
    { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
    {
      key: 'type',
      header: siteT('records.columns.type'),
      cell: (row) => siteT(ACCOUNT_RECORD_TYPE_KEYS[row.type]),
    },
    signedMoneyColumn<DownlineTransactionRow>(
      'amount',
      t('agentCentre.columns.amount'),
      money,
      (row) => row.amount,
    ),
    {
      key: 'balanceAfter',
      header: t('agentCentre.columns.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
    { key: 'reference', header: t('agentCentre.columns.reference'), cell: (row) => row.reference },
  ];

  return (
    <AgentReportFrame
      title={t('agentCentre.menu.agent_downline_transactions')}
      paging={paging}
      onAccount={(account) => paging.setFilters({ account })}
      filters={
        <RecordSelect
          label={siteT('records.columns.type')}
          value={paging.filters.type}
          options={ACCOUNT_RECORD_TYPES.map((value) => ({
            value,
            label: siteT(ACCOUNT_RECORD_TYPE_KEYS[value]),
          }))}
          onChange={(type) => paging.setFilters({ type })}
        />
      }
      columns={columns}
      rowKey={(row) => row.id}
      totals={({ totals }) => ({
        type: t('agentCentre.transactions.count', { count: totals.count }),
        amount: t('agentCentre.transactions.inOut', {
          moneyIn: money(totals.moneyIn),
          moneyOut: money(totals.moneyOut),
        }),
      })}
    />
  );
}
