import type { SystemStatusValue } from '@wps/shared-types';
import { api } from '../../api/client';

export const systemKeys = {
  status: ['system', 'status'] as const,
};

/** GET /wps/system/status with the current host as `url` (spec 1 §7). */
export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return api.get<SystemStatusValue>('/wps/system/status', {
    query: { url: window.location.host },
    signal,
  });
}
