import {
  ACCESS_PATHS,
  type RegisterFieldRule,
  type SystemStatusValue,
  type WhiteLabelFlag,
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

/**
 * GET /wps/system/setting/register: the operator's registration settings in one call. Mirrors the
 * API's RegisterSettingsValue until that moves to shared-types.
 */
export interface RegisterSettingsValue {
  rules: RegisterFieldRule[];
  enabledFlags: WhiteLabelFlag[];
  /** The age a birthday must show and the 18+ agreement names (operator setting, at least 18). */
  minimumAge: number;
  /** Whether the slider check runs before SMS requests, login and registration. */
  sliderVerification: boolean;
}

export function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterSettingsValue> {
  return api.get<RegisterSettingsValue>(ACCESS_PATHS.registerSettings, { signal });
}
