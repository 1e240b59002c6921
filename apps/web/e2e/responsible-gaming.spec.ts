import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialog, registerByUsername, uniqueUsername } from './support/access';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

// Every test registers a member of its own: a limit, a pending identity check or a time-out
// (which no member can lift) then touches no other test, whatever the order.

const PAGE_PATH = '/responsibleGaming';

async function newMemberOnPage(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await page.goto('/');
  await registerByUsername(page, username, 'Secret123', { slider: false });
  await page.goto(PAGE_PATH);
  await expect(page.getByRole('region', { name: 'Angka anda' })).toBeVisible();
  return username;
}

/** One limit's form on the page, by the limit's name ("Had deposit harian"). */
const limitForm = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

async function saveLimit(form: Locator, value: string): Promise<void> {
  await form.getByLabel(/^Had baharu/).fill(value);
  await form.getByRole('button', { name: 'Simpan', exact: true }).click();
}

/**
 * The texts the page can show for "24 hours after some moment between `before` and now", in the
 * page's own format: the server stamps the cooling-off's end while the request runs.
 */
async function coolingOffEnds(page: Page, before: number): Promise<string[]> {
  return page.evaluate(
    ({ from, hours }) => {
      const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const texts = new Set<string>();
      for (let at = from; at <= Date.now() + 60_000; at += 30_000) {
        texts.add(format.format(new Date(at + hours * 3_600_000)));
      }
      return [...texts];
    },
    { from: before, hours: 24 },
  );
}

/** A small real PNG, drawn on a canvas in the page. */
async function documentPicture(page: Page, text: string): Promise<Buffer> {
  const encoded = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2c3e50';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#ffffff';
    context.fillText(label, 10, 44);
    return canvas.toDataURL('image/png').split(',')[1];
  }, text);
  return Buffer.from(encoded, 'base64');
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('responsible gaming', () => {
  // A registration (bcrypt at the production cost) and a walk through the page each: 20-35 s on
  // a busy 2-core machine, so twice the usual minute.
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a daily deposit limit refuses a deposit beyond it with a clear message', async ({
    page,
  }) => {
    await newMemberOnPage(page, 'rgdep');
    const daily = limitForm(page, 'Had deposit harian');
    await expect(daily.getByText('Tiada had')).toBeVisible();
    await saveLimit(daily, '100');
    await expect(daily.getByText('Disimpan: berkuat kuasa sekarang.')).toBeVisible();
    await expect(daily.getByText('Semasa: RM 100.00')).toBeVisible();
    await expect(daily.getByText('Digunakan: RM 0.00 · baki: RM 100.00')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    const centre = dialog(page, 'Pusat Ahli');
    await centre.getByRole('radio', { name: /Online banking \(FPX\)/ }).click();
    const form = centre.getByRole('form', { name: 'Borang deposit' });
    await form.getByLabel('Jumlah deposit').fill('150.00');
    await form.getByRole('button', { name: 'Teruskan ke pembayaran' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Deposit ini akan melebihi had deposit anda. Lihat Permainan bertanggungjawab.',
    );
    await expect(centre.getByRole('region', { name: 'Sejarah deposit' })).toContainText(
      'Tiada deposit',
    );
  });

  test('raising a limit waits for the cooling-off, shown with the time it takes effect', async ({
    page,
  }) => {
    await newMemberOnPage(page, 'rgraise');
    const weekly = limitForm(page, 'Had kerugian mingguan');
    await saveLimit(weekly, '50');
    await expect(weekly.getByText('Semasa: RM 50.00')).toBeVisible();

    const before = Date.now();
    await saveLimit(weekly, '200');
    const saved = weekly.getByText(/^Disimpan: berkuat kuasa pada /);
    await expect(saved).toBeVisible();
    const ends = await coolingOffEnds(page, before);
    const pending = weekly.getByText(/^Menjadi RM 200\.00 pada .+ \(tempoh bertenang\)$/);
    await expect(pending).toBeVisible();
    const pendingText = (await pending.textContent()) ?? '';
    const savedText = (await saved.textContent()) ?? '';
    expect(ends.map((end) => `Menjadi RM 200.00 pada ${end} (tempoh bertenang)`)).toContain(
      pendingText,
    );
    expect(
      ends.map((end) => `Disimpan: berkuat kuasa pada ${end}, selepas tempoh bertenang 24 jam.`),
    ).toContain(savedText);
    // The lower limit holds until then, after a reload too.
    await expect(weekly.getByText('Semasa: RM 50.00')).toBeVisible();
    await page.reload();
    await expect(limitForm(page, 'Had kerugian mingguan').getByText(pendingText)).toBeVisible();
    await expect(
      limitForm(page, 'Had kerugian mingguan').getByText('Semasa: RM 50.00'),
    ).toBeVisible();
  });

  test("the reality check's interval is the member's choice or the operator's default", async ({
    page,
  }) => {
    await newMemberOnPage(page, 'rgreal');
    // The member's whole page, every tool on it, as assistive technology meets it.
    await expectNoSeriousAxeViolations(page);
    const reality = page.getByRole('region', { name: 'Peringatan realiti' });
    await expect(reality.getByRole('status')).toHaveText('Setiap 60 minit (lalai pengendali)');
    await reality.getByLabel('Selang (minit)').fill('30');
    await reality.getByRole('button', { name: 'Simpan selang' }).click();
    await expect(reality.getByRole('status')).toHaveText('Setiap 30 minit (pilihan anda)');

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Peringatan realiti' });
    await expect(reloaded.getByRole('status')).toHaveText('Setiap 30 minit (pilihan anda)');
    await reloaded.getByRole('button', { name: 'Guna lalai pengendali' }).click();
    await expect(reloaded.getByRole('status')).toHaveText('Setiap 60 minit (lalai pengendali)');
  });

  test('identity documents are sent for review and show as being checked', async ({ page }) => {
    await newMemberOnPage(page, 'rgid');
    const identity = page.getByRole('region', { name: 'Pengesahan identiti' });
    await expect(identity.getByRole('status')).toHaveText('Status: belum disahkan');
    const form = identity.getByRole('form', { name: 'Hantar dokumen identiti' });
    await form.getByLabel('Tambah dokumen').setInputFiles([
      { name: 'depan.png', mimeType: 'image/png', buffer: await documentPicture(page, 'front') },
      { name: 'belakang.png', mimeType: 'image/png', buffer: await documentPicture(page, 'back') },
    ]);
    await expect(form.getByRole('img', { name: 'depan.png' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'belakang.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Hantar dokumen' }).click();
    await expect(identity.getByRole('status')).toHaveText(
      /^Status: sedang disemak \(dihantar .+\)$/,
    );
    await expect(identity.getByRole('form')).toHaveCount(0);

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Pengesahan identiti' }).getByRole('status'),
    ).toHaveText(/^Status: sedang disemak/);
  });

  test('a time-out shows its notice under the header and refuses a game launch', async ({
    page,
  }) => {
    await newMemberOnPage(page, 'rgout');
    const timeOut = page.getByRole('form', { name: 'Ambil rehat' });
    await timeOut.getByRole('radio', { name: '1 hari' }).check();
    await timeOut.getByRole('button', { name: 'Mulakan rehat' }).click();
    const confirm = dialog(page, 'Mulakan rehat?');
    await expect(
      confirm.getByText('Ini tidak boleh dibatalkan, walaupun oleh anda sendiri.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Mulakan rehat' }).click();
    await expect(confirm).toBeHidden();

    const banner = page.getByRole('region', { name: 'Rehat berkuat kuasa' });
    await expect(banner).toContainText(/Permainan dan deposit ditutup sehingga .+\./);
    await expect(banner).toContainText('Anda masih boleh log masuk dan mengeluarkan baki anda.');
    await expect(page.getByText(/^Rehat berkuat kuasa: /)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Site-wide, and after a reload: the lobby, where a game launch is refused.
    await page.goto('/rng');
    await expect(page.getByRole('region', { name: 'Rehat berkuat kuasa' })).toBeVisible();
    await page
      .getByRole('tabpanel')
      .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
      .first()
      .click();
    const refused = dialog(page, 'Permainan tidak dapat dimulakan');
    await expect(refused.getByRole('alert')).toHaveText(
      /^Rehat atau pengecualian diri anda sedang berkuat kuasa: anda tidak boleh bermain atau deposit sehingga ia tamat\. Anda masih boleh mengeluarkan baki anda\. Ia tamat pada .+\.$/,
    );
    await expect(page).toHaveURL(/\/rng/);
  });
});
