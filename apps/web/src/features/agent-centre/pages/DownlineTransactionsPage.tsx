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
  RecordRangeFilter,
  RecordSelect,
  recordStyles,
  RecordTable,
  signedMoneyColumn,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchDownlineTransactions } from '../api';
import { AccountFilter } from '../components/AccountFilter';
import { useAgentPresets } from '../useAgentPresets';

interface TransactionFilters {
  account?: string;
  type?: AccountRecordType;
}

/** Downline transactions: every movement on the team's wallets, filtered, paged, with totals. */
export default function DownlineTransactionsPage() {
  const presets = useAgentPresets();
  const { t, i18n } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const paging = useRecordPaging<TransactionFilters, TransactionAnswer>(
    {},
    { key: agentKeys.transactions, fetch: fetchDownlineTransactions },
  );
  const { data } = paging;
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
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_downline_transactions')}</h3>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} presets={presets} />
      <div className={recordStyles.extraFilters}>
        <AccountFilter
          label={t('agentCentre.columns.account')}
          onApply={(account) => paging.setFilters({ account })}
        />
        <RecordSelect
          label={siteT('records.columns.type')}
          value={paging.filters.type}
          options={ACCOUNT_RECORD_TYPES.map((value) => ({
            value,
            label: siteT(ACCOUNT_RECORD_TYPE_KEYS[value]),
          }))}
          onChange={(type) => paging.setFilters({ type })}
        />
      </div>
      <RecordTable
        caption={t('agentCentre.menu.agent_downline_transactions')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        totals={
          data && {
            type: t('agentCentre.transactions.count', { count: data.totals.count }),
            amount: t('agentCentre.transactions.inOut', {
              moneyIn: money(data.totals.moneyIn),
              moneyOut: money(data.totals.moneyOut),
            }),
          }
        }
        pageNo={paging.pageNo}
        totalPages={data?.totalPages ?? 0}
        onPage={paging.setPageNo}
        loading={paging.isFetching}
        error={paging.error}
      />
    </div>
  );
}
