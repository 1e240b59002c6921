import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentCentrePage, AgentContractKind } from '@wps/shared-types';
import type { AgentPageProps } from './page-props';

type PageComponent = LazyExoticComponent<ComponentType<AgentPageProps>>;

/** Each page's title, which is also its menu label (AGENT_CENTRE_MENU's labelKey). */
export const AGENT_CENTRE_PAGE_TITLES = {
  agentAnnouncement: 'agentCentre.menu.agent_announcement',
  agentTeamOverview: 'agentCentre.menu.agent_team_overview',
  agentOpenAccount: 'agentCentre.menu.agent_open_account',
  agentTeamManagement: 'agentCentre.menu.agent_team_management',
  agentTeamBetting: 'agentCentre.menu.agent_team_betting',
  agentDownlineProfitLoss: 'agentCentre.menu.agent_downline_profit_loss',
  agentIncome: 'agentCentre.menu.agent_my_income',
  agentDownlineTransactions: 'agentCentre.menu.agent_downline_transactions',
  agentDividendRecord: 'agentCentre.menu.agent_dividend_record',
  agentDailyWages: 'agentCentre.menu.agent_daily_wages',
  agentHourlySalary: 'agentCentre.menu.agent_hourly_salary',
  agentRealTimeSalary: 'agentCentre.menu.agent_real_time_salary',
} as const satisfies Record<AgentCentrePage, string>;

/** Entries 9-12: one page (one chunk) for the four contract kinds. */
const contractPage = (kind: AgentContractKind): PageComponent =>
  lazy(() =>
    import('./pages/ContractPage').then((module) => ({ default: module.CONTRACT_PAGES[kind] })),
  );

/** Each page, its own chunk. */
export const AGENT_CENTRE_PAGES: Record<AgentCentrePage, PageComponent> = {
  agentAnnouncement: lazy(() => import('./pages/AnnouncementPage')),
  agentTeamOverview: lazy(() => import('./pages/TeamOverviewPage')),
  agentOpenAccount: lazy(() => import('./pages/OpenAccountPage')),
  agentTeamManagement: lazy(() => import('./pages/TeamManagementPage')),
  agentTeamBetting: lazy(() => import('./pages/TeamBettingPage')),
  agentDownlineProfitLoss: lazy(() => import('./pages/DownlineProfitPage')),
  agentIncome: lazy(() => import('./pages/IncomePage')),
  agentDownlineTransactions: lazy(() => import('./pages/DownlineTransactionsPage')),
  agentDividendRecord: contractPage('DIVIDEND'),
  agentDailyWages: contractPage('DAILY_WAGES'),
  agentHourlySalary: contractPage('HOURLY_SALARY'),
  agentRealTimeSalary: contractPage('REAL_TIME_SALARY'),
};
