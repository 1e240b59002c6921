import { useState, type ComponentType } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CONTRACT_STATUSES,
  type AgentContractKind,
  type AgentContractQuery,
  type AgentContractStatus,
  type AgentContractView,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { Pager } from '../../../ui/Pager';
import { RecordSelect, recordStyles } from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchDownlines } from '../api';
import { AccountFilter } from '../components/AccountFilter';
import { ContractCard } from '../contracts/ContractCard';
import { ContractTermsForm } from '../contracts/ContractTermsForm';
import { CONTRACT_STATUS_KEYS } from '../contracts/labels';
import { PayoutsSection } from '../contracts/PayoutsSection';
import {
  CONTRACT_LIST_PAGE_SIZE,
  contractKeys,
  fetchContractOverview,
  fetchContracts,
  PAYOUT_REFRESH_MS,
} from '../contracts-api';
import styles from '../agent-centre.module.css';
import type { AgentPageProps } from '../page-props';

const PAGE_TITLES = {
  DIVIDEND: 'agentCentre.menu.agent_dividend_record',
  DAILY_WAGES: 'agentCentre.menu.agent_daily_wages',
  HOURLY_SALARY: 'agentCentre.menu.agent_hourly_salary',
  REAL_TIME_SALARY: 'agentCentre.menu.agent_real_time_salary',
} as const satisfies Record<AgentContractKind, string>;

/** Sub-agents an offer may name: the first ones are suggested, any direct one may be typed. */
const SUB_AGENT_SUGGESTIONS = 100;

/**
 * Entries 9-12 (dividend record, daily wages, hourly salary, real-time salary): one page for the
 * four kinds. The agent's contract in force, proposals waiting, the contracts it issued to its
 * direct sub-agents with "offer a contract", "request new terms" of its upline, and its payouts
 * with their statements.
 */
function ContractPage({ info, kind }: AgentPageProps & { kind: AgentContractKind }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const [requesting, setRequesting] = useState(false);
  const overview = useQuery({
    queryKey: contractKeys.overview(kind),
    queryFn: ({ signal }) => fetchContractOverview(kind, signal),
    refetchInterval: PAYOUT_REFRESH_MS[kind] ?? false,
  });
  if (overview.isError) return <p role="alert">{errorText(siteT, overview.error)}</p>;
  if (!overview.data) return <p>{siteT('shell.loading')}</p>;
  const { current } = overview.data;

  return (
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t(PAGE_TITLES[kind])}</h3>
      <dl className={styles.details} aria-label={t('agentCentre.contracts.summary')}>
        <div>
          <dt>{t('agentCentre.contracts.paidToday')}</dt>
          <dd>{money(overview.data.paidToday)}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.paidTotal')}</dt>
          <dd>{money(overview.data.paidTotal)}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.waitingForMe')}</dt>
          <dd>{overview.data.waitingForMe}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.waitingForOthers')}</dt>
          <dd>{overview.data.waitingForOthers}</dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby={`current-${kind}`}>
        <h4 id={`current-${kind}`} className={styles.subTitle}>
          {t('agentCentre.contracts.current')}
        </h4>
        {current ? (
          <ContractCard contract={current} title={t('agentCentre.contracts.myContract')} />
        ) : (
          <p className={styles.note}>{t('agentCentre.contracts.noCurrent')}</p>
        )}
        {info.agent.upline !== null &&
          (requesting ? (
            <ContractTermsForm
              kind={kind}
              mode="request"
              uplineTiers={null}
              onDone={() => setRequesting(false)}
            />
          ) : (
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => setRequesting(true)}>
                {t('agentCentre.contracts.requestTerms')}
              </button>
            </div>
          ))}
      </section>

      <ProposalsSection kind={kind} />
      <DownlineContractsSection kind={kind} current={current} />
      <PayoutsSection kind={kind} />
    </div>
  );
}

/** Who a proposal is from or to, as the viewer reads it. */
function useProposalTitle() {
  const { t } = useTranslation('agentCentre');
  return (contract: AgentContractView) => {
    const upline = contract.upline ?? t('agentCentre.contracts.parties.OPERATOR');
    if (contract.role === 'AGENT') {
      return contract.proposedBy === 'AGENT'
        ? t('agentCentre.contracts.proposals.myRequest', { account: upline })
        : t('agentCentre.contracts.proposals.offerFrom', { account: upline });
    }
    return contract.proposedBy === 'AGENT'
      ? t('agentCentre.contracts.proposals.requestFrom', { account: contract.agent })
      : t('agentCentre.contracts.proposals.myOffer', { account: contract.agent });
  };
}

function ContractList({
  query,
  title,
  empty,
  onPage,
}: {
  query: AgentContractQuery & { pageNo: number };
  title: (contract: AgentContractView) => string;
  empty: string;
  onPage: (pageNo: number) => void;
}) {
  const { t: siteT } = useTranslation();
  const list = useQuery({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => fetchContracts(query, signal),
    placeholderData: keepPreviousData,
  });
  if (list.isError) return <p role="alert">{errorText(siteT, list.error)}</p>;
  if (!list.data) return <p>{siteT('shell.loading')}</p>;
  if (list.data.list.length === 0) return <p className={styles.note}>{empty}</p>;
  return (
    <>
      {list.data.list.map((contract) => (
        <ContractCard key={contract.id} contract={contract} title={title(contract)} />
      ))}
      <Pager page={query.pageNo} totalPages={list.data.totalPages} onChoose={onPage} />
    </>
  );
}

/** Proposals waiting, for the agent's answer or the other side's. */
function ProposalsSection({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation('agentCentre');
  const title = useProposalTitle();
  const [pageNo, setPageNo] = useState(1);
  return (
    <section className={styles.section} aria-labelledby={`proposals-${kind}`}>
      <h4 id={`proposals-${kind}`} className={styles.subTitle}>
        {t('agentCentre.contracts.proposals.title')}
      </h4>
      <ContractList
        query={{ kind, status: 'PENDING', pageNo, pageSize: CONTRACT_LIST_PAGE_SIZE }}
        title={title}
        empty={t('agentCentre.contracts.proposals.empty')}
        onPage={setPageNo}
      />
    </section>
  );
}

/** The contracts the agent issued to its direct sub-agents, and the offer form. */
function DownlineContractsSection({
  kind,
  current,
}: {
  kind: AgentContractKind;
  current: AgentContractView | null;
}) {
  const { t } = useTranslation('agentCentre');
  const [offering, setOffering] = useState(false);
  const [filters, setFilters] = useState<{ account?: string; status?: AgentContractStatus }>({
    status: 'ACTIVE',
  });
  const [pageNo, setPageNo] = useState(1);
  const subAgentQuery = { type: 'AGENT', pageSize: SUB_AGENT_SUGGESTIONS } as const;
  const subAgents = useQuery({
    queryKey: agentKeys.downlines(subAgentQuery),
    queryFn: ({ signal }) => fetchDownlines(subAgentQuery, signal),
  });
  // An agent without sub-agents has no contracts to issue.
  if (!subAgents.data || subAgents.data.totalCount === 0) return null;
  const filter = (change: typeof filters) => {
    setFilters((existing) => ({ ...existing, ...change }));
    setPageNo(1);
  };
  return (
    <section className={styles.section} aria-labelledby={`downline-${kind}`}>
      <h4 id={`downline-${kind}`} className={styles.subTitle}>
        {t('agentCentre.contracts.downline.title')}
      </h4>
      {offering && current ? (
        <ContractTermsForm
          kind={kind}
          mode="offer"
          uplineTiers={current.tiers}
          subAgents={subAgents.data.list.map((row) => row.account)}
          onDone={() => setOffering(false)}
        />
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={!current || current.status !== 'ACTIVE'}
            onClick={() => setOffering(true)}
          >
            {t('agentCentre.contracts.downline.offer')}
          </button>
          {(!current || current.status !== 'ACTIVE') && (
            <p className={styles.note}>{t('agentCentre.contracts.downline.offerNeedsContract')}</p>
          )}
        </div>
      )}
      <div className={recordStyles.extraFilters}>
        <AccountFilter
          label={t('agentCentre.columns.account')}
          onApply={(account) => filter({ account })}
        />
        <RecordSelect
          label={t('agentCentre.contracts.columns.status')}
          value={filters.status}
          options={AGENT_CONTRACT_STATUSES.map((value) => ({
            value,
            label: t(CONTRACT_STATUS_KEYS[value]),
          }))}
          onChange={(status) => filter({ status })}
        />
      </div>
      <ContractList
        query={{
          kind,
          role: 'UPLINE',
          ...filters,
          pageNo,
          pageSize: CONTRACT_LIST_PAGE_SIZE,
        }}
        title={(contract) => contract.agent}
        empty={t('agentCentre.contracts.downline.empty')}
        onPage={setPageNo}
      />
    </section>
  );
}

/** The page of each kind (the centre's entries 9-12), each the one page above. */
export const CONTRACT_PAGES: Record<AgentContractKind, ComponentType<AgentPageProps>> = {
  DIVIDEND: (props) => <ContractPage {...props} kind="DIVIDEND" />,
  DAILY_WAGES: (props) => <ContractPage {...props} kind="DAILY_WAGES" />,
  HOURLY_SALARY: (props) => <ContractPage {...props} kind="HOURLY_SALARY" />,
  REAL_TIME_SALARY: (props) => <ContractPage {...props} kind="REAL_TIME_SALARY" />,
};
