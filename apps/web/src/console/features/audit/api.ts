import {
  CONSOLE_AUDIT_PATHS,
  CONSOLE_PATHS,
  type ConsoleAuditQuery,
  type ConsoleAuditRow,
  type ConsoleAuditVerification,
  type ConsolePage,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** The filters an operator can set; empty ones are not sent. */
export type AuditFilters = Required<
  Pick<ConsoleAuditQuery, 'operator' | 'action' | 'target' | 'from' | 'to'>
>;

export const AUDIT_FILTERS = [
  'operator',
  'action',
  'target',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

export const auditKey = (filters: AuditFilters, page: number) =>
  ['console', 'audit', filters, page] as const;

export function fetchAudit(filters: AuditFilters, page: number, signal?: AbortSignal) {
  const query: ConsoleAuditQuery = { ...pageQuery(page) };
  for (const name of AUDIT_FILTERS) {
    if (filters[name]) query[name] = filters[name];
  }
  return consoleApi.get<ConsolePage<ConsoleAuditRow>>(CONSOLE_PATHS.audit, {
    query: { ...query },
    signal,
  });
}

export const verificationKey = ['console', 'audit-verification'] as const;

/** The site's chain, recomputed by the server on each call. */
export function fetchVerification(signal?: AbortSignal) {
  return consoleApi.get<ConsoleAuditVerification>(CONSOLE_AUDIT_PATHS.verification, { signal });
}
