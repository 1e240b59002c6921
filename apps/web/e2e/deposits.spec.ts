import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, moneyCents } from '@wps/shared-types';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';

/** A small real PNG, drawn on a canvas in the page. */
async function receipt(page: Page): Promise<Buffer> {
  const encoded = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#27ae60';
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = '#ffffff';
    context.fillText('bank receipt', 10, 36);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(encoded, 'base64');
}

/** The header's balance button, whose name carries the balance ("Baki: RM 1,234.50. …"). */
const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Baki: RM [\d,]+\.\d\d/ });

async function balanceCents(balance: Locator): Promise<bigint> {
  const label = (await balance.getAttribute('aria-label')) ?? '';
  return moneyCents(label.match(/RM ([\d,]+\.\d\d)/)![1].replaceAll(',', ''));
}

/** The balance as the header shows it after `cents` more. */
function shownAfter(cents: bigint): RegExp {
  const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return new RegExp(`^Baki: ${formatMoney(amount, 'RM').replace('.', '\\.')}`);
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.afterEach(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('a member deposits by bank transfer with a proof; finance approves it and the balance rises without a reload; then pays online through the sandbox gateway', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a bank transfer through the console's approval and a gateway payment: close to
  // a minute on a busy 2-core machine.
  test.slow();
  await updateSite(request, { sliderVerification: false });
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill('demo_sub_m2');
  await login.getByLabel('Kata laluan', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, 'Sub-agent Member 2')).toBeVisible();
  const balance = headerBalance(page);
  await expect(balance).toBeVisible();
  const before = await balanceCents(balance);

  // The header's deposit button opens the member centre's deposit page on the bank transfer.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = dialog(page, 'Pusat Ahli');
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(centre.getByRole('radio', { name: /Maybank/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(centre.getByText('5140 1234 5678')).toBeVisible();

  const form = centre.getByRole('form', { name: 'Borang deposit' });
  await form.getByLabel('Jumlah deposit').fill('123.45');
  await form.getByLabel('Rujukan pemindahan anda').fill('MBB-E2E-001');
  await form
    .getByLabel('Tambah gambar')
    .setInputFiles([{ name: 'resit.png', mimeType: 'image/png', buffer: await receipt(page) }]);
  await expect(form.getByRole('img', { name: 'resit.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Hantar deposit' }).click();
  await expect(form.getByText('Deposit anda telah dihantar')).toBeVisible();
  const history = centre.getByRole('region', { name: 'Sejarah deposit' });
  const bankRow = history.getByRole('row', { name: /Maybank.*RM 123\.45/ });
  await expect(bankRow).toContainText('Menunggu');
  // The member sees its own proof again, fetched with its session.
  // It loads once scrolled into view, as the member would scroll to it.
  await bankRow.scrollIntoViewIfNeeded();
  const ownProof = bankRow.getByRole('img', { name: /^Bukti 1 deposit #\d+$/ });
  await expect(ownProof).toHaveJSProperty('naturalWidth', 96);
  const depositId = (await ownProof.getAttribute('alt'))!.split('#')[1];

  // The finance operator finds it in the console's queue, sees the proof and approves it.
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await console.goto('/console/deposits?status=PENDING&account=demo_sub_m2');
  await expect(console.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await expect(console.getByText('Deposits: 1 · total RM 123.45')).toBeVisible();
  await console.getByRole('link', { name: /^Open deposit #\d+$/ }).click();
  await expect(console.getByText('MBB-E2E-001')).toBeVisible();
  const proof = console.getByRole('img', { name: /^Proof 1 of deposit #\d+$/ });
  await expect(proof).toBeVisible();
  // Visible comes with the box; the picture itself may still be on its way.
  await expect(proof).toHaveJSProperty('naturalWidth', 96);
  await console.getByRole('button', { name: 'Approve' }).click();
  const confirm = console.getByRole('dialog', { name: /^Approve deposit #\d+\?$/ });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(console.getByText('Approved', { exact: true })).toBeVisible();
  // The audit trail lists the approval under the deposit, with the status before and after.
  await console
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  const filters = console.getByRole('search', { name: 'Audit trail filters' });
  await filters.getByLabel('Target').fill(`deposit:${depositId}`);
  await filters.getByRole('button', { name: 'Filter' }).click();
  const approval = console.getByRole('row', { name: /deposits\/:id\/approve/ });
  await expect(approval).toHaveCount(1);
  await expect(approval).toContainText('finance');
  await approval.getByRole('button', { name: 'Show changes' }).click();
  await expect(console.getByText(/"status": "APPROVED"/)).toBeVisible();
  await console.context().close();

  // The member's page follows by itself: the status, then the header's balance.
  await expect(bankRow).toContainText('Diluluskan');
  await expect(balance).toHaveAttribute('aria-label', shownAfter(before + 12_345n));

  // Online: the sandbox gateway's hosted page, approved in its own tab.
  await centre.getByRole('radio', { name: /Online banking \(FPX\)/ }).click();
  await form.getByLabel('Jumlah deposit').fill('50.00');
  await form.getByRole('button', { name: 'Teruskan ke pembayaran' }).click();
  const [gateway] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: 'Buka halaman pembayaran' }).click(),
  ]);
  await expect(gateway.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await expect(gateway.getByText('MYR 50.00')).toBeVisible();
  await gateway.getByRole('button', { name: 'Approve payment' }).click();
  // The payer is back on the site.
  await expect(gateway).toHaveURL(/\/$/);
  await gateway.close();

  await expect(history.getByRole('row', { name: /Online banking.*RM 50\.00/ })).toContainText(
    'Diluluskan',
  );
  await expect(balance).toHaveAttribute('aria-label', shownAfter(before + 12_345n + 5_000n));

  // The account record shows the approved deposit with where it stands.
  await centre
    .getByRole('navigation', { name: 'Menu pusat ahli' })
    .getByRole('button', { name: 'Rekod Akaun' })
    .click();
  const record = centre.getByRole('table', { name: 'Rekod Akaun' });
  await expect(
    record.getByRole('row', { name: new RegExp(`Deposit #${depositId} · Diluluskan`) }),
  ).toContainText('RM 123.45');
});
