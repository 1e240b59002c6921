import {
  CONSOLE_LINKED_ACCOUNT_PATHS as PATHS,
  LINKED_ACCOUNTS_PAGE_SIZE,
  type ConsoleLinkedAccounts,
} from '@wps/shared-types';
import { consoleApi, memberPath } from '../../lib/console-api';

export const linkedAccountKeys = {
  page: (memberId: number, page: number, revealed: boolean) =>
    ['console', 'linked-accounts', memberId, page, revealed] as const,
};

const pageQuery = (page: number) => ({ page, pageSize: LINKED_ACCOUNTS_PAGE_SIZE });

/** A page of the member's linked accounts, masked; revealed, the same page in clear (audited). */
export function fetchLinkedAccounts(
  memberId: number,
  page: number,
  revealed: boolean,
  signal?: AbortSignal,
) {
  return revealed
    ? consoleApi.post<ConsoleLinkedAccounts>(memberPath(memberId, PATHS.reveal), undefined, {
        query: pageQuery(page),
        signal,
      })
    : consoleApi.get<ConsoleLinkedAccounts>(memberPath(memberId, PATHS.linkedAccounts), {
        query: pageQuery(page),
        signal,
      });
}
