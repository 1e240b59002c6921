import { expect, test } from '@playwright/test';
import { accountMenuButton, openLogin } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

// The operator console against the real API: an operator signs in with a password and a TOTP
// code, acts, and the player site shows the result.

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('operator console', () => {
  test('an owner puts the site under maintenance and takes it out again', async ({
    browser,
    page,
    request,
  }) => {
    const operator = await consolePage(browser);
    await signInToConsole(operator, 'owner');
    await operator.getByRole('link', { name: 'Site settings' }).click();
    const maintenance = operator.getByRole('checkbox', { name: 'The site is under maintenance' });
    try {
      await maintenance.check();
      await operator.getByLabel('Maintenance title').fill('Console upgrade');
      await operator.getByLabel('Maintenance text').fill('Back in an hour.');
      await operator.getByRole('button', { name: 'Save changes' }).click();
      await expect(operator.getByText('The settings are saved.')).toBeVisible();

      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1, name: 'Console upgrade' })).toBeVisible();
      await expect(page.getByText('Back in an hour.')).toBeVisible();

      await maintenance.uncheck();
      await operator.getByRole('button', { name: 'Save changes' }).click();
      await expect(operator.getByText('The settings are saved.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Promosi' })).toBeVisible();
    } finally {
      await updateSite(request, { maintenanceEnabled: false });
    }

    await operator.getByRole('link', { name: 'Audit trail' }).click();
    await expect(
      operator.getByRole('cell', { name: 'PUT /wps/console/site' }).first(),
    ).toBeVisible();
    await operator.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(operator.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  });

  test('finance adjusts a balance once, and the member sees the new balance', async ({
    browser,
    page,
    request,
  }) => {
    const operator = await consolePage(browser);
    await signInToConsole(operator, 'finance');
    await operator.getByRole('link', { name: 'Members' }).click();
    await operator.getByLabel('Search members').fill('demo_agent_m3');
    await operator.getByRole('button', { name: 'Search' }).click();
    await operator.getByRole('link', { name: 'demo_agent_m3' }).click();
    await operator.getByLabel('Amount').fill('123.45');
    await operator.getByLabel('Reason').fill('Goodwill after a complaint');
    // A double click makes one ledger entry (beside the seeded opening balance).
    await operator.getByRole('button', { name: 'Adjust balance' }).dblclick();
    const done = operator.getByRole('status').filter({ hasText: 'Balance adjusted' });
    await expect(done).toBeVisible();
    const balance = (await done.textContent())?.match(/RM [\d,]+\.\d\d/)?.[0] ?? '';
    expect(balance).not.toBe('');
    await operator.getByRole('tab', { name: 'Ledger' }).click();
    const ledger = operator.getByRole('tabpanel');
    await expect(ledger.getByRole('row').filter({ hasText: 'ADJUSTMENT' })).toHaveCount(2);

    await updateSite(request, { sliderVerification: false });
    try {
      await page.goto('/');
      const login = await openLogin(page);
      await login.getByLabel('Nama pengguna').fill('demo_agent_m3');
      await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
      await login.getByRole('button', { name: 'Log Masuk' }).click();
      await expect(accountMenuButton(page, 'Agent Member 3')).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: `Baki: ${balance}` }),
      ).toBeVisible();
    } finally {
      await updateSite(request, { sliderVerification: true });
    }
  });

  test('content adds a home banner the player page shows, then deletes it', async ({
    browser,
    page,
  }) => {
    const operator = await consolePage(browser);
    await signInToConsole(operator, 'content');
    await operator.getByRole('link', { name: 'Content' }).click();
    await operator.getByRole('button', { name: 'Add a banner' }).click();
    const editor = operator.getByRole('form');
    await editor.getByLabel('Group').selectOption('w_home');
    await editor.getByLabel('Title').fill('Console e2e banner');
    await editor.getByLabel('Picture', { exact: true }).fill('/media/banners/welcome.svg');
    // Last in the carousel: the home page's first banner, which other tests read, stays first.
    await editor.getByLabel('Order').fill('999');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(operator.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    try {
      await page.goto('/');
      // The carousel shows one banner at a time: the new one is the last.
      const carousel = page.getByRole('region', { name: 'Sepanduk' });
      await carousel
        .getByRole('button', { name: /^Tunjukkan sepanduk/ })
        .last()
        .click();
      await expect(carousel.getByRole('img', { name: 'Console e2e banner' })).toBeVisible();
    } finally {
      await operator.getByRole('button', { name: 'Delete Console e2e banner' }).click();
      await operator.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(operator.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible();
    }
    await page.reload();
    const carousel = page.getByRole('region', { name: 'Sepanduk' });
    await carousel
      .getByRole('button', { name: /^Tunjukkan sepanduk/ })
      .last()
      .click();
    await expect(carousel.getByRole('img', { name: 'Console e2e banner' })).toHaveCount(0);
  });
});
