import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DownlineProfitPage as ProfitAnswer,
  DownlineProfitRow,
  DownlineProfitTotals,
} from '@wps/shared-types';
import {
  signedMoneyColumn,
  SignedMoney,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchDownlineProfit } from '../api';
import { DOWNLINE_TYPE_KEYS } from '../labels';
import type { AgentPageProps } from '../page-props';
import { AgentReportFrame } from '../components/AgentReportFrame';
import styles from '../agent-centre.module.css';

type AmountKey = 'depositAmount' | 'withdrawalAmount' | 'validTurnover' | 'payout';

/**
 * Downline profit and loss: each direct downline's figures of the period; a sub-agent's row
 * opens its own downline, and the breadcrumb goes back up.
 */
export default function DownlineProfitPage({ info }: AgentPageProps) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  // The sub-agents opened, from the agent down; empty: the agent's own downline.
  const [trail, setTrail] = useState<string[]>([]);
  const paging = useRecordPaging<{ parentAccount?: string }, ProfitAnswer>(
    {},
    { key: agentKeys.downlineProfit, fetch: fetchDownlineProfit },
  );
  const goTo = (next: string[]) => {
    setTrail(next);
    paging.setFilters({ parentAccount: next.at(-1) });
  };

  const amount = (key: AmountKey, header: string): RecordColumn<DownlineProfitRow> => ({
    key,
    header,
    numeric: true,
    cell: (row) => money(row[key]),
  });
  const columns: (RecordColumn<DownlineProfitRow> | false)[] = [
    {
      key: 'account',
      header: t('agentCentre.columns.account'),
      cell: (row) =>
        row.type === 'AGENT' && row.teamSize > 0 ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => goTo([...trail, row.account])}
          >
            {row.account}
          </button>
        ) : (
          row.account
        ),
    },
    {
      key: 'type',
      header: t('agentCentre.columns.type'),
      cell: (row) => t(DOWNLINE_TYPE_KEYS[row.type]),
    },
    {
      key: 'activeMembers',
      header: t('agentCentre.figures.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
    info.figures.deposits && amount('depositAmount', t('agentCentre.figures.depositAmount')),
    info.figures.withdrawals &&
      amount('withdrawalAmount', t('agentCentre.figures.withdrawalAmount')),
    { key: 'bets', header: t('agentCentre.figures.bets'), numeric: true, cell: (row) => row.bets },
    amount('validTurnover', t('agentCentre.figures.validTurnover')),
    info.figures.profitLoss && amount('payout', t('agentCentre.figures.payout')),
    info.figures.profitLoss &&
      signedMoneyColumn<DownlineProfitRow>(
        'memberProfitLoss',
        t('agentCentre.figures.memberProfitLoss'),
        money,
        (row) => row.memberProfitLoss,
      ),
  ];

  return (
    <AgentReportFrame
      title={t('agentCentre.menu.agent_downline_profit_loss')}
      caption={t('agentCentre.profit.caption', {
        account: paging.data?.parentAccount ?? info.agent.account,
      })}
      paging={paging}
      above={
        <nav className={styles.breadcrumb} aria-label={t('agentCentre.profit.breadcrumb')}>
          <ol>
            {[info.agent.account, ...trail].map((account, index) => (
              <li key={account}>
                {index === trail.length ? (
                  <span aria-current="location">{account}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => goTo(trail.slice(0, index))}
                  >
                    {account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      }
      columns={columns.filter((column) => column !== false)}
      rowKey={(row) => row.account}
      totals={({ totals }) => totalCells(totals, money)}
    />
  );
}

function totalCells(totals: DownlineProfitTotals, money: (amount: string) => string) {
  return {
    activeMembers: totals.activeMembers,
    depositAmount: money(totals.depositAmount),
    withdrawalAmount: money(totals.withdrawalAmount),
    bets: totals.bets,
    validTurnover: money(totals.validTurnover),
    payout: money(totals.payout),
    memberProfitLoss: (
      <SignedMoney amount={totals.memberProfitLoss} text={money(totals.memberProfitLoss)} />
    ),
  };
}
