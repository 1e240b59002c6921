import {
  PROTECTION_PATHS,
  type ProtectionOverview,
  type RealityCheckRequest,
  type SetLimitRequest,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so the session's end forgets them with the rest of the member's data.
export const protectionKeys = {
  overview: [...memberKeys.all, 'protection', 'overview'] as const,
};

export function fetchProtection(signal?: AbortSignal): Promise<ProtectionOverview> {
  return api.get<ProtectionOverview>(PROTECTION_PATHS.overview, { signal });
}

export function setLimit(request: SetLimitRequest): Promise<ProtectionOverview> {
  return api.put<ProtectionOverview>(PROTECTION_PATHS.limits, request);
}

export function setRealityCheck(request: RealityCheckRequest): Promise<ProtectionOverview> {
  return api.put<ProtectionOverview>(PROTECTION_PATHS.realityCheck, request);
}
