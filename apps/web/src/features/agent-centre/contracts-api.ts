import {
  AGENT_CONTRACT_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type AgentContractAction,
  type AgentContractKind,
  type AgentContractOverview,
  type AgentContractPage,
  type AgentContractQuery,
  type AgentContractView,
  type AgentPayoutPage,
  type AgentPayoutQuery,
  type AgentPayoutStatement,
  type AgentPayoutView,
  type DistributeDividendRequest,
  type OfferContractRequest,
  type RequestContractRequest,
  type TerminationRequest,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { agentKeys } from './api';

const all = [...agentKeys.all, 'contracts'] as const;

/** A kind's contracts, offers and payouts; an answer or an offer reads the kind's keys again. */
export const contractKeys = {
  all,
  kind: (kind: AgentContractKind) => [...all, kind] as const,
  overview: (kind: AgentContractKind) => [...all, kind, 'overview'] as const,
  list: (query: AgentContractQuery) => [...all, query.kind, 'list', query] as const,
  payouts: (query: AgentPayoutQuery) => [...all, query.kind, 'payouts', query] as const,
  statement: (id: number, pageNo: number) => [...all, 'statement', id, pageNo] as const,
};

/** The lists' page size (contracts, a statement's lines). */
export const CONTRACT_LIST_PAGE_SIZE = 10;

/**
 * How often a kind's page reads its payouts and summary again while open: real-time salary is
 * paid every 5 minutes, so its page follows without a reload; the other kinds pay hourly or daily.
 */
export const PAYOUT_REFRESH_MS: Record<AgentContractKind, number | undefined> = {
  REAL_TIME_SALARY: 60_000,
  HOURLY_SALARY: undefined,
  DAILY_WAGES: undefined,
  DIVIDEND: undefined,
};

export function fetchContractOverview(kind: AgentContractKind, signal?: AbortSignal) {
  return api.get<AgentContractOverview>(AGENT_CONTRACT_PATHS.overview, {
    query: { kind },
    signal,
  });
}

export function fetchContracts(query: AgentContractQuery, signal?: AbortSignal) {
  return api.get<AgentContractPage>(AGENT_CONTRACT_PATHS.contracts, {
    query: { ...query },
    signal,
  });
}

export function offerContract(request: OfferContractRequest) {
  return api.post<AgentContractView>(AGENT_CONTRACT_PATHS.contracts, request);
}

export function requestContract(request: RequestContractRequest) {
  return api.post<AgentContractView>(AGENT_CONTRACT_PATHS.requests, request);
}

/** An answer to a proposal or a termination; only `termination` carries a note. */
export function actOnContract(id: number, action: AgentContractAction, note?: string) {
  const body: TerminationRequest | undefined =
    action === 'termination' ? (note ? { note } : {}) : undefined;
  return api.post<AgentContractView>(`${AGENT_CONTRACT_PATHS.contract(id)}/${action}`, body);
}

export function fetchPayouts(query: AgentPayoutQuery, signal?: AbortSignal) {
  return api.get<AgentPayoutPage>(AGENT_CONTRACT_PATHS.payouts, { query: { ...query }, signal });
}

export function fetchStatement(id: number, pageNo: number, signal?: AbortSignal) {
  return api.get<AgentPayoutStatement>(AGENT_CONTRACT_PATHS.payout(id), {
    query: { pageNo, pageSize: CONTRACT_LIST_PAGE_SIZE },
    signal,
  });
}

export function distributeDividend(
  id: number,
  request: DistributeDividendRequest,
  idempotencyKey: string,
) {
  return api.post<AgentPayoutView>(AGENT_CONTRACT_PATHS.distribute(id), request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
