import {
  CONSOLE_CONTENT_PATHS,
  CONSOLE_DEPOSIT_PATHS as PATHS,
  type ConsolePage,
  type ConsolePromotion,
  type ConsoleDepositChannel,
  type ConsoleDepositChannelInput,
  type ConsoleDepositDetail,
  type ConsoleDepositPage,
  type ConsoleDepositQrImage,
  type ConsoleDepositQuery,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** The queue's filters as the page keeps them in its address. */
export type DepositFilters = Omit<ConsoleDepositQuery, 'page' | 'pageSize'>;

export const depositKeys = {
  /** Every deposit query: a decision changes the queue, the detail and a member's list. */
  all: ['console', 'deposits'] as const,
  queue: (filters: DepositFilters, page: number) =>
    ['console', 'deposits', 'queue', filters, page] as const,
  detail: (depositId: number) => ['console', 'deposits', 'detail', depositId] as const,
  channels: ['console', 'deposit-channels'] as const,
};

const depositPath = (depositId: number) => `${PATHS.deposits}/${depositId}`;

export function fetchDepositQueue(filters: DepositFilters, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleDepositPage>(PATHS.deposits, {
    query: { ...filters, ...pageQuery(page) },
    signal,
  });
}

export function fetchDeposit(depositId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleDepositDetail>(depositPath(depositId), { signal });
}

/** Where the browser loads a proof: the operator route, with the console's cookie. */
export function depositProofUrl(depositId: number, position: number): string {
  return `${depositPath(depositId)}/${PATHS.proofs}/${position}`;
}

export const approveDeposit = (depositId: number) =>
  consoleApi.post<ConsoleDepositDetail>(`${depositPath(depositId)}/${PATHS.approve}`);

export const rejectDeposit = (depositId: number, reason: string) =>
  consoleApi.post<ConsoleDepositDetail>(`${depositPath(depositId)}/${PATHS.reject}`, { reason });

export function fetchDepositChannels(signal?: AbortSignal) {
  return consoleApi.get<ConsoleDepositChannel[]>(PATHS.channels, { signal });
}

export const createDepositChannel = (input: ConsoleDepositChannelInput) =>
  consoleApi.post<ConsoleDepositChannel>(PATHS.channels, input);

export const updateDepositChannel = (channelId: number, input: ConsoleDepositChannelInput) =>
  consoleApi.put<ConsoleDepositChannel>(`${PATHS.channels}/${channelId}`, input);

export function uploadQrImage(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return consoleApi.post<ConsoleDepositQrImage>(PATHS.qrImages, form);
}

/** The site's promotions a channel may give a bonus of (content.read, which every role has). */
export function fetchPromotionChoices(signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsolePromotion>>(CONSOLE_CONTENT_PATHS.promotions, {
    query: { page: 1, pageSize: 100 },
    signal,
  });
}
