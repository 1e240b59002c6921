import { useTranslation } from 'react-i18next';
import {
  BET_RECORD_STATUSES,
  type BetRecordStatus,
  type GameCategory,
  type TeamBettingPage as TeamBettingAnswer,
  type TeamBetRow,
} from '@wps/shared-types';
import { GAME_CATEGORY_LINKS } from '../../games';
import {
  BET_STATUS_KEYS,
  formatRecordTime,
  RecordSelect,
  signedMoneyColumn,
  SignedMoney,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchTeamBetting } from '../api';
import { AgentReportFrame } from '../components/AgentReportFrame';

interface BetFilters {
  account?: string;
  category?: GameCategory;
  status?: BetRecordStatus;
}

/** Team betting: the rounds of every account below the agent, filtered, paged, with totals. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const paging = useRecordPaging<BetFilters, TeamBettingAnswer>(
    {},
    { key: agentKeys.teamBetting, fetch: fetchTeamBetting },
  );
  const categoryLabel = (code: string) => {
    const link = GAME_CATEGORY_LINKS.find((entry) => entry.category === code);
    return link ? siteT(link.labelKey) : code;
  };
  const columns: RecordColumn<TeamBetRow>[] = [
    {
      key: 'time',
      header: siteT('records.columns.time'),
      cell: (row) => formatRecordTime(row.placedAt, i18n.language),
    },
    { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
    { key: 'vendor', header: siteT('records.columns.vendor'), cell: (row) => row.vendor },
    { key: 'game', header: siteT('records.columns.game'), cell: (row) => row.gameName },
    {
      key: 'category',
      header: siteT('records.columns.category'),
      cell: (row) => categoryLabel(row.category),
    },
    {
      key: 'stake',
      header: siteT('records.columns.stake'),
      numeric: true,
      cell: (row) => money(row.stake),
    },
    {
      key: 'validTurnover',
      header: t('agentCentre.figures.validTurnover'),
      numeric: true,
      cell: (row) => money(row.validTurnover),
    },
    {
      key: 'payout',
      header: siteT('records.columns.payout'),
      numeric: true,
      cell: (row) => money(row.payout),
    },
    signedMoneyColumn<TeamBetRow>(
      'winLoss',
      siteT('records.columns.winLoss'),
      money,
      (row) => row.winLoss,
    ),
    {
      key: 'status',
      header: siteT('records.columns.status'),
      cell: (row) => siteT(BET_STATUS_KEYS[row.status]),
    },
  ];

  return (
    <AgentReportFrame
      title={t('agentCentre.menu.agent_team_betting')}
      paging={paging}
      onAccount={(account) => paging.setFilters({ account })}
      filters={
        <>
          <RecordSelect
            label={siteT('records.columns.category')}
            value={paging.filters.category}
            options={GAME_CATEGORY_LINKS.map((link) => ({
              value: link.category,
              label: siteT(link.labelKey),
            }))}
            onChange={(category) => paging.setFilters({ category })}
          />
          <RecordSelect
            label={siteT('records.columns.status')}
            value={paging.filters.status}
            options={BET_RECORD_STATUSES.map((value) => ({
              value,
              label: siteT(BET_STATUS_KEYS[value]),
            }))}
            onChange={(status) => paging.setFilters({ status })}
          />
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      totals={({ totals }) => ({
        category: siteT('records.rounds', { count: totals.bets }),
        stake: money(totals.stake),
        validTurnover: money(totals.validTurnover),
        payout: money(totals.payout),
        winLoss: <SignedMoney amount={totals.winLoss} text={money(totals.winLoss)} />,
      })}
    />
  );
}
