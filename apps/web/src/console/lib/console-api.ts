import {
  CONSOLE_LINKED_ACCOUNT_PATHS,
  CONSOLE_MEMBER_PATHS,
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsolePageQuery,
} from '@wps/shared-types';
import { createApiClient } from '../../api/client';

/**
 * The console's client: its session is the API's HttpOnly cookie (sent as a same-origin
 * cookie), never a member's bearer token, and every write carries CONSOLE_REQUEST_HEADER.
 */
export const consoleApi = createApiClient({
  headersFor: (method): Record<string, string> =>
    method === 'GET' ? {} : { [CONSOLE_REQUEST_HEADER]: '1' },
});

/** A route under one member: CONSOLE_PATHS.members/:memberId[/path]. */
export function memberPath(
  memberId: number,
  path?:
    | (typeof CONSOLE_MEMBER_PATHS)[keyof typeof CONSOLE_MEMBER_PATHS]
    | (typeof CONSOLE_LINKED_ACCOUNT_PATHS)[keyof typeof CONSOLE_LINKED_ACCOUNT_PATHS],
): string {
  const base = `${CONSOLE_PATHS.members}/${memberId}`;
  return path ? `${base}/${path}` : base;
}

/** Rows per page of every console table. */
export const CONSOLE_PAGE_SIZE = 20;

export function pageQuery(page: number): Required<ConsolePageQuery> {
  return { page, pageSize: CONSOLE_PAGE_SIZE };
}

/** The page number of an address's `page` parameter: 1 when missing or not a page number. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
