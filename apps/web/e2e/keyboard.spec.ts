import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenuButton, dialog, logIn, sliderTarget } from './support/access';
import { skipAnnouncementPopup } from './support/content';

// The member's day by keyboard alone (issue 18): Tab, Shift+Tab, Enter, Escape and the arrows;
// no click anywhere, the login's slider check included.
const MEMBER = { account: 'demo_member', password: 'Demo1234', nickname: 'Demo Member' };
const AMOUNT = '10.00';

/** Whether focus is on the element, in its own document (a game frame's too). */
const isFocused = (target: Locator) =>
  target.evaluate((element) => {
    const document = element.ownerDocument;
    return document.hasFocus() && document.activeElement === element;
  });

/** Focus on the element shows: an outline or a ring drawn by a shadow (WCAG 2.4.7). */
async function expectVisibleFocus(target: Locator) {
  expect(await isFocused(target)).toBe(true);
  const shown = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(shown, 'a visible focus indicator').toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until the element has focus, then checks that focus shows. The
 * element is found once and checked after each press by one evaluation of that handle (found
 * again only when the page replaced it): finding a role by its name walks the whole page, which
 * after every press made this walk take minutes on a busy machine.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  for (let presses = 0; ; presses += 1) {
    const focus = await element?.evaluate((node) => {
      if (!node.isConnected) return 'replaced';
      const document = node.ownerDocument;
      return document.hasFocus() && document.activeElement === node ? 'here' : 'elsewhere';
    });
    if (focus === 'here') break;
    if (focus !== 'elsewhere') element = await target.elementHandle();
    if (presses === max) throw new Error(`Tab never reached ${target.toString()}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectVisibleFocus(target);
}

/** A vendor wallet's balance row in the wallet page's table. */
const walletRow = (centre: Locator, vendor: string) =>
  centre.getByRole('table', { name: 'Baki dompet' }).getByRole('row', { name: vendor });

/** The slider check by keys: Shift+arrow moves the piece 10 pixels, an arrow 1; Enter submits. */
async function solveSliderByKeys(page: Page) {
  const { slider, handle, targetX } = await sliderTarget(page);
  await tabTo(page, handle);
  const firstMove = Date.now();
  for (let press = 0; press < Math.floor(targetX / 10); press += 1) {
    await page.keyboard.press('Shift+ArrowRight');
  }
  for (let press = 0; press < targetX % 10; press += 1) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(targetX));
  // The server refuses an answer given quicker than a person gives one (250 ms from the first
  // move): on a quiet machine the key presses above take less than that.
  await page.waitForTimeout(Math.max(0, 400 - (Date.now() - firstMove)));
  await page.keyboard.press('Enter');
  await expect(slider).toBeHidden();
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test('a member logs in, opens the lobby, launches a game and leaves its frame by keyboard', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  const banner = page.getByRole('banner');

  // Log in through the dialog; Escape first shows that it closes and gives focus back.
  const loginButton = banner.getByRole('button', { name: 'Log Masuk' });
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');
  const login = dialog(page, 'Log Masuk');
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expectVisibleFocus(loginButton);
  await page.keyboard.press('Enter');
  await expect(login).toBeVisible();
  await tabTo(page, login.getByLabel('Nama pengguna'));
  await page.keyboard.type(MEMBER.account);
  await tabTo(page, login.getByLabel('Kata laluan', { exact: true }));
  await page.keyboard.type(MEMBER.password);
  await page.keyboard.press('Enter');
  await solveSliderByKeys(page);
  const account = accountMenuButton(page, MEMBER.nickname);
  await expect(account).toBeVisible();
  await expect(login).toBeHidden();

  // The lobby: the main navigation's Slot entry, then the first game's card.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', {
      name: 'Slot',
      exact: true,
    }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
  const game = page
    .getByRole('tabpanel')
    .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
    .first();
  const gameName = ((await game.getAttribute('aria-label')) ?? '').replace(/^Main /, '');
  await tabTo(page, game);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\?url=/);
  const slot = page.frameLocator(`iframe[title="${gameName}"]`);
  // The frame boots the provider's page (the app's scripts again): up to 30 s on a busy machine.
  const spinButton = slot.getByRole('button', { name: 'Putar' });
  await expect(spinButton).toBeEnabled({ timeout: 30_000 });
  // The game itself is reachable too: Tab goes on into the frame.
  await tabTo(page, spinButton);

  // And Shift+Tab leads out of the frame again, back to the header.
  await tabTo(page, account, { back: true });
});

test('a member opens the wallet from the account menu and moves money by keyboard', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await logIn(page, MEMBER.account, MEMBER.password);
  const account = accountMenuButton(page, MEMBER.nickname);
  await expect(account).toBeVisible();

  // The account menu: Enter opens it on its first entry; arrows move.
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const myAccount = menu.getByRole('menuitem', { name: 'Akaun Saya' });
  await expect(myAccount).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Log Keluar' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(myAccount);
  await page.keyboard.press('Enter');
  const centre = dialog(page, 'Pusat Ahli');
  await expect(centre).toBeVisible();
  await tabTo(page, centre.getByRole('button', { name: 'Dompet Saya' }));
  await page.keyboard.press('Enter');
  const vendor = centre.getByRole('combobox', { name: 'Ke', exact: true });
  await expect(vendor).toBeVisible();
  const vendorName = await vendor.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
  );
  const before = (await walletRow(centre, vendorName).textContent()) ?? '';
  await tabTo(page, centre.getByRole('textbox', { name: 'Jumlah', exact: true }));
  await page.keyboard.type(AMOUNT);
  await page.keyboard.press('Enter');
  await expect(centre.getByRole('status')).toHaveText('Pindahan berjaya');
  await expect(walletRow(centre, vendorName)).not.toHaveText(before);

  // Everything back to the main wallet, then Escape closes the centre onto the account button.
  const allBack = centre.getByRole('button', { name: 'Semua ke dompet utama' });
  await tabTo(page, allBack, { back: true });
  await page.keyboard.press('Enter');
  await expect(walletRow(centre, vendorName)).toContainText('0.00');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expectVisibleFocus(account);
});
