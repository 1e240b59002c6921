import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

const chatButton = (page: Page) =>
  page.getByRole('complementary', { name: 'Pintasan' }).getByRole('button', {
    name: 'Bilik Sembang',
  });

/** A member in a browser of their own, logged in, with the chat room open. */
async function memberInChatRoom(browser: Browser, account: string, nickname: string) {
  const context = await browser.newContext();
  await skipAnnouncementPopup(context);
  const page = await context.newPage();
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(account);
  await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, nickname)).toBeVisible();
  await chatButton(page).click();
  const room = dialog(page, 'Bilik Sembang');
  await expect(room.getByRole('status')).toHaveText(`Anda bersembang sebagai ${nickname}`);
  return { context, page, room };
}

test.describe('chat room', () => {
  test.beforeEach(async ({ context, request }) => {
    await skipAnnouncementPopup(context);
    await updateSite(request, { sliderVerification: false });
  });
  test.afterEach(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a visitor is asked to log in first', async ({ page }) => {
    await page.goto('/');
    await chatButton(page).click();
    await expect(dialog(page, 'Log Masuk')).toBeVisible();
    await expect(dialog(page, 'Bilik Sembang')).toHaveCount(0);
  });

  test('two members chat with each other', async ({ browser }) => {
    const first = await memberInChatRoom(browser, 'demo_agent_m1', 'Agent Member 1');
    const second = await memberInChatRoom(browser, 'demo_agent_m2', 'Agent Member 2');
    const stamp = Date.now().toString(36);

    const firstInput = first.room.getByRole('textbox', { name: 'Mesej' });
    await firstInput.fill(`Selamat petang ${stamp}`);
    await expect(first.room.getByText(/^\d+\/500 aksara$/)).toHaveText(
      `${`Selamat petang ${stamp}`.length}/500 aksara`,
    );
    await firstInput.press('Enter');
    await expect(firstInput).toHaveValue('');
    const firstLog = first.room.getByRole('log', { name: 'Mesej bilik sembang' });
    const secondLog = second.room.getByRole('log', { name: 'Mesej bilik sembang' });
    await expect(
      firstLog.getByRole('listitem').filter({ hasText: `Selamat petang ${stamp}` }),
    ).toContainText('Anda');
    await expect(
      secondLog.getByRole('listitem').filter({ hasText: `Selamat petang ${stamp}` }),
    ).toContainText('Agent Member 1');

    const secondInput = second.room.getByRole('textbox', { name: 'Mesej' });
    await secondInput.fill(`Petang juga ${stamp}`);
    await second.room.getByRole('button', { name: 'Hantar' }).click();
    await expect(
      firstLog.getByRole('listitem').filter({ hasText: `Petang juga ${stamp}` }),
    ).toContainText('Agent Member 2');

    // A member who opens the room later reads what was said in the history.
    await second.page.keyboard.press('Escape');
    await expect(second.room).toBeHidden();
    await chatButton(second.page).click();
    await expect(
      secondLog.getByRole('listitem').filter({ hasText: `Selamat petang ${stamp}` }),
    ).toBeVisible();

    await first.context.close();
    await second.context.close();
  });

  test('the open chat room passes the accessibility check and works by keyboard', async ({
    browser,
  }) => {
    const { context, page, room } = await memberInChatRoom(
      browser,
      'demo_agent_m1',
      'Agent Member 1',
    );
    await expectNoSeriousAxeViolations(page);
    const input = room.getByRole('textbox', { name: 'Mesej' });
    await input.fill('x'.repeat(500));
    await page.keyboard.type('y');
    await page.keyboard.press('Enter');
    await expect(room.getByRole('alert')).toHaveText('Mesej mestilah 1 hingga 500 aksara');
    await page.keyboard.press('Escape');
    await expect(room).toBeHidden();
    await context.close();
  });
});
