import {
  ACCESS_PATHS,
  type RegisterSettingsValue,
  type SystemStatusValue,
} from '@wps/shared-types';
import { api } from '../../api/client';

export const systemKeys = {
  status: ['system', 'status'] as const,
  registerSettings: ['system', 'registerSettings'] as const,
};

/** GET /wps/system/status with the current host as `url` (spec 1 §7). */
export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return api.get<SystemStatusValue>('/wps/system/status', {
    query: { url: window.location.host },
    signal,
  });
}

/** GET /wps/system/setting/register: the operator's registration settings in one call. */
export function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterSettingsValue> {
  return api.get<RegisterSettingsValue>(ACCESS_PATHS.registerSettings, { signal });
}
