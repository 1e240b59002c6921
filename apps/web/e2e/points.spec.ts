import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAILBOX_PATHS,
  PAYMENT_PATHS,
  POINT_MALL_PATHS,
  POINT_PATHS,
  type MailboxPage,
  type PointExchangeOrder,
  type PointGoodsPage,
} from '@wps/shared-types';
import { consolePage, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn } from './support/slot';

// The seeded member with 50,000 points, kept for this test (no other browser test uses it).
const MEMBER = { account: 'demo_points', password: 'Demo1234', nickname: 'Points Member' };
const PAYMENT_PASSWORD = '246813';

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

/** Logs the member in and sets its payment password; answers its bearer header. */
async function memberWithPaymentPassword(page: Page, request: APIRequestContext) {
  await logIn(page, MEMBER);
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const authorization = `Bearer ${token}`;
  const set = await request.put(PAYMENT_PATHS.paymentPassword, {
    headers: { authorization },
    data: {
      password: MEMBER.password,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return authorization;
}

test("a member redeems a good, converts points to cash and reads its records and points' details", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await memberWithPaymentPassword(page, request);
  await page.goto('/pointMall');
  await expect(page.getByText(/^Mata anda: [\d,]+$/)).toBeVisible();

  await page
    .getByRole('button', { name: 'Tukar', description: 'Bonus Tunai RM 10', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Tukar: Bonus Tunai RM 10' });
  await expect(dialog.getByText('Mata diperlukan: 1,000')).toBeVisible();
  await dialog.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Sahkan penukaran' }).click();
  const done = dialog.getByText(/^Pesanan PX\d+ dalam permohonan/);
  await expect(done).toBeVisible();
  const transactionNo = /PX\d+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  await dialog.getByLabel('Tutup').click();
  // The page behind stays inert until the dialog has faded out.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Ditahan untuk pesanan dalam permohonan: [\d,]+/)).toBeVisible();

  const convert = page.getByRole('region', { name: 'Tukar mata kepada tunai' });
  await convert.getByLabel('Mata untuk ditukar').fill('100');
  await convert.getByLabel('Kata laluan pembayaran').fill(PAYMENT_PASSWORD);
  await convert.getByRole('button', { name: 'Tukar ke tunai' }).click();
  await expect(
    convert.getByText('100 mata ditukar: RM 1.00 dimasukkan ke dompet utama anda.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Rekod' }).click();
  const order = page.getByRole('row').filter({ hasText: transactionNo });
  await expect(order).toContainText('Bonus Tunai RM 10');
  await expect(order).toContainText('Dalam permohonan');
  await expect(
    page.getByRole('row').filter({ hasText: 'Tunai ke dompet utama' }).first(),
  ).toContainText('Diluluskan');

  await page.getByRole('tab', { name: 'Butiran mata' }).click();
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Ditukar ke tunai');
  await expect(latest).toContainText('-100');

  await page.getByRole('tab', { name: 'Peraturan' }).click();
  await expect(page.getByText('Mata tidak pernah luput.')).toBeVisible();
});

test('support passes an exchange order in the console; the member gets a letter', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  const authorization = await memberWithPaymentPassword(page, request);
  const goods = (await (
    await request.get(POINT_MALL_PATHS.goods, { params: { language: 'EN', category: 'VOUCHER' } })
  ).json()) as { value: PointGoodsPage };
  const voucher = goods.value.list.find((item) => item.stock > 0)!;
  const placed = await request.post(POINT_PATHS.redeem, {
    headers: { authorization, [IDEMPOTENCY_KEY_HEADER]: `e2e-redeem-${Date.now()}` },
    params: { language: 'EN' },
    data: { goodsId: voucher.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = ((await placed.json()) as { value: PointExchangeOrder }).value;

  const console = await consolePage(browser);
  await signInToConsole(console, 'support');
  await console
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Points' })
    .click();
  await expect(console.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
  const orders = console.getByRole('table', { name: 'Exchange orders' });
  const row = orders.getByRole('row').filter({ hasText: order.transactionNo });
  await expect(row).toContainText(voucher.name);
  await row.getByRole('button', { name: `Pass order ${order.transactionNo}` }).click();
  const confirm = console.getByRole('dialog', { name: `Pass order ${order.transactionNo}` });
  await confirm.getByRole('button', { name: 'Pass' }).click();
  await expect(confirm).toBeHidden();
  // The list shows the orders in application: the passed one is gone from it.
  await expect(orders.getByRole('row').filter({ hasText: order.transactionNo })).toHaveCount(0);
  await console.getByLabel('Status').selectOption('PASSED');
  await expect(console.getByRole('row').filter({ hasText: order.transactionNo })).toContainText(
    'Passed · support',
  );
  await console.context().close();

  const mailbox = await request.get(MAILBOX_PATHS.messages, { headers: { authorization } });
  const letters = ((await mailbox.json()) as { value: MailboxPage }).value.list;
  expect(letters[0]).toMatchObject({
    template: 'pointOrder.passed',
    params: { transactionNo: order.transactionNo },
  });
});
