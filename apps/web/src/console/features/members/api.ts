import {
  CONSOLE_BONUS_PATHS,
  CONSOLE_MEMBER_PATHS,
  CONSOLE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type ConsoleAdjustmentRequest,
  type ConsoleAdjustmentResult,
  type ConsoleBetRow,
  type ConsoleBonusGrantRequest,
  type ConsoleBonusGrantResult,
  type ConsoleLedgerLine,
  type ConsoleLockRequest,
  type ConsoleLoginRow,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
  type ConsoleMemberSession,
  type ConsolePage,
  type ConsoleRevealed,
  type MemberPersonalField,
} from '@wps/shared-types';
import { consoleApi, memberPath, pageQuery } from '../../lib/console-api';

/** The record tabs of a member's page, each a paged list under the member. */
export const RECORD_TABS = ['ledger', 'bets', 'sessions', 'logins'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export interface RecordRows {
  ledger: ConsoleLedgerLine;
  bets: ConsoleBetRow;
  sessions: ConsoleMemberSession;
  logins: ConsoleLoginRow;
}

export const memberKeys = {
  /** Every search page: a write (a lock) changes what the list shows. */
  search: ['console', 'members'] as const,
  searchPage: (query: string, page: number) => ['console', 'members', { query, page }] as const,
  /** The member's page and every tab of it, invalidated together after a write. */
  member: (memberId: number) => ['console', 'member', memberId] as const,
  records: (memberId: number, tab: RecordTab, page: number) =>
    ['console', 'member', memberId, tab, page] as const,
};

export function searchMembers(query: string, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleMemberRow>>(CONSOLE_PATHS.members, {
    query: { query: query || undefined, ...pageQuery(page) },
    signal,
  });
}

export function fetchMember(memberId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleMemberDetail>(memberPath(memberId), { signal });
}

export function fetchRecords<Tab extends RecordTab>(
  memberId: number,
  tab: Tab,
  page: number,
  signal?: AbortSignal,
) {
  return consoleApi.get<ConsolePage<RecordRows[Tab]>>(
    memberPath(memberId, CONSOLE_MEMBER_PATHS[tab]),
    { query: pageQuery(page), signal },
  );
}

export const lockMember = (memberId: number, request: ConsoleLockRequest) =>
  consoleApi.post<ConsoleMemberDetail>(memberPath(memberId, CONSOLE_MEMBER_PATHS.lock), request);

/** Flags the member for monitoring: each payout, adjustment and grant then needs two. */
export const setMonitoring = (memberId: number, monitored: boolean) =>
  consoleApi.post<{ monitored: boolean }>(memberPath(memberId, CONSOLE_MEMBER_PATHS.monitoring), {
    monitored,
  });

/** One masked field in clear; the server writes the reveal to the audit trail. */
export const revealField = (memberId: number, field: MemberPersonalField) =>
  consoleApi.post<ConsoleRevealed>(memberPath(memberId, CONSOLE_MEMBER_PATHS.reveal), { field });

export const resetPassword = (memberId: number) =>
  consoleApi.post<unknown>(memberPath(memberId, CONSOLE_MEMBER_PATHS.resetPassword));

export const revokeSessions = (memberId: number) =>
  consoleApi.post<unknown>(memberPath(memberId, CONSOLE_MEMBER_PATHS.revokeSessions));

/** A manual adjustment; the key makes a repeated request (a double click, a retry) one entry. */
export const adjustBalance = (
  memberId: number,
  request: ConsoleAdjustmentRequest,
  idempotencyKey: string,
) =>
  consoleApi.post<ConsoleAdjustmentResult>(
    memberPath(memberId, CONSOLE_MEMBER_PATHS.adjustments),
    request,
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );

/** A bonus to the member from the console; four-eyes may hold it for a second operator. */
export const grantBonus = (request: ConsoleBonusGrantRequest, idempotencyKey: string) =>
  consoleApi.post<ConsoleBonusGrantResult>(CONSOLE_BONUS_PATHS.bonuses, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
