import {
  MEMBER_RECORD_PATHS,
  type AccountRecordQuery,
  type AccountRecordResponse,
  type BetRecordQuery,
  type BetRecordResponse,
  type ProfitQuery,
  type ProfitResponse,
} from '@wps/shared-types';
import { api } from '../../../api/client';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const recordKeys = {
  all: ['member', 'records'] as const,
  bets: (query: BetRecordQuery) => ['member', 'records', 'bets', query] as const,
  transactions: (query: AccountRecordQuery) =>
    ['member', 'records', 'transactions', query] as const,
  profit: (query: ProfitQuery) => ['member', 'records', 'profit', query] as const,
};

export function fetchBetRecords(query: BetRecordQuery, signal?: AbortSignal) {
  return api.get<BetRecordResponse>(MEMBER_RECORD_PATHS.bets, { query: { ...query }, signal });
}

export function fetchAccountRecords(query: AccountRecordQuery, signal?: AbortSignal) {
  return api.get<AccountRecordResponse>(MEMBER_RECORD_PATHS.transactions, {
    query: { ...query },
    signal,
  });
}

export function fetchProfit(query: ProfitQuery, signal?: AbortSignal) {
  return api.get<ProfitResponse>(MEMBER_RECORD_PATHS.profit, { query: { ...query }, signal });
}
