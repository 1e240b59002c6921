import { expect, type APIRequestContext } from '@playwright/test';
import type { WhiteLabelFlag } from '@wps/shared-types';
import { devToolsHeaders } from './dev-tools';

/** The operator settings the development route POST /wps/dev/site switches (this machine, with the development key). */
export interface SiteSettings {
  maintenanceEnabled?: boolean;
  maintenanceTitle?: string;
  maintenanceText?: string;
  maintenanceEndAt?: string;
  sliderVerification?: boolean;
  routeGuard?: boolean;
  flags?: Array<{ code: WhiteLabelFlag; enabled: boolean }>;
}

/** Changes the demo operator's settings; the API drops its settings cache at once. */
export async function updateSite(request: APIRequestContext, settings: SiteSettings) {
  const response = await request.post('/wps/dev/site', {
    data: settings,
    headers: devToolsHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}
