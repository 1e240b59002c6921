import {
  DEPOSIT_FIELDS,
  DEPOSIT_PAGE_SIZE,
  DEPOSIT_PATHS,
  type DepositChannel,
  type DepositEntry,
  type DepositPage,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const depositKeys = {
  all: [...memberKeys.all, 'deposits'] as const,
  channels: [...memberKeys.all, 'deposits', 'channels'] as const,
  page: (pageNo: number) => [...memberKeys.all, 'deposits', 'list', pageNo] as const,
};

/** A proof picture of the member's own deposit, `position` from 1 (shown with PrivateImage). */
export function depositProofPath(depositId: number, position: number): string {
  return `${DEPOSIT_PATHS.deposits}/${depositId}/${DEPOSIT_PATHS.proofs}/${position}`;
}

export function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return api.get<DepositChannel[]>(DEPOSIT_PATHS.channels, { signal });
}

export function fetchDeposits(pageNo: number, signal?: AbortSignal): Promise<DepositPage> {
  return api.get<DepositPage>(DEPOSIT_PATHS.deposits, {
    query: { pageNo, pageSize: DEPOSIT_PAGE_SIZE },
    signal,
  });
}

export interface DepositSubmission {
  channelId: number;
  amount: string;
  claimPromotion: boolean;
  reference: string;
  remark: string;
  images: File[];
}

/** POST DEPOSIT_PATHS.deposits as multipart/form-data, each proof in its own `images` part. */
export function sendDeposit(submission: DepositSubmission): Promise<DepositEntry> {
  const form = new FormData();
  form.append(DEPOSIT_FIELDS.channelId, String(submission.channelId));
  form.append(DEPOSIT_FIELDS.amount, submission.amount);
  if (submission.claimPromotion) form.append(DEPOSIT_FIELDS.claimPromotion, 'true');
  if (submission.reference.trim()) form.append(DEPOSIT_FIELDS.reference, submission.reference);
  if (submission.remark.trim()) form.append(DEPOSIT_FIELDS.remark, submission.remark);
  for (const image of submission.images) form.append(DEPOSIT_FIELDS.images, image, image.name);
  return api.post<DepositEntry>(DEPOSIT_PATHS.deposits, form);
}
