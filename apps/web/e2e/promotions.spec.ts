import { expect, test, type Page } from '@playwright/test';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Pintasan' });

async function logInWithoutSlider(page: Page, username: string, nickname: string) {
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(username);
  await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, nickname)).toBeVisible();
  // A closing dialog keeps the page inert for a moment.
  await expect(login).toBeHidden();
}

async function customerServicePopup(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    sideMenu(page).getByRole('button', { name: 'Sembang Langsung' }).click(),
  ]);
  return popup;
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('promotions', () => {
  test('filters by type, opens a promotion and sends a visitor to log in to claim', async ({
    page,
  }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promosi' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Senarai promosi' });
    await expect(list.getByRole('link', { name: 'Bonus Selamat Datang 100%' })).toBeVisible();

    await page
      .getByRole('group', { name: 'Jenis promosi' })
      .getByRole('button', { name: 'Deposit' })
      .click();
    await expect(page).toHaveURL(/\/promotions\?type=DEPOSIT$/);
    await expect(list.getByRole('link', { name: 'Bonus Selamat Datang 100%' })).toHaveCount(0);
    const merdeka = list.getByRole('listitem').filter({ hasText: 'Bonus Merdeka 69%' });
    await expect(merdeka.getByRole('list', { name: 'Label promosi' })).toHaveText(
      /DepositTerhadDitutup/,
    );

    await list.getByRole('link', { name: 'Bonus Tambah Nilai Harian 10%' }).click();
    await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bonus Tambah Nilai Harian 10%' }),
    ).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terma dan Syarat' });
    await expect(terms.getByRole('listitem').first()).toHaveText('Deposit minimum RM 50.');
    await page.getByRole('button', { name: 'Tuntut di Pusat Ahli' }).click();
    await expect(dialog(page, 'Log Masuk')).toBeVisible();
    await dialog(page, 'Log Masuk').getByRole('button', { name: 'Tutup' }).click();

    await page.goBack();
    await expect(page).toHaveURL(/\/promotions\?type=DEPOSIT$/);
  });

  test('an unknown promotion says it was not found', async ({ page }) => {
    await page.goto('/promoDetail?id=999999');
    await expect(page.getByRole('alert')).toHaveText(
      'Promosi ini tidak ditemui atau telah dialih keluar.',
    );
  });
});

test.describe('points mall', () => {
  test('lists the goods by category with the rules, without the side menu', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kedai Mata Ganjaran' }),
    ).toBeVisible();
    const goods = page.getByRole('list', { name: 'Barangan' });
    await expect(goods.getByRole('listitem')).toHaveCount(12);
    await expect(sideMenu(page)).toHaveCount(0);

    await page
      .getByRole('group', { name: 'Kategori barangan' })
      .getByRole('button', { name: 'Baucar' })
      .click();
    const petrol = goods.getByRole('listitem').filter({ hasText: 'Baucar Petrol Petronas RM 50' });
    await expect(petrol).toContainText('Habis dijual');
    await expect(petrol.getByRole('button', { name: 'Tukar' })).toBeDisabled();

    // The rules are the mall's last screen (spec 2 §2: exchange, records, points details, rules).
    await page.getByRole('tab', { name: 'Peraturan' }).click();
    const rules = page.getByRole('region', { name: 'Peraturan' });
    await expect(rules.getByText('Mata tidak pernah luput.')).toBeVisible();
    await expect(rules.getByText('Dalam permohonan')).toBeVisible();

    await page.getByRole('tab', { name: 'Penukaran' }).click();
    await goods
      .getByRole('listitem')
      .filter({ hasText: 'Baucar GrabFood RM 50' })
      .getByRole('button', { name: 'Tukar' })
      .click();
    await expect(dialog(page, 'Log Masuk')).toBeVisible();
  });
});

test.describe('agent joining', () => {
  test('shows the benefits and the ways to join', async ({ page }) => {
    await page.goto('/join');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sertai Sebagai Ejen' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Kelebihan menjadi ejen' })
        .getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    const how = page.getByRole('region', { name: 'Cara menyertai' });
    await how.getByRole('button', { name: 'Daftar dengan kod jemputan' }).click();
    await expect(dialog(page, 'Daftar Akaun')).toBeVisible();
  });
});

test.describe('side menu and footer', () => {
  test('the side menu offers the social links, live chat, referral, promotions and licence', async ({
    page,
  }) => {
    await page.goto('/vip');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Facebook kami' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/',
    );
    await expect(menu.getByRole('link', { name: 'Telegram kami' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'YouTube kami' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sembang Langsung' })).toBeVisible();
    await expect(menu.getByRole('img', { name: 'Lesen permainan: Malta' })).toBeVisible();
    await menu.getByRole('link', { name: 'Promosi' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await sideMenu(page).getByRole('button', { name: 'Jemput Rakan' }).click();
    await expect(dialog(page, 'Log Masuk')).toBeVisible();
  });

  test('the footer shows the licence badges and moves its vendor slider by keyboard', async ({
    page,
  }) => {
    await page.goto('/vip');
    const footer = page.getByRole('contentinfo');
    for (const licence of ['Malta', 'Kepulauan Virgin British', 'Filipina']) {
      await expect(footer.getByRole('img', { name: licence })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/',
    );
    const slider = footer.getByRole('region', { name: 'Penyedia Permainan' });
    const vendors = slider.getByRole('link');
    await expect(vendors).toHaveCount(10);
    const firstView = await vendors.allTextContents();
    const next = slider.getByRole('button', { name: 'Halaman penyedia seterusnya' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(slider.getByText(/^11–20 daripada \d+$/)).toBeVisible();
    await expect(vendors.first()).not.toHaveText(firstView[0]);
    await slider.getByRole('button', { name: 'Halaman penyedia sebelumnya' }).focus();
    await page.keyboard.press('Enter');
    await expect(vendors.first()).toHaveText(firstView[0]);
    // The logos load as they come into view.
    await vendors.first().scrollIntoViewIfNeeded();
    await expect(vendors.first().locator('img')).toHaveAttribute('src', /\/media\/vendors\//);
  });
});

test.describe('customer service', () => {
  test.afterEach(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a visitor gets live chat in a 440 by 750 pop-up', async ({ page }) => {
    await page.goto('/vip');
    const popup = await customerServicePopup(page);
    await popup.waitForURL(/\/helpmc#livechat$/);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
    await popup.close();
  });

  test('a member above rank 4 gets the VIP channel, one at rank 2 live chat', async ({
    page,
    browser,
    request,
  }) => {
    await updateSite(request, { sliderVerification: false });
    await page.goto('/vip');
    await logInWithoutSlider(page, 'demo_vip', 'Demo VIP');
    const vipPopup = await customerServicePopup(page);
    await vipPopup.waitForURL(/\/helpmc#vip$/);

    const memberContext = await browser.newContext();
    await skipAnnouncementPopup(memberContext);
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/vip');
    // Not demo_member, whose password the access tests reset.
    await logInWithoutSlider(memberPage, 'demo_agent_m3', 'Agent Member 3');
    const memberPopup = await customerServicePopup(memberPage);
    await memberPopup.waitForURL(/\/helpmc#livechat$/);
    await memberContext.close();
  });

  test('a blocked pop-up gets the message to allow pop-ups', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/vip');
    await sideMenu(page).getByRole('button', { name: 'Sembang Langsung' }).click();
    const message = dialog(page, 'Khidmat Pelanggan');
    await expect(message.getByRole('alert')).toHaveText(
      'Tetingkap timbul disekat. Sila benarkan tetingkap timbul dan cuba lagi.',
    );
    await message.getByRole('button', { name: 'OK' }).click();
    await expect(message).toBeHidden();
  });
});
