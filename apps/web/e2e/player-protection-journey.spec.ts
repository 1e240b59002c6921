import { expect, test } from '@playwright/test';
import { dialog } from './support/access';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, openSlot, spin } from './support/slot';

// A seeded member of this file alone (prisma/seed/demo-accounts.json): it ends self-excluded, and
// each run starts from a new database.
const MEMBER = { account: 'demo_rg_journey', password: 'Demo1234', nickname: 'RG Journey' };
const EXCLUDED = 'Pengecualian diri berkuat kuasa';

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('player protection from end to end', () => {
  // Two logins, a game and the page three times: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a member sets a loss limit, is refused at it, raises it behind the cooling-off, self-excludes and can no longer play', async ({
    page,
  }) => {
    await logIn(page, MEMBER);
    await page.goto('/responsibleGaming');
    const daily = page.getByRole('form', { name: 'Had kerugian harian', exact: true });
    await daily.getByLabel(/^Had baharu/).fill('1');
    await daily.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(daily.getByText('Disimpan: berkuat kuasa sekarang.')).toBeVisible();

    // It plays: a stake within the limit is taken; one that could take the day's loss past
    // RM 1.00 is refused, by the game and by the site's own notice over it.
    const slot = await openSlot(page);
    expect((await spin(page, slot)).status()).toBe(200);
    await slot.getByLabel('Jumlah taruhan').selectOption({ label: 'RM 2.00' });
    expect((await spin(page, slot)).status()).toBe(400);
    await expect(slot.getByRole('alert')).toHaveText(
      'Pertaruhan ini akan melebihi had kerugian atau pertaruhan anda. Lihat Permainan bertanggungjawab.',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Pertaruhan anda ditolak' })).toHaveText(
      /ia akan melebihi had kerugian harian anda sebanyak RM 1\.00\./,
      { timeout: 20_000 },
    );

    // It raises the limit: the higher one waits 24 hours, shown with the time it starts.
    await page.goto('/responsibleGaming');
    await daily.getByLabel(/^Had baharu/).fill('100');
    await daily.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(
      daily.getByText(/^Disimpan: berkuat kuasa pada .+, selepas tempoh bertenang 24 jam\.$/),
    ).toBeVisible();
    await expect(
      daily.getByText(/^Menjadi RM 100\.00 pada .+ \(tempoh bertenang\)$/),
    ).toBeVisible();
    await expect(daily.getByText('Semasa: RM 1.00')).toBeVisible();

    // It excludes itself for six months, past a confirmation that this cannot be undone.
    const exclusion = page.getByRole('form', { name: 'Pengecualian diri', exact: true });
    await exclusion.getByRole('radio', { name: '6 bulan' }).check();
    await exclusion.getByRole('button', { name: 'Kecualikan saya' }).click();
    const confirm = dialog(page, 'Kecualikan diri?');
    await expect(
      confirm.getByText('Ini tidak boleh dibatalkan, walaupun oleh anda sendiri.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Kecualikan saya' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: EXCLUDED })).toBeVisible();

    // Logged in afresh (a browser without the session: its tabs would share it, docs/decisions.md
    // "Sessions across tabs"), it may still take its balance out, but it cannot play.
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await logIn(page, MEMBER);
    await expect(page.getByRole('region', { name: EXCLUDED })).toBeVisible();
    await page.goto('/rng');
    await page
      .getByRole('tabpanel')
      .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
      .first()
      .click();
    await expect(dialog(page, 'Permainan tidak dapat dimulakan').getByRole('alert')).toHaveText(
      /^Rehat atau pengecualian diri anda sedang berkuat kuasa: anda tidak boleh bermain atau deposit sehingga ia tamat\./,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
