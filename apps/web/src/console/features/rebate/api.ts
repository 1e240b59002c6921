import {
  CONSOLE_REBATE_PATHS as PATHS,
  type ConsoleRebateSettingsView,
  type RebateSettings,
} from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

export const rebateKeys = {
  settings: ['console', 'rebate-settings'] as const,
};

export function fetchRebateSettings(signal?: AbortSignal) {
  return consoleApi.get<ConsoleRebateSettingsView>(PATHS.settings, { signal });
}

export const saveRebateSettings = (settings: RebateSettings) =>
  consoleApi.put<ConsoleRebateSettingsView>(PATHS.settings, settings);
