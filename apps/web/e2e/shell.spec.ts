import { expect, test, type Page } from '@playwright/test';
import { animationsFinished, openLogin } from './support/access';
import { skipAnnouncementPopup } from './support/content';

const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('site shell', () => {
  test('renders the home page in Malay by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Selamat datang ke');
    await expect(page.getByRole('button', { name: 'Log Masuk' })).toBeVisible();
    await expect(mainNav(page, 'Navigasi utama').getByRole('link', { name: 'Slot' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a modal moves when its title bar is dragged, and stays on screen', async ({ page }) => {
    await page.goto('/');
    const login = await openLogin(page);
    await animationsFinished(login);
    const before = await login.boundingBox();
    const title = login.getByRole('heading', { level: 2 }).first();
    const handle = await title.boundingBox();
    if (!before || !handle) throw new Error('the login modal has no box');
    await page.mouse.move(handle.x + 10, handle.y + 10);
    await page.mouse.down();
    await page.mouse.move(handle.x + 130, handle.y + 90, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await login.boundingBox())?.x).toBeCloseTo(before.x + 120, 0);
    expect((await login.boundingBox())?.y).toBeCloseTo(before.y + 80, 0);

    // Dragged far beyond the window, the modal stops at its edge.
    await page.mouse.move(handle.x + 130, handle.y + 90);
    await page.mouse.down();
    await page.mouse.move(5_000, 5_000, { steps: 5 });
    await page.mouse.up();
    const moved = await login.boundingBox();
    const viewport = page.viewportSize();
    if (!moved || !viewport) throw new Error('the login modal has no box');
    expect(moved.x + moved.width).toBeCloseTo(viewport.width, 0);
    expect(moved.y + moved.height).toBeLessThanOrEqual(viewport.height + 0.5);
    await login.getByRole('button', { name: 'Tutup' }).click();
    await expect(login).toBeHidden();
  });

  test('switches to English and Chinese and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('EN');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('欢迎来到');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['CN', 'CN']);
  });

  test('toggles the theme and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const themeSwitch = page.getByRole('switch', { name: 'Mod gelap' });

    await themeSwitch.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('switch', { name: 'Mod gelap' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByRole('switch', { name: 'Mod gelap' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(lightBackground).not.toBe(darkBackground);
  });

  test('navigates to a category and opens deep links', async ({ page }) => {
    await page.goto('/');
    await mainNav(page, 'Navigasi utama').getByRole('link', { name: 'Slot' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();

    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promosi' })).toBeVisible();
    await expect(page).toHaveTitle(/^Promosi \| /);

    await page.goto('/register');
    await expect(page.getByRole('dialog', { name: 'Daftar Akaun' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/helpmc');
    await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
