import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_PAYOUT_STATUSES,
  type AgentContractKind,
  type AgentPayoutPage,
  type AgentPayoutStatus,
  type AgentPayoutView,
} from '@wps/shared-types';
import {
  RecordRangeFilter,
  RecordSelect,
  recordStyles,
  RecordTable,
  signedMoneyColumn,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { contractKeys, fetchPayouts, PAYOUT_REFRESH_MS } from '../contracts-api';
import styles from '../agent-centre.module.css';
import { useAgentPresets } from '../useAgentPresets';
import { PAYOUT_STATUS_KEYS } from './labels';
import { formatPeriod } from './period';
import { StatementDialog } from './StatementDialog';

/**
 * The agent's payouts of a kind for a range of periods (spec 2 §3 contract labels), with totals,
 * pages and each line's statement.
 */
export function PayoutsSection({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation('agentCentre');
  const presets = useAgentPresets();
  const money = useMoneyFormat();
  const [statementOf, setStatementOf] = useState<number | null>(null);
  const paging = useRecordPaging<{ status?: AgentPayoutStatus }, AgentPayoutPage>(
    {},
    {
      key: (query) => contractKeys.payouts({ ...query, kind }),
      fetch: (query, signal) => fetchPayouts({ ...query, kind }, signal),
      refreshMs: PAYOUT_REFRESH_MS[kind],
    },
  );
  const { data } = paging;
  const amount = (
    key: 'teamTurnover' | 'grossShare' | 'downlineShares' | 'amount',
    header: string,
  ): RecordColumn<AgentPayoutView> => ({
    key,
    header,
    numeric: true,
    cell: (row) => money(row[key]),
  });
  const columns: RecordColumn<AgentPayoutView>[] = [
    {
      key: 'period',
      header: t('agentCentre.contracts.columns.period'),
      cell: (row) => formatPeriod(row),
    },
    amount('teamTurnover', t('agentCentre.contracts.columns.teamTurnover')),
    ...(kind === 'DIVIDEND'
      ? [
          signedMoneyColumn<AgentPayoutView>(
            'teamNetLoss',
            t('agentCentre.contracts.columns.teamNetLoss'),
            money,
            (row) => row.teamNetLoss,
          ),
        ]
      : []),
    {
      key: 'tier',
      header: t('agentCentre.contracts.columns.tierReached'),
      numeric: true,
      cell: (row) => (row.tier === null ? '-' : row.tier + 1),
    },
    {
      key: 'ratio',
      header: t('agentCentre.contracts.columns.ratio'),
      numeric: true,
      cell: (row) => `${row.ratio}%`,
    },
    amount('grossShare', t('agentCentre.contracts.columns.ownShare')),
    amount('downlineShares', t('agentCentre.contracts.columns.downlineShares')),
    amount('amount', t('agentCentre.contracts.columns.paidAmount')),
    {
      key: 'status',
      header: t('agentCentre.contracts.columns.status'),
      cell: (row) => t(PAYOUT_STATUS_KEYS[row.status]),
    },
    {
      key: 'statement',
      header: t('agentCentre.contracts.statement.title'),
      cell: (row) => (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setStatementOf(row.id)}
          aria-label={t('agentCentre.contracts.statement.open', { period: formatPeriod(row) })}
        >
          {t('agentCentre.contracts.statement.view')}
        </button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`payouts-${kind}`}>
      <h4 id={`payouts-${kind}`} className={styles.subTitle}>
        {t('agentCentre.contracts.payouts')}
      </h4>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} presets={presets} />
      <div className={recordStyles.extraFilters}>
        <RecordSelect
          label={t('agentCentre.contracts.columns.status')}
          value={paging.filters.status}
          options={AGENT_PAYOUT_STATUSES.map((value) => ({
            value,
            label: t(PAYOUT_STATUS_KEYS[value]),
          }))}
          onChange={(status) => paging.setFilters({ status })}
        />
      </div>
      <RecordTable
        caption={t('agentCentre.contracts.payouts')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => String(row.id)}
        totals={
          data && {
            teamTurnover: money(data.totals.teamTurnover),
            grossShare: money(data.totals.grossShare),
            downlineShares: money(data.totals.downlineShares),
            amount: money(data.totals.amount),
          }
        }
        pageNo={paging.pageNo}
        totalPages={data?.totalPages ?? 0}
        onPage={paging.setPageNo}
        loading={paging.isFetching}
        error={paging.error}
      />
      {statementOf !== null && (
        <StatementDialog payoutId={statementOf} onClose={() => setStatementOf(null)} />
      )}
    </section>
  );
}
