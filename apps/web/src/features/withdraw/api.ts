import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_PATHS,
  WITHDRAWAL_ACTIONS,
  WITHDRAWAL_DISPUTE_FIELDS,
  WITHDRAWAL_PAGE_SIZE,
  WITHDRAWAL_PATHS,
  type BankAccountList,
  type BankAccountView,
  type BindBankAccountRequest,
  type PaymentPasswordStatus,
  type WithdrawalLimits,
  type WithdrawalPage,
  type WithdrawalRequest,
  type WithdrawalView,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so logout forgets them with the rest of the member's data.
export const withdrawKeys = {
  all: [...memberKeys.all, 'withdrawals'] as const,
  limits: [...memberKeys.all, 'withdrawals', 'limits'] as const,
  bankAccounts: [...memberKeys.all, 'withdrawals', 'bank-accounts'] as const,
  paymentPassword: [...memberKeys.all, 'withdrawals', 'payment-password'] as const,
  page: (pageNo: number) => [...memberKeys.all, 'withdrawals', 'list', pageNo] as const,
};

/** A proof picture of the member's own withdrawal (payout or dispute), shown with PrivateImage. */
export function withdrawalImagePath(withdrawalId: number, position: number): string {
  return `${WITHDRAWAL_PATHS.withdrawals}/${withdrawalId}/${WITHDRAWAL_ACTIONS.images}/${position}`;
}

export function fetchWithdrawalLimits(signal?: AbortSignal): Promise<WithdrawalLimits> {
  return api.get<WithdrawalLimits>(WITHDRAWAL_PATHS.withdrawalLimits, { signal });
}

export function fetchPaymentPasswordStatus(signal?: AbortSignal): Promise<PaymentPasswordStatus> {
  return api.get<PaymentPasswordStatus>(PAYMENT_PATHS.paymentPassword, { signal });
}

export function fetchBankAccounts(signal?: AbortSignal): Promise<BankAccountList> {
  return api.get<BankAccountList>(WITHDRAWAL_PATHS.bankAccounts, { signal });
}

export function bindBankAccount(request: BindBankAccountRequest): Promise<BankAccountView> {
  return api.post<BankAccountView>(WITHDRAWAL_PATHS.bankAccounts, request);
}

export function deleteBankAccount(id: number): Promise<unknown> {
  return api.delete(`${WITHDRAWAL_PATHS.bankAccounts}/${id}`);
}

export function fetchWithdrawals(pageNo: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  return api.get<WithdrawalPage>(WITHDRAWAL_PATHS.withdrawals, {
    query: { pageNo, pageSize: WITHDRAWAL_PAGE_SIZE },
    signal,
  });
}

export function requestWithdrawal(
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalView> {
  return api.post<WithdrawalView>(WITHDRAWAL_PATHS.withdrawals, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function confirmReceived(id: number): Promise<WithdrawalView> {
  return api.post<WithdrawalView>(
    `${WITHDRAWAL_PATHS.withdrawals}/${id}/${WITHDRAWAL_ACTIONS.received}`,
  );
}

export interface DisputeSubmission {
  id: number;
  remark: string;
  images: File[];
}

/** "Not received" as multipart/form-data, each proof in its own `images` part. */
export function reportNotReceived(submission: DisputeSubmission): Promise<WithdrawalView> {
  const form = new FormData();
  form.append(WITHDRAWAL_DISPUTE_FIELDS.remark, submission.remark.trim());
  for (const image of submission.images) {
    form.append(WITHDRAWAL_DISPUTE_FIELDS.images, image, image.name);
  }
  return api.post<WithdrawalView>(
    `${WITHDRAWAL_PATHS.withdrawals}/${submission.id}/${WITHDRAWAL_ACTIONS.notReceived}`,
    form,
  );
}
