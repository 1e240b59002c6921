import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { skipAnnouncementPopup } from './support/content';

// Issue 6: the home page's initial JavaScript stays at or under 170 KB gzipped.
const HOME_JAVASCRIPT_BUDGET_BYTES = 170 * 1024;

test('the home page loads at most 170 KB of gzipped JavaScript', async ({ context, page }) => {
  await skipAnnouncementPopup(context);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({
    type: 'home JavaScript',
    description: `${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`,
  });
  expect(total).toBeLessThanOrEqual(HOME_JAVASCRIPT_BUDGET_BYTES);
});
