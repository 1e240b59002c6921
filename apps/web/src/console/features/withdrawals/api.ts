import {
  CONSOLE_BANK_ACCOUNT_ACTIONS,
  CONSOLE_PAYMENT_PATHS as PATHS,
  CONSOLE_WITHDRAWAL_ACTIONS as ACTIONS,
  WITHDRAWAL_PAYOUT_FIELDS,
  type ConsoleBankAccountRow,
  type ConsoleBankAccountUpdate,
  type ConsolePage,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalPanel,
  type ConsoleWithdrawalQuery,
  type ConsoleWithdrawalRow,
  type WithdrawalRejectCategory,
  type PaymentSettings,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** The queue's filters as the page keeps them in its address. */
export type WithdrawalFilters = Omit<ConsoleWithdrawalQuery, 'page' | 'pageSize'>;

export const withdrawalKeys = {
  /** Every withdrawal query: a decision changes the queue, the detail and a member's list. */
  all: ['console', 'withdrawals'] as const,
  queue: (filters: WithdrawalFilters, page: number) =>
    ['console', 'withdrawals', 'queue', filters, page] as const,
  detail: (withdrawalId: number) => ['console', 'withdrawals', 'detail', withdrawalId] as const,
  panel: (withdrawalId: number) => ['console', 'withdrawals', 'panel', withdrawalId] as const,
  bankAccounts: (memberId: number, page: number) =>
    ['console', 'bank-accounts', memberId, page] as const,
  allBankAccounts: ['console', 'bank-accounts'] as const,
  settings: ['console', 'payment-settings'] as const,
};

const withdrawalPath = (withdrawalId: number) => `${PATHS.withdrawals}/${withdrawalId}`;
const bankAccountPath = (accountId: number) => `${PATHS.bankAccounts}/${accountId}`;

export function fetchWithdrawalQueue(
  filters: WithdrawalFilters,
  page: number,
  signal?: AbortSignal,
) {
  return consoleApi.get<ConsoleWithdrawalPage>(PATHS.withdrawals, {
    query: { ...filters, ...pageQuery(page) },
    signal,
  });
}

export function fetchWithdrawal(withdrawalId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleWithdrawalRow>(withdrawalPath(withdrawalId), { signal });
}

/** What the decision rests on, in one answer. */
export function fetchWithdrawalPanel(withdrawalId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleWithdrawalPanel>(
    `${withdrawalPath(withdrawalId)}/${ACTIONS.panel}`,
    { signal },
  );
}

/** Where the browser loads a proof image: the operator route, with the console's cookie. */
export function withdrawalImageUrl(withdrawalId: number, position: number): string {
  return `${withdrawalPath(withdrawalId)}/${ACTIONS.images}/${position}`;
}

export const approveWithdrawal = (withdrawalId: number) =>
  consoleApi.post<ConsoleWithdrawalRow>(`${withdrawalPath(withdrawalId)}/${ACTIONS.approve}`);

export const rejectWithdrawal = (
  withdrawalId: number,
  category: WithdrawalRejectCategory,
  reason: string,
) =>
  consoleApi.post<ConsoleWithdrawalRow>(`${withdrawalPath(withdrawalId)}/${ACTIONS.reject}`, {
    category,
    reason,
  });

export function payWithdrawal(withdrawalId: number, payoutReference: string, proof: File | null) {
  const form = new FormData();
  form.append(WITHDRAWAL_PAYOUT_FIELDS.payoutReference, payoutReference);
  if (proof) form.append(WITHDRAWAL_PAYOUT_FIELDS.proof, proof, proof.name);
  return consoleApi.post<ConsoleWithdrawalRow>(
    `${withdrawalPath(withdrawalId)}/${ACTIONS.pay}`,
    form,
  );
}

export const resolveWithdrawal = (withdrawalId: number, note: string) =>
  consoleApi.post<ConsoleWithdrawalRow>(`${withdrawalPath(withdrawalId)}/${ACTIONS.resolve}`, {
    note,
  });

export function fetchBankAccounts(memberId: number, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleBankAccountRow>>(PATHS.bankAccounts, {
    query: { memberId, ...pageQuery(page) },
    signal,
  });
}

export const confirmBankAccount = (accountId: number) =>
  consoleApi.post<ConsoleBankAccountRow>(
    `${bankAccountPath(accountId)}/${CONSOLE_BANK_ACCOUNT_ACTIONS.confirm}`,
  );

export const updateBankAccount = (accountId: number, update: ConsoleBankAccountUpdate) =>
  consoleApi.patch<ConsoleBankAccountRow>(bankAccountPath(accountId), update);

export const deleteBankAccount = (accountId: number) =>
  consoleApi.delete<null>(bankAccountPath(accountId));

export function fetchPaymentSettings(signal?: AbortSignal) {
  return consoleApi.get<PaymentSettings>(PATHS.paymentSettings, { signal });
}

export const savePaymentSettings = (settings: PaymentSettings) =>
  consoleApi.put<PaymentSettings>(PATHS.paymentSettings, settings);
