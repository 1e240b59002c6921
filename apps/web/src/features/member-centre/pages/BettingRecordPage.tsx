import { useTranslation } from 'react-i18next';
import {
  type BetRecordRow,
  type BetRecordStatus,
  type BetRecordResponse,
  type GameCategory,
} from '@wps/shared-types';
import { GAME_CATEGORY_LINKS } from '../../games/categories';
import { useVendorLanes } from '../../lobby/hooks/useVendorLanes';
import { useMoneyFormat } from '../../wallet/hooks/useMoneyFormat';
import { fetchBetRecords, recordKeys } from '../records/api';
import { formatRecordTime } from '../records/format';
import { RecordRangeFilter } from '../records/RecordRangeFilter';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { SignedMoney } from '../records/SignedMoney';
import { useRecordPaging } from '../records/useRecordPaging';
import styles from '../records/records.module.css';

const STATUS_KEYS = {
  OPEN: 'records.status.OPEN',
  SETTLED: 'records.status.SETTLED',
  CANCELLED: 'records.status.CANCELLED',
} as const satisfies Record<BetRecordStatus, string>;

interface BetFilters {
  vendor?: string;
  category?: GameCategory;
}

/** Betting record (personalHistoryCopy): the member's rounds, filtered, paged, with totals. */
export default function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { lanes } = useVendorLanes();
  const paging = useRecordPaging<BetFilters, BetRecordResponse>(
    {},
    {
      key: recordKeys.bets,
      fetch: fetchBetRecords,
    },
  );
  const { data, error, isFetching } = paging;

  const vendors = [
    ...new Map(
      lanes.flatMap((lane) => lane.cards).map((card) => [card.vassalage, card.name]),
    ).entries(),
  ];
  const categoryLabel = (code: string) => {
    const link = GAME_CATEGORY_LINKS.find((entry) => entry.category === code);
    return link ? t(link.labelKey) : code;
  };
  const columns: RecordColumn<BetRecordRow>[] = [
    {
      key: 'time',
      header: t('records.columns.time'),
      cell: (row) => formatRecordTime(row.placedAt, i18n.language),
    },
    { key: 'vendor', header: t('records.columns.vendor'), cell: (row) => row.vendorName },
    { key: 'game', header: t('records.columns.game'), cell: (row) => row.gameName },
    {
      key: 'category',
      header: t('records.columns.category'),
      cell: (row) => categoryLabel(row.category),
    },
    {
      key: 'stake',
      header: t('records.columns.stake'),
      numeric: true,
      cell: (row) => money(row.stake),
    },
    {
      key: 'payout',
      header: t('records.columns.payout'),
      numeric: true,
      cell: (row) => money(row.payout),
    },
    {
      key: 'winLoss',
      header: t('records.columns.winLoss'),
      numeric: true,
      cell: (row) =>
        row.winLoss === null ? '–' : <SignedMoney amount={row.winLoss} text={money(row.winLoss)} />,
    },
    {
      key: 'status',
      header: t('records.columns.status'),
      cell: (row) => t(STATUS_KEYS[row.status]),
    },
  ];

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.personalHistoryCopy')}</h3>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} />
      <div className={styles.extraFilters}>
        <label>
          {t('records.columns.vendor')}
          <select
            value={paging.filters.vendor ?? ''}
            onChange={(event) => paging.setFilters({ vendor: event.target.value || undefined })}
          >
            <option value="">{t('records.all')}</option>
            {vendors.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('records.columns.category')}
          <select
            value={paging.filters.category ?? ''}
            onChange={(event) =>
              paging.setFilters({
                category: (event.target.value || undefined) as GameCategory | undefined,
              })
            }
          >
            <option value="">{t('records.all')}</option>
            {GAME_CATEGORY_LINKS.map((link) => (
              <option key={link.category} value={link.category}>
                {t(link.labelKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RecordTable
        caption={t('memberCentre.pages.personalHistoryCopy')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        totals={
          data && {
            category: t('records.rounds', { count: data.totals.rounds }),
            stake: money(data.totals.stake),
            payout: money(data.totals.payout),
            winLoss: <SignedMoney amount={data.totals.winLoss} text={money(data.totals.winLoss)} />,
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
