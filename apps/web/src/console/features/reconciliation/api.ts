import { queryOptions } from '@tanstack/react-query';
import {
  RECONCILIATION_ALERT_PATHS,
  VENDOR_RECONCILIATION_PATHS,
  type ConsolePage,
  type ReconciliationAlert,
  type ReconciliationAlertCount,
  type ReconciliationAlertStatus,
  type ReconciliationRunResult,
  type VendorDayTotals,
  type VendorReconciliationLine,
  type VendorStatement,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export interface ReportFilters {
  from: string;
  to: string;
  vendor: string;
}

export const reportKey = (filters: ReportFilters) =>
  ['console', 'vendor-reconciliation', filters] as const;

export function fetchReport(filters: ReportFilters, signal?: AbortSignal) {
  const query: Record<string, string> = { from: filters.from, to: filters.to };
  if (filters.vendor) query.vendor = filters.vendor;
  return consoleApi.get<VendorDayTotals[]>(VENDOR_RECONCILIATION_PATHS.report, { query, signal });
}

export const compareStatement = (statement: VendorStatement) =>
  consoleApi.post<VendorReconciliationLine[]>(VENDOR_RECONCILIATION_PATHS.compare, statement);

export const alertKeys = {
  all: ['console', 'reconciliation-alerts'] as const,
  page: (status: ReconciliationAlertStatus, page: number) =>
    ['console', 'reconciliation-alerts', status, page] as const,
  openCount: ['console', 'reconciliation-alerts', 'open-count'] as const,
};

export function fetchAlerts(status: ReconciliationAlertStatus, page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ReconciliationAlert>>(RECONCILIATION_ALERT_PATHS.alerts, {
    query: { status, ...pageQuery(page) },
    signal,
  });
}

export const openAlertCountQuery = queryOptions({
  queryKey: alertKeys.openCount,
  queryFn: ({ signal }) =>
    consoleApi.get<ReconciliationAlertCount>(RECONCILIATION_ALERT_PATHS.openCount, { signal }),
});

export const resolveAlert = ({ id, reason }: { id: number; reason: string }) =>
  consoleApi.post<ReconciliationAlert>(RECONCILIATION_ALERT_PATHS.resolve(id), { reason });

export const runReconciliation = (day: string) =>
  consoleApi.post<ReconciliationRunResult>(RECONCILIATION_ALERT_PATHS.run, { day });
