import {
  CONSOLE_AGENT_CONTRACT_PATHS,
  type AgentContractKind,
  type ConsoleAgentContract,
  type ConsoleAgentContractQuery,
  type ConsoleContractChange,
  type ConsoleContractChangeRequest,
  type ConsolePage,
  type ConsolePayoutRun,
  type ConsolePayoutRunQuery,
  type ConsoleRerunRequest,
  type ConsoleRerunResult,
  type ConsoleSetContractRequest,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export type ContractFilters = Omit<ConsoleAgentContractQuery, 'page' | 'pageSize'>;
export type RunFilters = Omit<ConsolePayoutRunQuery, 'page' | 'pageSize'>;

export const contractKeys = {
  /** Every contract list: a change or a new top contract shows in any of them. */
  contracts: ['console', 'agents', 'contracts'] as const,
  list: (filters: ContractFilters, page: number) =>
    [...contractKeys.contracts, filters, page] as const,
  runs: ['console', 'agents', 'payout-runs'] as const,
  runList: (filters: RunFilters, page: number) => [...contractKeys.runs, filters, page] as const,
};

export function fetchContracts(filters: ContractFilters, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleAgentContract>>(CONSOLE_AGENT_CONTRACT_PATHS.contracts, {
    query: { ...filters, ...pageQuery(page) },
    signal,
  });
}

export const setTopAgentContract = ({
  memberId,
  kind,
  ...request
}: ConsoleSetContractRequest & { memberId: number; kind: AgentContractKind }) =>
  consoleApi.put<ConsoleAgentContract>(
    CONSOLE_AGENT_CONTRACT_PATHS.topAgentContract(memberId, kind),
    request,
  );

export const changeContract = ({
  id,
  change,
  ...request
}: ConsoleContractChangeRequest & { id: number; change: ConsoleContractChange }) =>
  consoleApi.post<ConsoleAgentContract>(
    `${CONSOLE_AGENT_CONTRACT_PATHS.contract(id)}/${change}`,
    request,
  );

export function fetchPayoutRuns(filters: RunFilters, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsolePayoutRun>>(CONSOLE_AGENT_CONTRACT_PATHS.runs, {
    query: { ...filters, ...pageQuery(page) },
    signal,
  });
}

export const rerunPayouts = (request: ConsoleRerunRequest) =>
  consoleApi.post<ConsoleRerunResult>(CONSOLE_AGENT_CONTRACT_PATHS.rerun, request);
