import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AgentCentreInfo, TeamFigures } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import {
  RecordRangeFilter,
  recordStyles,
  SignedMoney,
  type RecordRange,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchTeamOverview } from '../api';
import type { AgentPageProps } from '../page-props';
import { useAgentPresets } from '../useAgentPresets';
import styles from '../agent-centre.module.css';

type Figure = keyof TeamFigures;
type Money = (amount: string) => string;

interface FigureRow {
  figure: Figure;
  label: string;
  show: (row: TeamFigures, money: Money) => ReactNode;
}

/** The figures the operator lets agents see (deposits, withdrawals, profit and loss). */
function figureRows(figures: AgentCentreInfo['figures'], t: TFunction<'agentCentre'>): FigureRow[] {
  const count = (figure: Figure) => (row: TeamFigures) => String(row[figure]);
  const amount = (figure: Figure) => (row: TeamFigures, money: Money) => money(String(row[figure]));
  const rows: (FigureRow | false)[] = [
    { figure: 'size', label: t('agentCentre.figures.size'), show: count('size') },
    { figure: 'newMembers', label: t('agentCentre.figures.newMembers'), show: count('newMembers') },
    {
      figure: 'activeMembers',
      label: t('agentCentre.figures.activeMembers'),
      show: count('activeMembers'),
    },
    figures.deposits && {
      figure: 'depositAmount',
      label: t('agentCentre.figures.depositAmount'),
      show: amount('depositAmount'),
    },
    figures.deposits && {
      figure: 'depositCount',
      label: t('agentCentre.figures.depositCount'),
      show: count('depositCount'),
    },
    figures.withdrawals && {
      figure: 'withdrawalAmount',
      label: t('agentCentre.figures.withdrawalAmount'),
      show: amount('withdrawalAmount'),
    },
    figures.withdrawals && {
      figure: 'withdrawalCount',
      label: t('agentCentre.figures.withdrawalCount'),
      show: count('withdrawalCount'),
    },
    { figure: 'bets', label: t('agentCentre.figures.bets'), show: count('bets') },
    {
      figure: 'validTurnover',
      label: t('agentCentre.figures.validTurnover'),
      show: amount('validTurnover'),
    },
    // The payout with the turnover would give the result away: both follow the P&L setting.
    figures.profitLoss && {
      figure: 'payout',
      label: t('agentCentre.figures.payout'),
      show: amount('payout'),
    },
    figures.profitLoss && {
      figure: 'memberProfitLoss',
      label: t('agentCentre.figures.memberProfitLoss'),
      show: (row, money) => (
        <SignedMoney amount={row.memberProfitLoss} text={money(row.memberProfitLoss)} />
      ),
    },
  ];
  return rows.filter((row): row is FigureRow => row !== false);
}

/** Team overview: the direct downline's and the whole team's figures of a period, side by side. */
export default function TeamOverviewPage({ info }: AgentPageProps) {
  const presets = useAgentPresets();
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const [range, setRange] = useState<RecordRange>({ from: info.today, to: info.today });
  const overview = useQuery({
    queryKey: agentKeys.overview(range),
    queryFn: ({ signal }) => fetchTeamOverview(range, signal),
    placeholderData: keepPreviousData,
  });
  const data = overview.data;

  return (
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_team_overview')}</h3>
      <RecordRangeFilter value={range} onChange={setRange} presets={presets} />
      {overview.isError && <p role="alert">{errorText(siteT, overview.error)}</p>}
      {!data && overview.isPending && <p>{siteT('shell.loading')}</p>}
      {data && (
        <div className={recordStyles.tableWrap}>
          <table
            className={`${recordStyles.table} ${styles.figures}`}
            aria-busy={overview.isFetching}
          >
            <caption className="visually-hidden">
              {t('agentCentre.overview.caption', { from: data.from, to: data.to })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.overview.figure')}</th>
                <th scope="col" className={recordStyles.numeric}>
                  {t('agentCentre.overview.direct')}
                </th>
                <th scope="col" className={recordStyles.numeric}>
                  {t('agentCentre.overview.team')}
                </th>
              </tr>
            </thead>
            <tbody>
              {figureRows(info.figures, t).map((row) => (
                <tr key={row.figure}>
                  <th scope="row">{row.label}</th>
                  <td className={recordStyles.numeric}>{row.show(data.direct, money)}</td>
                  <td className={recordStyles.numeric}>{row.show(data.team, money)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>{t('agentCentre.overview.note')}</p>
    </div>
  );
}
