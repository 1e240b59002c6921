import { expect, test } from '@playwright/test';
import { accountMenuButton, dialog, openLogin } from './support/access';
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

  test('support mutes a chatter, who sees it at once, and unmutes', async ({
    browser,
    request,
  }) => {
    await updateSite(request, { sliderVerification: false });
    try {
      const player = await browser.newContext();
      await skipAnnouncementPopup(player);
      const page = await player.newPage();
      await page.goto('/');
      const login = await openLogin(page);
      await login.getByLabel('Nama pengguna').fill('demo_sub_m1');
      await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
      await login.getByRole('button', { name: 'Log Masuk' }).click();
      await expect(accountMenuButton(page, 'Sub-agent Member 1')).toBeVisible();
      await page
        .getByRole('complementary', { name: 'Pintasan' })
        .getByRole('button', { name: 'Bilik Sembang' })
        .click();
      const room = dialog(page, 'Bilik Sembang');
      await expect(room.getByRole('textbox', { name: 'Mesej' })).toBeEnabled();

      const operator = await consolePage(browser);
      await signInToConsole(operator, 'support');
      await operator.getByRole('link', { name: 'Customer support' }).click();
      await operator.getByRole('link', { name: 'Chat mutes' }).click();
      await operator.getByLabel('Account').fill('demo_sub_m1');
      await operator.getByRole('checkbox', { name: 'Until unmuted' }).check();
      await operator.getByRole('button', { name: 'Mute', exact: true }).click();
      await expect(operator.getByText('demo_sub_m1 is muted until unmuted.')).toBeVisible();
      await expect(
        room.getByText(
          'Anda telah dibisukan dalam bilik sembang sehingga pengendali membenarkan semula.',
        ),
      ).toBeVisible();
      await expect(room.getByRole('textbox', { name: 'Mesej' })).toBeDisabled();

      await operator.getByRole('button', { name: 'Unmute demo_sub_m1' }).click();
      await expect(
        operator.getByText('demo_sub_m1 can post in the chat room again.'),
      ).toBeVisible();
      await expect(room.getByRole('textbox', { name: 'Mesej' })).toBeEnabled();
    } finally {
      await updateSite(request, { sliderVerification: true });
    }
  });

  test('content puts a game under maintenance, and the player is offered others', async ({
    browser,
    page,
    request,
  }) => {
    await updateSite(request, { sliderVerification: false });
    const operator = await consolePage(browser);
    let name = '';
    try {
      await page.goto('/');
      const login = await openLogin(page);
      await login.getByLabel('Nama pengguna').fill('demo_sub_m1');
      await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
      await login.getByRole('button', { name: 'Log Masuk' }).click();
      await expect(accountMenuButton(page, 'Sub-agent Member 1')).toBeVisible();
      // One vendor's game: names repeat across vendors, never within one.
      await page.goto('/rng?page=PG');
      const play = page
        .getByRole('tabpanel')
        .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
        .first();
      name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Main /, '');

      await signInToConsole(operator, 'content');
      await operator.getByRole('link', { name: 'Catalogue' }).click();
      await operator.getByRole('link', { name: 'Games' }).click();
      await operator.goto('/console/catalogue/games?vendor=PG');
      // The player's name of the game (Malay) finds it: names are searched in every language.
      await operator.getByLabel('Search games').fill(name);
      await operator.getByRole('button', { name: 'Filter', exact: true }).click();
      await operator
        .getByRole('button', { name: /^Edit game / })
        .first()
        .click();
      await operator.getByRole('checkbox', { name: 'Under maintenance' }).check();
      await operator.getByRole('button', { name: 'Save' }).click();
      await expect(operator.getByText(/ is saved\.$/)).toBeVisible();

      await play.click();
      await expect(
        page.getByRole('dialog', { name: 'Permainan Dalam Penyelenggaraan' }),
      ).toBeVisible();
    } finally {
      if (name) {
        await operator
          .getByRole('button', { name: /^Edit game / })
          .first()
          .click();
        await operator.getByRole('checkbox', { name: 'Under maintenance' }).uncheck();
        await operator.getByRole('button', { name: 'Save' }).click();
        await expect(operator.getByText(/ is saved\.$/)).toBeVisible();
      }
      await updateSite(request, { sliderVerification: true });
    }
  });
});
