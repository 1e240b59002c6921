import { expect, test, type Page } from '@playwright/test';
import { NAVIGATION_DROPDOWN_MAX_VENDORS } from '@wps/shared-types';
import { registerByUsername, uniqueUsername } from './support/access';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' });
const slotsVendors = (page: Page) => page.getByRole('list', { name: 'Penyedia Slot' });
const lotteryMenu = (page: Page) => page.getByRole('navigation', { name: 'Permainan loteri' });

async function hoverSlots(page: Page) {
  // The dropdown exists once the vendor lanes have arrived.
  await expect(mainNav(page).getByRole('button', { name: 'Penyedia Slot' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Slot', exact: true }).hover();
  await expect(slotsVendors(page)).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('header navigation and lottery page', () => {
  test('the slots dropdown lists 11 vendors, a "more" link and vendor pages', async ({ page }) => {
    await page.goto('/');
    await hoverSlots(page);
    await expect(slotsVendors(page).getByRole('link')).toHaveCount(NAVIGATION_DROPDOWN_MAX_VENDORS);
    await mainNav(page).getByRole('link', { name: 'Lagi' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(slotsVendors(page)).toBeHidden();

    await hoverSlots(page);
    const firstVendor = slotsVendors(page).getByRole('link').first();
    const vendorPath = await firstVendor.getAttribute('href');
    expect(vendorPath).toMatch(/^\/rng\?page=\w+$/);
    await firstVendor.click();
    await expect(page).toHaveURL(new RegExp(`${vendorPath!.replace('?', '\\?')}$`));

    // The pointer leaving closes the dropdown after a short delay; the keyboard opens it too.
    await page.mouse.move(5, 700);
    await expect(slotsVendors(page)).toBeHidden();
    const toggle = mainNav(page).getByRole('button', { name: 'Penyedia Slot' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(slotsVendors(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the lottery entry opens the lottery page with its menus and results', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Loteri', exact: true }).click();
    await expect(page).toHaveURL(/\/lottery\?vendor=\w+$/);
    await expect(mainNav(page)).toHaveCount(0);
    await expect(lotteryMenu(page).getByRole('heading').first()).toBeVisible();

    await lotteryMenu(page)
      .getByRole('button', { name: 'Loteri Vietnam Utara', exact: true })
      .click();
    await expect(page).toHaveURL(
      /gameCode=TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY&vendor=TCG_LOTTO_VN&playType=LO_2D$/,
    );
    const board = page.getByRole('region', { name: 'Loteri Vietnam Utara' });
    await expect(board.getByRole('table')).toBeVisible();
    await expect(board.getByRole('row').nth(1)).toBeVisible();
    await expect(board.getByText('LO_2D')).toBeVisible();

    await page.getByRole('region', { name: 'Popular' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/gameCode=(?!TCG_LOTTO_VN_NORTH)/);
  });

  test('a lottery favourite stays with the player after a reload', async ({ page, request }) => {
    await updateSite(request, { sliderVerification: false });
    await page.goto('/');
    await registerByUsername(page, uniqueUsername('lot'), 'Secret123', { slider: false });
    await page.goto('/lottery');

    const star = lotteryMenu(page).getByRole('button', { name: 'Kegemaran: Magnum 4D' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(lotteryMenu(page).getByRole('heading').first()).toHaveText('Kegemaran');

    await page.reload();
    await expect(lotteryMenu(page).getByRole('heading').first()).toHaveText('Kegemaran');
    await expect(
      lotteryMenu(page).getByRole('button', { name: 'Kegemaran: Magnum 4D' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
