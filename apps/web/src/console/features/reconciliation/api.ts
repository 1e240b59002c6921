import {
  VENDOR_RECONCILIATION_PATHS,
  type VendorDayTotals,
  type VendorReconciliationLine,
  type VendorStatement,
} from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

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
