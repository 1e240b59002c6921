import { expect, test, type Page } from '@playwright/test';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { WALLET_PATHS } from '@wps/shared-types';

const walletRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Baki dompet' }).getByRole('row', { name: new RegExp(name) });

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('my wallet', () => {
  test.afterEach(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('shows the balance, moves 10.00 to MG and back, and lists the transfers', async ({
    page,
    request,
  }) => {
    await updateSite(request, { sliderVerification: false });
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByLabel('Nama pengguna').fill('demo_vip');
    await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
    await login.getByRole('button', { name: 'Log Masuk' }).click();
    const account = accountMenuButton(page, 'Demo VIP');
    await expect(account).toBeVisible();

    // The seeded opening balance (50,000.00, less whatever earlier runs played) in the header.
    const header = page.getByRole('banner').getByRole('button', { name: /^Baki: RM [\d,]+\.\d\d/ });
    await expect(header).toBeVisible();
    const total = (await header.getAttribute('aria-label'))!.match(/RM [\d,]+\.\d\d/)![0];

    await account.click();
    await page.getByRole('menuitem', { name: 'Akaun Saya' }).click();
    const centre = dialog(page, 'Pusat Ahli');
    await centre.getByRole('button', { name: 'Dompet Saya' }).click();
    // Start from empty vendor wallets, whatever an earlier run left; the next transfer waits for
    // this one, or it could move the 10.00 back too.
    const allBack = page.waitForResponse((response) =>
      response.url().includes(WALLET_PATHS.transfer),
    );
    await centre.getByRole('button', { name: 'Semua ke dompet utama' }).click();
    expect((await allBack).ok()).toBe(true);
    await expect(walletRow(page, 'Microgaming|MG')).toContainText('RM 0.00');

    await centre.getByRole('combobox', { name: 'Ke', exact: true }).selectOption('MG');
    await centre.getByRole('textbox', { name: 'Jumlah', exact: true }).fill('10.00');
    await centre.getByRole('button', { name: 'Pindah', exact: true }).click();
    await expect(centre.getByRole('status')).toHaveText('Pindahan berjaya');
    await expect(walletRow(page, 'Microgaming|MG')).toContainText('RM 10.00');
    await expect(header).toHaveAttribute('aria-label', new RegExp(total));

    await centre.getByRole('combobox', { name: 'Dari', exact: true }).selectOption('MG');
    await centre.getByRole('combobox', { name: 'Ke', exact: true }).selectOption('MAIN');
    await centre.getByRole('textbox', { name: 'Jumlah', exact: true }).fill('10.00');
    await centre.getByRole('button', { name: 'Pindah', exact: true }).click();
    await expect(walletRow(page, 'Microgaming|MG')).toContainText('RM 0.00');

    await centre.getByRole('button', { name: 'Rekod Akaun', exact: true }).click();
    await centre.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('TRANSFER_IN');
    const records = centre.getByRole('table', { name: 'Rekod Akaun' });
    await expect(records.getByRole('row', { name: /Pindahan masuk.*RM 10\.00/ })).toHaveCount(2);
    await expect(records.getByRole('row', { name: /MG/ }).first()).toBeVisible();
  });
});
