import { queryOptions } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  type ConsoleSiteSettings,
  type ConsoleSiteUpdate,
  type RegisterFieldRule,
} from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

export const siteQuery = queryOptions({
  queryKey: ['console', 'site'],
  queryFn: ({ signal }) => consoleApi.get<ConsoleSiteSettings>(CONSOLE_PATHS.site, { signal }),
});

/** Sends only the fields that changed. */
export const updateSite = (update: ConsoleSiteUpdate) =>
  consoleApi.put<ConsoleSiteSettings>(CONSOLE_PATHS.site, update);

export const registrationRulesQuery = queryOptions({
  queryKey: ['console', 'site', 'registration-rules'],
  queryFn: ({ signal }) =>
    consoleApi.get<RegisterFieldRule[]>(CONSOLE_PATHS.registrationRules, { signal }),
});

/** Sends the rules of the fields that changed. */
export const updateRegistrationRules = (rules: RegisterFieldRule[]) =>
  consoleApi.put<RegisterFieldRule[]>(CONSOLE_PATHS.registrationRules, { rules });
