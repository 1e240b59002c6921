import { expect, test } from '@playwright/test';
import {
  IDEMPOTENCY_KEY_HEADER,
  MAILBOX_PATHS,
  POINT_MALL_PATHS,
  POINT_PATHS,
  type MailboxPage,
  type PointExchangeOrder,
  type PointGoodsPage,
} from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';
import {
  convertPoints,
  heldPoints,
  passExchangeOrder,
  redeemGood,
  setPaymentPassword,
} from './support/points';
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

test("a member redeems a good, converts points to cash and reads its records and points' details", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await logIn(page, MEMBER);
  await setPaymentPassword(page, request, MEMBER, PAYMENT_PASSWORD);
  await page.goto('/pointMall');
  await expect(page.getByText(/^Mata anda: [\d,]+$/)).toBeVisible();

  const transactionNo = await redeemGood(
    page,
    { name: 'Bonus Tunai RM 10', points: '1,000' },
    PAYMENT_PASSWORD,
  );
  await expect(heldPoints(page)).toBeVisible();

  await convertPoints(page, { points: '100', amount: 'RM 1.00' }, PAYMENT_PASSWORD);

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
  await logIn(page, MEMBER);
  const authorization = await setPaymentPassword(page, request, MEMBER, PAYMENT_PASSWORD);
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

  await passExchangeOrder(browser, order.transactionNo, voucher.name);

  const mailbox = await request.get(MAILBOX_PATHS.messages, { headers: { authorization } });
  const letters = ((await mailbox.json()) as { value: MailboxPage }).value.list;
  expect(letters[0]).toMatchObject({
    template: 'pointOrder.passed',
    params: { transactionNo: order.transactionNo },
  });
});
