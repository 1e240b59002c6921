import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accountMenuButton, dialog } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn } from './support/slot';

// The seeded referrer (code DEMOINVITE) and its seeded friend demo_referred; no other browser
// test uses them.
const REFERRER = { account: 'demo_referrer', password: 'Demo1234', nickname: 'Referral Member' };

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Pintasan' });

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('a friend joins through the invitation link; the member sees the link, its QR code and both friends', async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  // A visitor follows the link: the register dialog takes the code over.
  const friend = `ref${randomBytes(4).toString('hex')}`;
  await skipAnnouncementPopup(context);
  await page.goto('/register?referralCode=DEMOINVITE');
  const register = dialog(page, 'Daftar Akaun');
  await register.getByRole('tab', { name: 'Nama pengguna' }).click();
  await register.getByLabel('Nama pengguna').fill(friend);
  await register.getByLabel('Kata laluan', { exact: true }).fill('Friend123');
  await register.getByLabel('Sahkan kata laluan').fill('Friend123');
  await register.getByLabel(/Saya telah membaca/).check();
  await register.getByLabel(/Saya mengesahkan bahawa saya berumur 18/).check();
  await register.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(accountMenuButton(page, friend)).toBeVisible();

  // The referrer opens its referral page from the side menu's shortcut.
  const member = await browser.newPage();
  await skipAnnouncementPopup(member.context());
  await member.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(member, REFERRER);
  await sideMenu(member).getByRole('button', { name: 'Jemput Rakan' }).click();
  const centre = dialog(member, 'Pusat Ahli');
  await expect(centre.getByRole('heading', { name: 'Jemput Rakan' })).toBeVisible();
  await expect(centre.getByTestId('referral-code')).toHaveText('DEMOINVITE');
  await expect(centre.getByTestId('referral-url')).toHaveText(
    /^https?:\/\/[^/]+\/register\?referralCode=DEMOINVITE$/,
  );
  await expect(centre.getByRole('img', { name: 'Kod QR pautan jemputan anda' })).toBeVisible();
  await centre.getByRole('button', { name: 'Salin pautan' }).click();
  await expect(centre.getByText('Pautan disalin')).toBeVisible();
  expect(await member.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/register\?referralCode=DEMOINVITE$/,
  );
  await expect(
    centre.getByText('10.00% daripada deposit pertama setiap rakan, sehingga RM 50.00.'),
  ).toBeVisible();

  // Both friends, newest first, masked; neither has deposited yet.
  const friends = centre.getByRole('region', { name: 'Rakan yang menyertai' });
  const rows = friends.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`${friend.slice(0, 2)}***${friend.slice(-2)}`);
  await expect(rows.nth(1)).toContainText('Belum');
  await expect(rows.nth(2)).toContainText('de***ed');
  await expect(centre.getByText('Belum ada ganjaran dibayar.')).toBeVisible();
  await member.context().close();
});

test('finance changes the referral rule in the console, and sees the referrer and its friends', async ({
  browser,
}) => {
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await console
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Referral' })
    .click();
  await expect(console.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible();
  const turnover = console.getByLabel("Percent of a friend's daily valid turnover (%)");
  await expect(turnover).toHaveValue('0.50');
  await turnover.fill('9');
  await console.getByRole('button', { name: 'Save rule' }).click();
  await expect(console.getByText('A percent from 0 to 5 with at most two decimals.')).toBeVisible();
  await turnover.fill('0.8');
  await console.getByRole('button', { name: 'Save rule' }).click();
  await expect(console.getByText('Referral rule saved.')).toBeVisible();
  await console.reload();
  await expect(console.getByLabel("Percent of a friend's daily valid turnover (%)")).toHaveValue(
    '0.80',
  );

  const referrers = console.getByRole('region', { name: 'Referrers' });
  await referrers.getByRole('link', { name: 'demo_referrer' }).click();
  const referral = console.getByRole('region', { name: 'Friends referred' });
  await expect(referral.getByRole('link', { name: 'demo_referred' })).toBeVisible();
  await expect(console.getByText('DEMOINVITE')).toBeVisible();
  await console.context().close();
});
