import type { BrowserContext } from '@playwright/test';
import { ANNOUNCEMENT_POPUP_SEEN_KEY } from '@wps/shared-types';

/**
 * Marks the announcement popup as seen before any page script runs, so tests of other features
 * are not covered by it (e2e/content.spec.ts tests the popup itself).
 */
export async function skipAnnouncementPopup(context: BrowserContext) {
  await context.addInitScript((key) => {
    window.sessionStorage.setItem(key, '1');
  }, ANNOUNCEMENT_POPUP_SEEN_KEY);
}
