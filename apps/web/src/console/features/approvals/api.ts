import {
  CONSOLE_FOUR_EYES_PATHS as PATHS,
  type ConsolePage,
  type FourEyesApprovalView,
  type FourEyesSettingsView,
  type FourEyesStatus,
  type FourEyesThreshold,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const approvalKeys = {
  /** Every approval query: a decision changes the list, the settings and the money pages. */
  all: ['console', 'approvals'] as const,
  list: (status: FourEyesStatus | '', page: number) =>
    ['console', 'approvals', 'list', status, page] as const,
  settings: ['console', 'approvals', 'settings'] as const,
};

export function fetchApprovals(status: FourEyesStatus | '', page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<FourEyesApprovalView>>(PATHS.approvals, {
    query: { ...(status ? { status } : {}), ...pageQuery(page) },
    signal,
  });
}

export function fetchFourEyesSettings(signal?: AbortSignal) {
  return consoleApi.get<FourEyesSettingsView>(PATHS.settings, { signal });
}

export const proposeThreshold = (threshold: FourEyesThreshold) =>
  consoleApi.put<FourEyesApprovalView>(PATHS.settings, threshold);

export const approveApproval = (id: number, code: string) =>
  consoleApi.post<FourEyesApprovalView>(PATHS.approve(id), { code });

export const rejectApproval = (id: number, reason: string) =>
  consoleApi.post<FourEyesApprovalView>(PATHS.reject(id), { reason });
