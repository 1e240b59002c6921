import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_STATUSES,
  DOWNLINE_TYPES,
  type AgentCentreInfo,
  type DownlineQuery,
  type DownlineRow,
  type DownlineScope,
} from '@wps/shared-types';
import { formatDateTime } from '../../../lib/date-time';
import { RecordSelect, recordStyles, RecordTable, type RecordColumn } from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, AGENT_LIST_PAGE_SIZE, fetchDownlines } from '../api';
import { DOWNLINE_STATUS_KEYS, DOWNLINE_TYPE_KEYS } from '../labels';
import { AccountFilter } from './AccountFilter';
import styles from '../agent-centre.module.css';

type Filters = Omit<DownlineQuery, 'pageNo' | 'pageSize'>;
type DateFilter = 'registeredFrom' | 'registeredTo' | 'lastLoginFrom' | 'lastLoginTo';

const DATE_FILTERS = [
  ['registeredFrom', 'agentCentre.team.registeredFrom'],
  ['registeredTo', 'agentCentre.team.registeredTo'],
  ['lastLoginFrom', 'agentCentre.team.lastLoginFrom'],
  ['lastLoginTo', 'agentCentre.team.lastLoginTo'],
] as const satisfies readonly (readonly [DateFilter, string])[];

/** The downline list: direct or whole team, filtered, paged; an account opens its details. */
export function DownlineList({
  info,
  onOpen,
}: {
  info: AgentCentreInfo;
  onOpen: (account: string) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const [filters, setFilters] = useState<Filters>({ scope: 'DIRECT' });
  const [pageNo, setPageNo] = useState(1);
  const query: DownlineQuery = { ...filters, pageNo, pageSize: AGENT_LIST_PAGE_SIZE };
  const downlines = useQuery({
    queryKey: agentKeys.downlines(query),
    queryFn: ({ signal }) => fetchDownlines(query, signal),
    placeholderData: keepPreviousData,
  });
  const filter = (change: Filters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageNo(1);
  };

  const columns: RecordColumn<DownlineRow>[] = [
    {
      key: 'account',
      header: t('agentCentre.columns.account'),
      cell: (row) => (
        <button type="button" className={styles.linkButton} onClick={() => onOpen(row.account)}>
          {row.account}
        </button>
      ),
    },
    { key: 'nickname', header: t('agentCentre.columns.nickname'), cell: (row) => row.nickname },
    {
      key: 'type',
      header: t('agentCentre.columns.type'),
      cell: (row) => t(DOWNLINE_TYPE_KEYS[row.type]),
    },
    { key: 'level', header: t('agentCentre.columns.level'), cell: (row) => row.level },
    { key: 'upline', header: t('agentCentre.columns.upline'), cell: (row) => row.upline },
    {
      key: 'status',
      header: t('agentCentre.columns.status'),
      cell: (row) => t(DOWNLINE_STATUS_KEYS[row.status]),
    },
    {
      key: 'registeredAt',
      header: t('agentCentre.columns.registeredAt'),
      cell: (row) => formatDateTime(row.registeredAt),
    },
    {
      key: 'lastLoginAt',
      header: t('agentCentre.columns.lastLoginAt'),
      cell: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : '–'),
    },
    ...(info.permissions.seeDownlineBalance
      ? [
          {
            key: 'balance',
            header: t('agentCentre.columns.balance'),
            numeric: true,
            cell: (row: DownlineRow) => (row.balance === null ? '–' : money(row.balance)),
          },
        ]
      : []),
    { key: 'ratio', header: t('agentCentre.columns.ratio'), cell: (row) => ratioText(row.ratio) },
    {
      key: 'teamSize',
      header: t('agentCentre.columns.teamSize'),
      numeric: true,
      cell: (row) => row.teamSize,
    },
  ];

  return (
    <section className={styles.section} aria-label={t('agentCentre.team.list')}>
      <div role="group" aria-label={t('agentCentre.team.scope')} className={recordStyles.presets}>
        {(['DIRECT', 'TEAM'] as const satisfies readonly DownlineScope[]).map((scope) => (
          <button
            key={scope}
            type="button"
            className="button button--small button--ghost"
            aria-pressed={filters.scope === scope}
            onClick={() => filter({ scope })}
          >
            {scope === 'DIRECT' ? t('agentCentre.team.direct') : t('agentCentre.team.whole')}
          </button>
        ))}
      </div>
      <div className={recordStyles.extraFilters}>
        <AccountFilter
          label={t('agentCentre.columns.account')}
          onApply={(account) => filter({ account })}
        />
        <RecordSelect
          label={t('agentCentre.columns.type')}
          value={filters.type}
          options={DOWNLINE_TYPES.map((value) => ({ value, label: t(DOWNLINE_TYPE_KEYS[value]) }))}
          onChange={(type) => filter({ type })}
        />
        <RecordSelect
          label={t('agentCentre.columns.status')}
          value={filters.status}
          options={DOWNLINE_STATUSES.map((value) => ({
            value,
            label: t(DOWNLINE_STATUS_KEYS[value]),
          }))}
          onChange={(status) => filter({ status })}
        />
        {DATE_FILTERS.map(([name, labelKey]) => (
          <label key={name}>
            {t(labelKey)}
            <input
              className={styles.filterInput}
              type="date"
              value={filters[name] ?? ''}
              onChange={(event) => filter({ [name]: event.target.value || undefined })}
            />
          </label>
        ))}
      </div>
      <RecordTable
        caption={t('agentCentre.team.list')}
        columns={columns}
        rows={downlines.data?.list}
        rowKey={(row) => row.account}
        pageNo={pageNo}
        totalPages={downlines.data?.totalPages ?? 0}
        onPage={setPageNo}
        loading={downlines.isFetching}
        error={downlines.error}
      />
    </section>
  );
}

/** A share ratio in percent, or a dash while unset. */
export function ratioText(ratio: string | null): string {
  return ratio === null ? '–' : `${ratio}%`;
}
