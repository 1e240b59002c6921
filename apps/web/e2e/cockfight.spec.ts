import { expect, test } from '@playwright/test';
import { PROVIDER_PATHS } from '@wps/shared-types';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { logIn, meter, sen } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('the cockfight of the built-in provider', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('the menu starts a cockfight and a member bets on meron for one fight', async ({ page }) => {
    // The five-second betting time on a busy 2-core machine.
    test.slow();
    await logIn(page, MEMBER);

    // Cockfight has no page: the menu's entry starts the DS88 game.
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('button', { name: 'Sabung Ayam' })
      .click();
    await expect(page).toHaveURL(/\/game\?url=/);
    const name = (await page.locator('iframe').first().getAttribute('title')) ?? '';
    const pit = page.frameLocator(`iframe[title="${name}"]`);
    // The frame boots the provider's own page: on a busy 2-core machine that takes a while.
    await expect(pit.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(pit.getByRole('heading', { level: 2, name: 'Meron' })).toBeVisible();
    await expect(pit.getByRole('heading', { level: 2, name: 'Wala' })).toBeVisible();
    const fight = (await pit.getByText(/^Pertarungan \d+$/).textContent()) ?? '';

    await pit.getByRole('button', { name: 'Cip RM 5.00' }).click();
    await pit
      .getByRole('group', { name: 'Petak taruhan sabung ayam' })
      .getByRole('button', { name: /^Meron/ })
      .click();
    const before = sen(await meter(pit, 'Baki').textContent());
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
      { timeout: 30_000 },
    );
    await pit.getByRole('button', { name: 'Mula sabung' }).click();
    await expect(pit.getByRole('timer')).toHaveText(/^Taruhan ditutup dalam \d saat$/);
    expect((await answered).ok()).toBe(true);
    await expect(pit.getByRole('timer')).toHaveText('Sila letak taruhan');

    await expect(
      pit.getByRole('status').getByText(new RegExp(`^${fight}: (Meron menang|Wala menang|Seri)$`)),
    ).toBeVisible();
    // Meron's bet pays 9.50, or comes back (5.00) on a draw, or nothing.
    const payout = sen(await meter(pit, 'Kemenangan terakhir').textContent());
    expect([0, 500, 950]).toContain(payout);
    await expect
      .poll(async () => sen(await meter(pit, 'Baki').textContent()))
      .toBe(before - 500 + payout);
    await pit.getByText('Peraturan dan bayaran').click();
    await expect(pit.getByText(/Satu pertarungan setiap 1 minit/)).toBeVisible();
  });
});
