import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';

// Every page of the site-content issue, as a visitor first sees it (axe-core, WCAG 2.1 A and AA).
const PAGES = [
  '/',
  '/noticePage',
  '/rng',
  '/vip',
  '/help',
  '/helpmc',
  '/down',
  '/promotions',
  '/promoDetail?id=1',
  '/pointMall',
  '/join',
  '/responsibleGaming',
];

test.describe('accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopup(context);
  });

  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the announcement popup has no serious or critical axe violation', async ({ page }) => {
    await page.context().clearCookies();
    await page.addInitScript(() => window.sessionStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Pengumuman Penting' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
