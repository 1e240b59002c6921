import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, moneyCents } from '@wps/shared-types';
import { accountMenuButton, dialog, openLogin } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { drawnPng } from './support/images';
import { updateSite } from './support/site-settings';

// A seeded member under demo_agent with an opening balance and no deposits (so no turnover to
// wager); no other browser test moves its money.
const MEMBER = { username: 'demo_agent_m1', password: 'Demo1234', nickname: 'Agent Member 1' };
const UPLINE = 'demo_agent';
const PAYMENT_PASSWORD = '482915';
const WITHDRAWAL = { amount: '200.00', cents: 20_000n };
const TRANSFER = { amount: '25.50', cents: 2_550n };

/** The header's balance button, whose name carries the balance ("Baki: RM 1,234.50. …"). */
const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Baki: RM [\d,]+\.\d\d/ });

async function balanceCents(balance: Locator): Promise<bigint> {
  const label = (await balance.getAttribute('aria-label')) ?? '';
  return moneyCents(label.match(/RM ([\d,]+\.\d\d)/)![1].replaceAll(',', ''));
}

/** The balance as the header shows it at `cents`. */
function shownAt(cents: bigint): RegExp {
  const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return new RegExp(`^Baki: ${formatMoney(amount, 'RM').replace('.', '\\.')}`);
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.afterEach(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('a member sets its real name and payment password, binds a bank account and withdraws; finance pays; the member confirms receipt, transfers to its upline and reads both in its account record', async ({
  page,
  browser,
  request,
}) => {
  // Two people's walks and a poll: more than one default test time on a busy 2-core machine.
  test.setTimeout(150_000);
  await updateSite(request, { sliderVerification: false });
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(MEMBER.username);
  await login.getByLabel('Kata laluan', { exact: true }).fill(MEMBER.password);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, MEMBER.nickname)).toBeVisible();
  const balance = headerBalance(page);
  await expect(balance).toBeVisible();
  const before = await balanceCents(balance);

  // The security centre: the real name (set once) and the payment password.
  await accountMenuButton(page, MEMBER.nickname).click();
  await page.getByRole('menuitem', { name: 'Akaun Saya' }).click();
  const centre = dialog(page, 'Pusat Ahli');
  const menu = centre.getByRole('navigation', { name: 'Menu pusat ahli' });
  const security = centre.getByRole('region', { name: 'Akaun Saya' });
  const profile = security.getByRole('region', { name: 'Profil' });
  await profile.getByLabel('Nama sebenar').fill('Aminah Binti Yusof');
  await profile.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(profile.getByText('Profil disimpan')).toBeVisible();
  await expect(profile.getByLabel('Nama sebenar')).toHaveAttribute('readonly', '');

  const payment = security.getByRole('region', { name: 'Kata laluan pembayaran' });
  await expect(payment.getByText('Kata laluan pembayaran belum ditetapkan')).toBeVisible();
  await payment.getByLabel('Kata laluan log masuk').fill(MEMBER.password);
  await payment.getByLabel('Kata laluan pembayaran baharu (6 digit)').fill(PAYMENT_PASSWORD);
  await payment.getByLabel('Sahkan kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await payment.getByRole('button', { name: 'Simpan kata laluan pembayaran' }).click();
  await expect(payment.getByText('Kata laluan pembayaran telah ditetapkan')).toBeVisible();

  // Withdraw: no turnover to wager; a bank account in the real name, bound with the password.
  await menu.getByRole('button', { name: 'Pengeluaran' }).click();
  const withdraw = centre.getByRole('region', { name: 'Pengeluaran' });
  await expect(withdraw.getByRole('heading', { name: 'Pengeluaran', exact: true })).toBeVisible();
  await expect(withdraw.getByText('Tiada akaun bank diikat.').first()).toBeVisible();
  await withdraw.getByRole('button', { name: 'Ikat akaun bank' }).click();
  const bind = withdraw.getByRole('form', { name: 'Borang ikat akaun bank' });
  await expect(bind.getByLabel('Nama pemegang akaun')).toHaveValue('Aminah Binti Yusof');
  const accountNumber = `${Math.floor(Math.random() * 9e11) + 1e11}`;
  const lastDigits = accountNumber.slice(-4);
  await bind.getByLabel('Nama bank').fill('Maybank');
  await bind.getByLabel('Nombor akaun').fill(accountNumber);
  await bind.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: 'Ikat akaun' }).click();
  await expect(bind).toBeHidden();
  const accounts = withdraw.getByRole('region', { name: 'Akaun bank saya' });
  await expect(accounts.getByText(new RegExp(`${lastDigits}$`))).toBeVisible();

  const form = withdraw.getByRole('form', { name: 'Borang pengeluaran' });
  await expect(form.getByLabel('Ke akaun bank')).toContainText(lastDigits);
  await form.getByLabel('Jumlah pengeluaran').fill(WITHDRAWAL.amount);
  await form.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Keluarkan' }).click();
  await expect(form.getByText('Permintaan pengeluaran anda telah dihantar.')).toBeVisible();
  const history = withdraw.getByRole('region', { name: 'Sejarah pengeluaran' });
  const row = history.getByRole('row', { name: new RegExp(`${lastDigits}.*RM 200\\.00`) });
  await expect(row).toContainText('Menunggu');
  // The amount is held: it leaves the balance at once.
  await expect(balance).toHaveAttribute('aria-label', shownAt(before - WITHDRAWAL.cents));

  // The finance operator approves it and pays it with the bank's reference.
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await console.goto(`/console/withdrawals?status=PENDING&account=${MEMBER.username}`);
  await expect(console.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await expect(console.getByText('Withdrawals: 1 · total RM 200.00')).toBeVisible();
  await console.getByRole('link', { name: /^Open withdrawal #\d+$/ }).click();
  await expect(console.getByText(accountNumber)).toBeVisible();
  await console.getByRole('button', { name: 'Approve' }).click();
  const approve = console.getByRole('dialog', { name: /^Approve withdrawal #\d+\?$/ });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await console.getByLabel('Payout reference').fill('MBB-E2E-WD-1');
  await console.getByLabel('Payout proof (optional, PNG or JPG)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: await drawnPng(console, { width: 80, height: 48 }),
  });
  await console.getByRole('button', { name: 'Mark paid' }).click();
  const pay = console.getByRole('dialog', { name: /^Mark withdrawal #\d+ paid\?$/ });
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toBeHidden();
  await expect(
    console.getByRole('region', { name: 'History' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await console.context().close();

  // The member's page follows by itself; "received" closes the withdrawal.
  await expect(row).toContainText('Dibayar');
  await expect(row).toContainText('Rujukan bayaran: MBB-E2E-WD-1');
  // The operator's payout slip, shown to its member through the member's session.
  // It loads once scrolled into view, as the member would scroll to it.
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('img', { name: /^Bukti bayaran pengeluaran #\d+$/ })).toHaveJSProperty(
    'naturalWidth',
    80,
  );
  await row.getByRole('button', { name: 'Diterima', exact: true }).click();
  await expect(row).toContainText('Selesai');
  await expect(row.getByRole('button', { name: 'Diterima', exact: true })).toHaveCount(0);
  await expect(balance).toHaveAttribute('aria-label', shownAt(before - WITHDRAWAL.cents));

  // Transfer to the upline.
  await menu.getByRole('button', { name: 'Pindah ke Upline' }).click();
  const transfer = centre.getByRole('region', { name: 'Pindah ke Upline' });
  await expect(transfer.getByText(`(${UPLINE})`)).toBeVisible();
  const transferForm = transfer.getByRole('form', { name: 'Borang pindahan ke upline' });
  await transferForm.getByLabel('Jumlah pindahan').fill(TRANSFER.amount);
  await transferForm.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await transferForm.getByRole('button', { name: 'Pindah', exact: true }).click();
  await expect(transferForm.getByText('Pindahan berjaya.')).toBeVisible();
  const transfers = transfer.getByRole('region', { name: 'Pindahan terkini' });
  await expect(
    transfers.getByRole('row', { name: new RegExp(`\\(${UPLINE}\\).*RM 25\\.50`) }),
  ).toBeVisible();
  const after = before - WITHDRAWAL.cents - TRANSFER.cents;
  await expect(balance).toHaveAttribute('aria-label', shownAt(after));

  // The account record: the withdrawal with where it stands, and the transfer.
  await menu.getByRole('button', { name: 'Rekod Akaun' }).click();
  const record = centre.getByRole('table', { name: 'Rekod Akaun' });
  await expect(
    record.getByRole('row', { name: /Pengeluaran #\d+ · Diterima/ }).first(),
  ).toContainText('-RM 200.00');
  await expect(record.getByRole('row', { name: /Pindahan keluar.*-RM 25\.50/ })).toBeVisible();
});
