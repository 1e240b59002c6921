import {
  IDEMPOTENCY_KEY_HEADER,
  REBATE_CLAIM_PAGE_SIZE,
  REBATE_PATHS,
  type RebateClaimPage,
  type RebateClaimView,
  type RebateView,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const rebateKeys = {
  all: [...memberKeys.all, 'rebate'] as const,
  view: [...memberKeys.all, 'rebate', 'view'] as const,
  claims: (pageNo: number) => [...memberKeys.all, 'rebate', 'claims', pageNo] as const,
};

export function fetchRebate(signal?: AbortSignal): Promise<RebateView> {
  return api.get<RebateView>(REBATE_PATHS.rebate, { signal });
}

export function fetchRebateClaims(pageNo: number, signal?: AbortSignal): Promise<RebateClaimPage> {
  return api.get<RebateClaimPage>(REBATE_PATHS.claims, {
    query: { pageNo, pageSize: REBATE_CLAIM_PAGE_SIZE },
    signal,
  });
}

export function claimRebate(idempotencyKey: string): Promise<RebateClaimView> {
  return api.post<RebateClaimView>(REBATE_PATHS.claims, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
