import { queryOptions } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  CONSOLE_PROTECTION_PATHS as PATHS,
  type ConsolePage,
  type ConsoleProtectionDetail,
  type ConsoleProtectionQuery,
  type ConsoleProtectionRow,
  type IdentityReviewRequest,
  type ProtectionEvent,
  type ProtectionSettings,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** The list's filters as the page keeps them in its address. */
export type ProtectionFilters = Omit<ConsoleProtectionQuery, 'page' | 'pageSize'>;

export const protectionKeys = {
  /** Every player-protection query: a lift or a review changes the list, detail and history. */
  all: ['console', 'player-protection'] as const,
  members: (filters: ProtectionFilters, page: number) =>
    ['console', 'player-protection', 'members', filters, page] as const,
  /** A member's detail and every page of its history, invalidated together after a write. */
  member: (memberId: number) => ['console', 'player-protection', 'member', memberId] as const,
  history: (memberId: number, page: number) =>
    ['console', 'player-protection', 'member', memberId, 'history', page] as const,
};

/** A route under CONSOLE_PATHS.playerProtection, with :memberId and :position filled in. */
function protectionPath(path: string, memberId?: number, position?: number): string {
  const filled = path.replace(':memberId', String(memberId)).replace(':position', String(position));
  return `${CONSOLE_PATHS.playerProtection}/${filled}`;
}

export function fetchProtectedMembers(
  filters: ProtectionFilters,
  page: number,
  signal?: AbortSignal,
) {
  return consoleApi.get<ConsolePage<ConsoleProtectionRow>>(protectionPath(PATHS.members), {
    query: { ...filters, ...pageQuery(page) },
    signal,
  });
}

export function fetchProtectionDetail(memberId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleProtectionDetail>(protectionPath(PATHS.member, memberId), {
    signal,
  });
}

export function fetchProtectionHistory(memberId: number, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ProtectionEvent>>(protectionPath(PATHS.history, memberId), {
    query: pageQuery(page),
    signal,
  });
}

export const liftExclusion = (memberId: number, reason: string) =>
  consoleApi.post<null>(protectionPath(PATHS.liftExclusion, memberId), { reason });

export const reviewIdentity = (memberId: number, request: IdentityReviewRequest) =>
  consoleApi.post<null>(protectionPath(PATHS.reviewIdentity, memberId), request);

/** Where the browser loads a document: the operator route, with the console's cookie. */
export function identityDocumentUrl(memberId: number, position: number): string {
  return protectionPath(PATHS.identityDocument, memberId, position);
}

export const protectionSettingsQuery = queryOptions({
  queryKey: ['console', 'player-protection', 'settings'],
  queryFn: ({ signal }) =>
    consoleApi.get<ProtectionSettings>(protectionPath(PATHS.settings), { signal }),
});

export const saveProtectionSettings = (settings: ProtectionSettings) =>
  consoleApi.put<ProtectionSettings>(protectionPath(PATHS.settings), settings);
