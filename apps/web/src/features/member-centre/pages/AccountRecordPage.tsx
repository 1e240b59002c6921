import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_RECORD_TYPES,
  MAIN_WALLET,
  type AccountRecordRow,
  type AccountRecordType,
  type AccountRecordResponse,
  type DepositStatus,
  type WithdrawalStatus,
} from '@wps/shared-types';
import { useMoneyFormat } from '../../wallet';
import { RecordRangeFilter } from '../records/RecordRangeFilter';
import { RecordSelect } from '../records/RecordSelect';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { SignedMoney } from '../records/SignedMoney';
import { fetchAccountRecords, recordKeys } from '../records/api';
import { formatRecordTime } from '../records/format';
import { ACCOUNT_RECORD_TYPE_KEYS as TYPE_KEYS } from '../records/labels';
import { signedMoneyColumn } from '../records/money-columns';
import { useRecordPaging } from '../records/useRecordPaging';
import styles from '../records/records.module.css';

type RequestState = DepositStatus | WithdrawalStatus;

const REQUEST_KIND_KEYS = {
  DEPOSIT: 'records.request.DEPOSIT',
  WITHDRAWAL: 'records.request.WITHDRAWAL',
} as const;

/** Where a deposit or withdrawal stands now, beside its line. */
const REQUEST_STATE_KEYS = {
  PENDING: 'records.request.states.PENDING',
  APPROVED: 'records.request.states.APPROVED',
  REJECTED: 'records.request.states.REJECTED',
  EXPIRED: 'records.request.states.EXPIRED',
  PAID: 'records.request.states.PAID',
  CONFIRMED: 'records.request.states.CONFIRMED',
  DISPUTED: 'records.request.states.DISPUTED',
  RESOLVED: 'records.request.states.RESOLVED',
} as const satisfies Record<RequestState, string>;

/** Account record (transactionHistory): every movement on the member's wallets. */
export default function AccountRecordPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const paging = useRecordPaging<{ type?: AccountRecordType }, AccountRecordResponse>(
    {},
    {
      key: recordKeys.transactions,
      fetch: fetchAccountRecords,
    },
  );
  const { data, error, isFetching } = paging;

  const columns: RecordColumn<AccountRecordRow>[] = [
    {
      key: 'time',
      header: t('records.columns.time'),
      cell: (row) => formatRecordTime(row.time, i18n.language),
    },
    { key: 'type', header: t('records.columns.type'), cell: (row) => t(TYPE_KEYS[row.type]) },
    {
      key: 'wallet',
      header: t('records.columns.wallet'),
      cell: (row) => (row.wallet === MAIN_WALLET ? t('wallet.main') : row.wallet),
    },
    signedMoneyColumn<AccountRecordRow>(
      'amount',
      t('records.columns.amount'),
      money,
      (row) => row.amount,
    ),
    {
      key: 'balanceAfter',
      header: t('records.columns.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
    {
      key: 'request',
      header: t('records.request.title'),
      cell: (row) =>
        row.request
          ? `${t(REQUEST_KIND_KEYS[row.request.kind], { id: row.request.id })} · ${t(
              REQUEST_STATE_KEYS[row.request.status as RequestState] ?? row.request.status,
            )}`
          : '',
    },
    {
      key: 'reference',
      header: t('records.columns.reference'),
      cell: (row) =>
        row.roundId ? `${row.reference} · ${row.vendor ?? ''} ${row.roundId}` : row.reference,
    },
  ];

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.transactionHistory')}</h3>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} />
      <div className={styles.extraFilters}>
        <RecordSelect
          label={t('records.columns.type')}
          value={paging.filters.type}
          options={ACCOUNT_RECORD_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          onChange={(type) => paging.setFilters({ type })}
        />
      </div>
      <RecordTable
        caption={t('memberCentre.pages.transactionHistory')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        totals={
          data && {
            type: t('records.entries', { count: data.totals.count }),
            amount: (
              <>
                <SignedMoney amount={data.totals.moneyIn} text={money(data.totals.moneyIn)} />
                {' / '}
                <SignedMoney amount={data.totals.moneyOut} text={money(data.totals.moneyOut)} />
              </>
            ),
          }
        }
        pageNo={paging.pageNo}
        totalPages={data?.totalPages ?? 0}
        onPage={paging.setPageNo}
        loading={isFetching}
        error={error}
      />
    </div>
  );
}
