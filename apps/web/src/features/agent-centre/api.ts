import {
  AGENT_CENTRE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type AgentAnnouncementPage,
  type AgentCentreInfo,
  type AgentInvitation,
  type AgentTransferOverview,
  type AgentTransferPage,
  type AgentTransferRequest,
  type AgentTransferView,
  type DownlineDetails,
  type DownlinePage,
  type DownlineProfitPage,
  type DownlineProfitQuery,
  type DownlineQuery,
  type DownlineTransactionPage,
  type DownlineTransactionQuery,
  type IncomePage,
  type IncomeQuery,
  type OpenAccountRequest,
  type OpenedAccount,
  type TeamBettingPage,
  type TeamBettingQuery,
  type TeamOverview,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

const all = [...memberKeys.all, 'agent'] as const;

// Under the member's keys, so logout forgets the agent's team with the rest of the member's data.
export const agentKeys = {
  all,
  centre: [...all, 'centre'] as const,
  announcements: (pageNo: number) => [...all, 'announcements', pageNo] as const,
  overview: (range: { from: string; to: string }) => [...all, 'overview', range] as const,
  invitation: [...all, 'invitation'] as const,
  downlines: (query: DownlineQuery) => [...all, 'downlines', query] as const,
  downline: (account: string) => [...all, 'downline', account] as const,
  teamBetting: (query: TeamBettingQuery) => [...all, 'team-betting', query] as const,
  downlineProfit: (query: DownlineProfitQuery) => [...all, 'profit', query] as const,
  income: (query: IncomeQuery) => [...all, 'income', query] as const,
  transactions: (query: DownlineTransactionQuery) => [...all, 'transactions', query] as const,
  transfers: [...all, 'transfers'] as const,
  transferOverview: [...all, 'transfers', 'overview'] as const,
  transferRecords: (pageNo: number) => [...all, 'transfers', 'records', pageNo] as const,
};

/** The list size of the centre's own lists (announcements, downlines, transfers). */
export const AGENT_LIST_PAGE_SIZE = 20;

export function fetchAgentCentre(signal?: AbortSignal) {
  return api.get<AgentCentreInfo>(AGENT_CENTRE_PATHS.centre, { signal });
}

export function fetchAnnouncements(pageNo: number, signal?: AbortSignal) {
  return api.get<AgentAnnouncementPage>(AGENT_CENTRE_PATHS.announcements, {
    query: { pageNo, pageSize: AGENT_LIST_PAGE_SIZE },
    signal,
  });
}

export function fetchTeamOverview(range: { from: string; to: string }, signal?: AbortSignal) {
  return api.get<TeamOverview>(AGENT_CENTRE_PATHS.teamOverview, { query: { ...range }, signal });
}

export function fetchInvitation(signal?: AbortSignal) {
  return api.get<AgentInvitation>(AGENT_CENTRE_PATHS.invitation, { signal });
}

export function openAccount(request: OpenAccountRequest) {
  return api.post<OpenedAccount>(AGENT_CENTRE_PATHS.accounts, request);
}

export function fetchDownlines(query: DownlineQuery, signal?: AbortSignal) {
  return api.get<DownlinePage>(AGENT_CENTRE_PATHS.downlines, { query: { ...query }, signal });
}

export function fetchDownline(account: string, signal?: AbortSignal) {
  return api.get<DownlineDetails>(AGENT_CENTRE_PATHS.downline(account), { signal });
}

export function setDownlineRatio(account: string, ratio: string) {
  return api.put<DownlineDetails>(`${AGENT_CENTRE_PATHS.downline(account)}/ratio`, { ratio });
}

export function setLoginLock(account: string, locked: boolean) {
  return api.put<DownlineDetails>(`${AGENT_CENTRE_PATHS.downline(account)}/login-lock`, {
    locked,
  });
}

export function fetchTeamBetting(query: TeamBettingQuery, signal?: AbortSignal) {
  return api.get<TeamBettingPage>(AGENT_CENTRE_PATHS.teamBetting, { query: { ...query }, signal });
}

export function fetchDownlineProfit(query: DownlineProfitQuery, signal?: AbortSignal) {
  return api.get<DownlineProfitPage>(AGENT_CENTRE_PATHS.downlineProfit, {
    query: { ...query },
    signal,
  });
}

export function fetchIncome(query: IncomeQuery, signal?: AbortSignal) {
  return api.get<IncomePage>(AGENT_CENTRE_PATHS.income, { query: { ...query }, signal });
}

export function fetchDownlineTransactions(query: DownlineTransactionQuery, signal?: AbortSignal) {
  return api.get<DownlineTransactionPage>(AGENT_CENTRE_PATHS.downlineTransactions, {
    query: { ...query },
    signal,
  });
}

export function fetchTransferOverview(signal?: AbortSignal) {
  return api.get<AgentTransferOverview>(AGENT_CENTRE_PATHS.transfers, { signal });
}

export function sendDownlineTransfer(request: AgentTransferRequest, idempotencyKey: string) {
  return api.post<AgentTransferView>(AGENT_CENTRE_PATHS.transfers, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function fetchTransferRecords(pageNo: number, signal?: AbortSignal) {
  return api.get<AgentTransferPage>(AGENT_CENTRE_PATHS.transferRecords, {
    query: { pageNo, pageSize: AGENT_LIST_PAGE_SIZE },
    signal,
  });
}
