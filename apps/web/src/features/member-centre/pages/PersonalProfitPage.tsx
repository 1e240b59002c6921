import { useTranslation } from 'react-i18next';
import {
  PROFIT_GROUPINGS,
  type ProfitGrouping,
  type ProfitResponse,
  type ProfitRow,
} from '@wps/shared-types';
import { useMoneyFormat } from '../../wallet';
import { RecordRangeFilter } from '../records/RecordRangeFilter';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { SignedMoney } from '../records/SignedMoney';
import { fetchProfit, recordKeys } from '../records/api';
import { signedMoneyColumn, stakeAndPayoutColumns } from '../records/money-columns';
import { useRecordPaging } from '../records/useRecordPaging';
import styles from '../records/records.module.css';

const GROUPING_KEYS = {
  DAY: 'records.byDay',
  VENDOR: 'records.byVendor',
} as const satisfies Record<ProfitGrouping, string>;

/** Personal P&L (personalProfit): settled rounds summed per day or per vendor. */
export default function PersonalProfitPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const paging = useRecordPaging<{ groupBy: ProfitGrouping }, ProfitResponse>(
    { groupBy: 'DAY' },
    {
      key: recordKeys.profit,
      fetch: fetchProfit,
    },
  );
  const { data, error, isFetching } = paging;

  const columns: RecordColumn<ProfitRow>[] = [
    {
      key: 'name',
      header:
        paging.filters.groupBy === 'DAY' ? t('records.columns.day') : t('records.columns.vendor'),
      cell: (row) => row.name,
    },
    {
      key: 'rounds',
      header: t('records.columns.rounds'),
      numeric: true,
      cell: (row) => row.rounds,
    },
    ...stakeAndPayoutColumns<ProfitRow>(t, money),
    signedMoneyColumn<ProfitRow>('net', t('records.columns.net'), money, (row) => row.net),
  ];

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.personalProfit')}</h3>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} />
      <div role="group" aria-label={t('records.groupBy')} className={styles.presets}>
        {PROFIT_GROUPINGS.map((grouping) => (
          <button
            key={grouping}
            type="button"
            className="button button--small button--ghost"
            aria-pressed={paging.filters.groupBy === grouping}
            onClick={() => paging.setFilters({ groupBy: grouping })}
          >
            {t(GROUPING_KEYS[grouping])}
          </button>
        ))}
      </div>
      <RecordTable
        caption={t('memberCentre.pages.personalProfit')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.key}
        totals={
          data && {
            rounds: data.totals.rounds,
            stake: money(data.totals.stake),
            payout: money(data.totals.payout),
            net: <SignedMoney amount={data.totals.net} text={money(data.totals.net)} />,
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
