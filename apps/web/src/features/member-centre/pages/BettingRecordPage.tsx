import { useTranslation } from 'react-i18next';
import { type BetRecordRow, type BetRecordResponse, type GameCategory } from '@wps/shared-types';
import { GAME_CATEGORY_LINKS } from '../../games';
import { useVendorLanes } from '../../lobby';
import { useMoneyFormat } from '../../wallet';
import { RecordRangeFilter } from '../records/RecordRangeFilter';
import { RecordSelect } from '../records/RecordSelect';
import { RecordTable, type RecordColumn } from '../records/RecordTable';
import { SignedMoney } from '../records/SignedMoney';
import { fetchBetRecords, recordKeys } from '../records/api';
import { formatRecordTime } from '../records/format';
import { BET_STATUS_KEYS as STATUS_KEYS } from '../records/labels';
import { signedMoneyColumn, stakeAndPayoutColumns } from '../records/money-columns';
import { useRecordPaging } from '../records/useRecordPaging';
import styles from '../records/records.module.css';

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
    ...stakeAndPayoutColumns<BetRecordRow>(t, money),
    signedMoneyColumn<BetRecordRow>(
      'winLoss',
      t('records.columns.winLoss'),
      money,
      (row) => row.winLoss,
    ),
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
        <RecordSelect
          label={t('records.columns.vendor')}
          value={paging.filters.vendor}
          options={vendors.map(([code, name]) => ({ value: code, label: name }))}
          onChange={(vendor) => paging.setFilters({ vendor })}
        />
        <RecordSelect
          label={t('records.columns.category')}
          value={paging.filters.category}
          options={GAME_CATEGORY_LINKS.map((link) => ({
            value: link.category,
            label: t(link.labelKey),
          }))}
          onChange={(category) => paging.setFilters({ category })}
        />
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
