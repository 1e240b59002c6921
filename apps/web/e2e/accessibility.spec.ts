import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { expectNoSeriousAxeViolations, expectScreensAccessible } from './support/accessibility';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, openSlot } from './support/slot';

// axe-core at WCAG 2.2 A and AA over every screen and dialog (issue 18). Each group is one test
// walking its screens in one page: the session lives in sessionStorage, which a stored
// storageState does not carry, so a group signs in once and walks on.

// The pages a visitor opens from the header and footer, the lobby's categories and the lottery.
const VISITOR_PAGES = [
  '/',
  '/noticePage',
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/seamless',
  '/fbsports',
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

const DEMO_MEMBER = { account: 'demo_member', password: 'Demo1234', nickname: 'Demo Member' };
const DEMO_AGENT = { account: 'demo_agent', password: 'Agent1234' };

/** Each entry of a centre's menu (member or agent), opened in turn, as one screen each. */
async function centreScreens(centre: Locator, menuName: string, prefix: string) {
  const menu = centre.getByRole('navigation', { name: menuName });
  const labels = await menu
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.querySelector('span')?.textContent ?? ''),
    );
  // By position: an entry's name carries its badge's count beside the label.
  return labels.map((label, index) => ({
    name: `${prefix}: ${label}`,
    open: async () => {
      await menu.getByRole('button').nth(index).click();
      const region = centre.getByRole('region', { name: label, exact: true });
      await expect(region).toBeVisible();
      await expect(region.getByRole('status', { name: /Memuatkan/ })).toHaveCount(0);
    },
  }));
}

/** The visible <h1> of a page: it has drawn its content. */
const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('accessibility (WCAG 2.2 AA)', () => {
  test.beforeEach(async ({ context, request }) => {
    await skipAnnouncementPopup(context);
    await updateSite(request, { sliderVerification: false });
  });

  test.afterEach(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('every visitor page, lobby category and the lottery', async ({ page }) => {
    await expectScreensAccessible(
      page,
      VISITOR_PAGES.map((path) => ({
        name: path,
        open: async () => {
          await page.goto(path);
          await expect(pageHeading(page)).toBeVisible();
        },
      })),
    );
  });

  test('the announcement popup', async ({ page }) => {
    await page.context().clearCookies();
    await page.addInitScript(() => window.sessionStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Pengumuman Penting' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the login, register and forgotten-password dialogs', async ({ page }) => {
    await page.goto('/');
    await expectScreensAccessible(page, [
      { name: 'login', open: async () => void (await openLogin(page)) },
      {
        name: 'forgotten password',
        open: async () => {
          await dialog(page, 'Log Masuk')
            .getByRole('button', { name: 'Lupa kata laluan?' })
            .click();
          await expect(dialog(page, 'Lupa Kata Laluan')).toBeVisible();
        },
      },
      {
        name: 'register',
        open: async () => {
          await page.keyboard.press('Escape');
          await expect(dialog(page, 'Lupa Kata Laluan')).toBeHidden();
          await page.getByRole('banner').getByRole('button', { name: 'Daftar' }).click();
          await expect(dialog(page, 'Daftar Akaun')).toBeVisible();
        },
      },
    ]);
  });

  test('the member centre, its pages, the sign-out dialog and a game frame', async ({ page }) => {
    test.slow();
    await logIn(page, DEMO_MEMBER);
    const account = accountMenuButton(page, DEMO_MEMBER.nickname);
    await account.click();
    await page.getByRole('menuitem', { name: 'Akaun Saya' }).click();
    const centre = dialog(page, 'Pusat Ahli');
    await expect(centre).toBeVisible();
    const screens = await centreScreens(centre, 'Menu pusat ahli', 'member centre');
    await expectScreensAccessible(page, [
      { name: 'signed-in home', open: async () => void (await expect(account).toBeVisible()) },
      ...screens,
      {
        name: 'sign-out dialog',
        open: async () => {
          await centre.getByRole('button', { name: 'Tutup' }).first().click();
          await expect(centre).toBeHidden();
          await account.click();
          await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
          await expect(dialog(page, 'Log Keluar')).toBeVisible();
        },
      },
      {
        name: 'game frame (slot)',
        open: async () => {
          await dialog(page, 'Log Keluar').getByRole('button', { name: 'Batal' }).click();
          await openSlot(page);
        },
      },
    ]);
  });

  test('the agent centre and its pages', async ({ page }) => {
    test.slow();
    await page.goto('/agentHome');
    const login = dialog(page, 'Log Masuk · Ejen');
    await login.getByLabel('Nama pengguna').fill(DEMO_AGENT.account);
    await login.getByLabel('Kata laluan', { exact: true }).fill(DEMO_AGENT.password);
    await login.getByRole('button', { name: 'Log Masuk' }).click();
    const centre = page.getByRole('dialog').filter({
      has: page.getByRole('navigation', { name: 'Menu pusat ejen' }),
    });
    await expect(centre).toBeVisible();
    await expectScreensAccessible(
      page,
      await centreScreens(centre, 'Menu pusat ejen', 'agent centre'),
    );
  });

  test('the console sign-in and its main pages', async ({ browser }) => {
    test.slow();
    const page = await consolePage(browser);
    await page.goto('/console');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await signInToConsole(page, 'owner');
    const navigation = page.getByRole('navigation', { name: 'Console navigation' });
    const links = await navigation.getByRole('link').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent ?? '',
        path: anchor.getAttribute('href') ?? '',
      })),
    );
    await expectScreensAccessible(
      page,
      links.map((link) => ({
        name: `console: ${link.name}`,
        open: async () => {
          await navigation.getByRole('link', { name: link.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${link.path}`));
          await expect(pageHeading(page)).toBeVisible();
        },
      })),
    );
    await page.context().close();
  });
});
