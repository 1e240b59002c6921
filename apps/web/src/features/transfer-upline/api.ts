import {
  IDEMPOTENCY_KEY_HEADER,
  UPLINE_TRANSFER_PAGE_SIZE,
  WITHDRAWAL_PATHS,
  type UplineTransferOverview,
  type UplineTransferPage,
  type UplineTransferRequest,
  type UplineTransferView,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const uplineTransferKeys = {
  all: [...memberKeys.all, 'upline-transfers'] as const,
  overview: [...memberKeys.all, 'upline-transfers', 'overview'] as const,
  page: (pageNo: number) => [...memberKeys.all, 'upline-transfers', 'list', pageNo] as const,
};

export function fetchUplineOverview(signal?: AbortSignal): Promise<UplineTransferOverview> {
  return api.get<UplineTransferOverview>(WITHDRAWAL_PATHS.uplineTransferOverview, { signal });
}

export function fetchUplineTransfers(
  pageNo: number,
  signal?: AbortSignal,
): Promise<UplineTransferPage> {
  return api.get<UplineTransferPage>(WITHDRAWAL_PATHS.uplineTransfers, {
    query: { pageNo, pageSize: UPLINE_TRANSFER_PAGE_SIZE },
    signal,
  });
}

export function sendUplineTransfer(
  request: UplineTransferRequest,
  idempotencyKey: string,
): Promise<UplineTransferView> {
  return api.post<UplineTransferView>(WITHDRAWAL_PATHS.uplineTransfers, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
