import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TAB_SESSION_COOKIE } from '@wps/shared-types';
import {
  accountMenuButton,
  openLogin,
  registerByUsername,
  signOut,
  uniqueUsername,
} from './support/access';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

// Sessions across tabs (docs/decisions.md): a login holds in every tab of the browser, remember
// me keeps it across a restart, and a logout in one tab ends them all.

const PASSWORD = 'Tabs1234';

const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Log Masuk' });

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});
test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

/** A member of this test alone, logged out again (a registration does not start a shared session). */
async function newMember(page: Page): Promise<string> {
  const username = uniqueUsername('tab');
  await page.goto('/');
  await registerByUsername(page, username, PASSWORD, { slider: false });
  await signOut(page, username);
  return username;
}

async function logInAs(page: Page, username: string, { remember = false } = {}) {
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(username);
  await login.getByLabel('Kata laluan', { exact: true }).fill(PASSWORD);
  await login.getByLabel('Ingat saya').setChecked(remember);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, username)).toBeVisible();
}

/** Closes the browser and opens it again: what survives is what a browser keeps, the cookies that have a lifetime. */
async function restartBrowser(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  await context.close();
  const restarted = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  await skipAnnouncementPopup(restarted);
  return restarted;
}

test('a login holds in a new tab and after a reload; a logout in one tab ends every tab', async ({
  context,
  page,
}) => {
  const username = await newMember(page);
  await logInAs(page, username);

  const second = await context.newPage();
  await second.goto('/');
  await expect(accountMenuButton(second, username)).toBeVisible();
  // The tab has a token of its own, under the spec's key; the cookie that minted it stays out
  // of reach of the page's scripts.
  const tab = await second.evaluate(() => ({
    token: window.sessionStorage.getItem('token'),
    cookies: document.cookie,
  }));
  expect(tab.token).toBeTruthy();
  expect(tab.cookies).not.toContain(TAB_SESSION_COOKIE);

  await second.reload();
  await expect(accountMenuButton(second, username)).toBeVisible();

  await signOut(second, username);
  // The first tab logs out without a reload.
  await expect(loginButton(page)).toBeVisible();
  await expect(accountMenuButton(page, username)).toBeHidden();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

  const third = await context.newPage();
  await third.goto('/');
  await expect(loginButton(third)).toBeVisible();
});

test('remember me keeps the session across a browser restart; without it the restart ends it', async ({
  browser,
  page,
}) => {
  const username = await newMember(page);
  for (const remember of [true, false]) {
    const context = await browser.newContext();
    await skipAnnouncementPopup(context);
    const first = await context.newPage();
    await first.goto('/');
    await logInAs(first, username, { remember });

    const restarted = await restartBrowser(browser, context);
    const again = await restarted.newPage();
    await again.goto('/');
    if (remember) {
      await expect(accountMenuButton(again, username)).toBeVisible();
      await signOut(again, username);
    } else {
      await expect(loginButton(again)).toBeVisible();
      await expect(accountMenuButton(again, username)).toBeHidden();
    }
    await restarted.close();
  }
});
