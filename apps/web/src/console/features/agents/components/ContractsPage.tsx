import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_STATUSES,
  type ConsoleAgentContract,
  type ConsoleContractChange,
} from '@wps/shared-types';
import { pageOf } from '../../../lib/console-api';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Field, SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { contractKeys, fetchContracts, type ContractFilters } from '../contracts-api';
import { KIND_LABELS, PERIOD_LABELS, STATUS_LABELS } from './contract-labels';
import {
  CHANGE_LABELS,
  ContractChangeDialog,
  SetContractDialog,
  type TopContractTarget,
} from './ContractDialogs';
import styles from './Agents.module.css';

type Action =
  | { kind: 'set'; target: TopContractTarget | null }
  | { kind: 'change'; contract: ConsoleAgentContract; change: ConsoleContractChange }
  | null;

const STATUS_TONES = {
  PENDING: 'warning',
  ACTIVE: 'good',
  FROZEN: 'danger',
  REFUSED: 'neutral',
  CANCELLED: 'neutral',
  ENDED: 'neutral',
} as const;

/** What each state of a contract lets the operator do to it. */
const CHANGES_OF: Record<ConsoleAgentContract['status'], readonly ConsoleContractChange[]> = {
  PENDING: [],
  ACTIVE: ['freeze', 'end'],
  FROZEN: ['unfreeze', 'end'],
  REFUSED: [],
  CANCELLED: [],
  ENDED: [],
};

function filtersOf(params: URLSearchParams): ContractFilters {
  return {
    kind: AGENT_CONTRACT_KINDS.find((kind) => kind === params.get('kind')),
    status: AGENT_CONTRACT_STATUSES.find((status) => status === params.get('status')),
    account: params.get('account') || undefined,
  };
}

/**
 * Agent contracts, filtered by kind, status and account in the address; agents.write sets a top
 * agent's contract and freezes, unfreezes or ends any contract, each with a reason.
 */
export function ContractsPage() {
  const { t } = useConsoleTranslation();
  const titleId = useId();
  const canWrite = useCan('agents.write');
  const symbol = useOperator().merchant.currencySymbol;
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const [action, setAction] = useState<Action>(null);
  const contracts = useQuery({
    queryKey: contractKeys.list(filters, page),
    queryFn: ({ signal }) => fetchContracts(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const show = (next: ContractFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const columns: Column<ConsoleAgentContract>[] = [
    { label: t('agents.contracts.agent'), rowHeader: true, cell: (row) => row.agent },
    {
      label: t('agents.contracts.issuedBy'),
      cell: (row) => row.upline ?? t('agents.contracts.operator'),
    },
    { label: t('agents.contracts.kind'), cell: (row) => t(KIND_LABELS[row.kind]) },
    {
      label: t('agents.contracts.status'),
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{t(STATUS_LABELS[row.status])}</Badge>,
    },
    { label: t('agents.contracts.period'), cell: (row) => t(PERIOD_LABELS[row.period]) },
    {
      label: t('agents.contracts.tiers'),
      cell: (row) => (
        <ol className={styles.tiers}>
          {row.tiers.map((tier, index) => (
            <li key={index}>
              {t('agents.contracts.tierLine', {
                turnover: money(tier.turnover, symbol),
                members: tier.activeMembers ?? '-',
                ratio: tier.ratio,
              })}
            </li>
          ))}
        </ol>
      ),
    },
    {
      label: t('agents.contracts.since'),
      cell: (row) => dateTime(row.startedAt ?? row.proposedAt),
    },
    {
      label: t('agents.contracts.ended'),
      cell: (row) => (row.closedAt ? dateTime(row.closedAt) : t('common.none')),
    },
    ...(canWrite
      ? [
          {
            label: t('agents.tree.actions'),
            cell: (row: ConsoleAgentContract) => (
              <span className={ui.actions}>
                {row.upline === null && (row.status === 'ACTIVE' || row.status === 'FROZEN') ? (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('agents.contracts.newTermsOf', { account: row.agent })}
                    onClick={() =>
                      setAction({
                        kind: 'set',
                        target: {
                          memberId: row.agentId,
                          account: row.agent,
                          kind: row.kind,
                          contract: row,
                        },
                      })
                    }
                  >
                    {t('agents.contracts.newTerms')}
                  </button>
                ) : null}
                {CHANGES_OF[row.status].map((change) => (
                  <button
                    key={change}
                    type="button"
                    className="button"
                    aria-label={t('agents.contracts.changeOf', {
                      change: t(CHANGE_LABELS[change]),
                      account: row.agent,
                    })}
                    onClick={() => setAction({ kind: 'change', contract: row, change })}
                  >
                    {t(CHANGE_LABELS[change])}
                  </button>
                ))}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.pageTitle}>
        {t('agents.contracts.title')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('agents.contracts.kind')}
          value={filters.kind ?? ''}
          onValueChange={(kind) =>
            show({ ...filters, kind: AGENT_CONTRACT_KINDS.find((known) => known === kind) })
          }
          options={[
            { value: '', label: t('agents.contracts.all') },
            ...AGENT_CONTRACT_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) })),
          ]}
        />
        <SelectField
          label={t('agents.contracts.status')}
          value={filters.status ?? ''}
          onValueChange={(status) =>
            show({
              ...filters,
              status: AGENT_CONTRACT_STATUSES.find((known) => known === status),
            })
          }
          options={[
            { value: '', label: t('agents.contracts.all') },
            ...AGENT_CONTRACT_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
          ]}
        />
        <Field
          label={t('agents.contracts.account')}
          value={filters.account ?? ''}
          onValueChange={(account) => show({ ...filters, account: account.trim() || undefined })}
          autoComplete="off"
        />
        {canWrite ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAction({ kind: 'set', target: null })}
          >
            {t('agents.contracts.setTitle')}
          </button>
        ) : null}
      </form>
      {contracts.isPending ? <Loading /> : null}
      {contracts.isError ? <ErrorMessage error={contracts.error} /> : null}
      {contracts.data ? (
        contracts.data.list.length === 0 ? (
          <p className={ui.muted}>{t('agents.contracts.empty')}</p>
        ) : (
          <>
            <DataTable columns={columns} rows={contracts.data.list} rowKey={(row) => row.id} />
            <Pager
              page={contracts.data.page}
              pageSize={contracts.data.pageSize}
              total={contracts.data.total}
              onChoose={(next) => show(filters, next)}
            />
          </>
        )
      ) : null}
      {action?.kind === 'set' ? (
        <SetContractDialog target={action.target} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'change' ? (
        <ContractChangeDialog
          contract={action.contract}
          change={action.change}
          onClose={() => setAction(null)}
        />
      ) : null}
    </section>
  );
}
