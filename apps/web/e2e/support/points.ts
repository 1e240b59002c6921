import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PAYMENT_PATHS } from '@wps/shared-types';
import { consolePage, openConsoleSection, signInToConsole } from './console';
import type { SeededMember } from './slot';

/**
 * Sets the logged-in member's payment password through its own API (the login password is
 * enough); answers its bearer header.
 */
export async function setPaymentPassword(
  page: Page,
  request: APIRequestContext,
  member: SeededMember,
  paymentPassword: string,
): Promise<string> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const authorization = `Bearer ${token}`;
  const set = await request.put(PAYMENT_PATHS.paymentPassword, {
    headers: { authorization },
    data: {
      password: member.password,
      paymentPassword,
      confirmPaymentPassword: paymentPassword,
    },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return authorization;
}

const wholePoints = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The member's points as the point mall shows them ("Mata anda: 4,000"). */
export async function shownPoints(page: Page): Promise<number> {
  const balance = page.getByText(/^Mata anda: [\d,]+$/);
  await expect(balance).toBeVisible();
  return wholePoints(await balance.textContent());
}

/** The point mall's line of points held by orders in application ("Ditahan …: 1,000"). */
export const heldPoints = (page: Page) =>
  page.getByText(/Ditahan untuk pesanan dalam permohonan: [\d,]+/);

/**
 * Exchanges one of a good in the point mall's dialog with the payment password and closes the
 * dialog; answers the order's transaction number (the order waits for an operator).
 */
export async function redeemGood(
  page: Page,
  good: { name: string; points: string },
  paymentPassword: string,
): Promise<string> {
  await page.getByRole('button', { name: 'Tukar', description: good.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Tukar: ${good.name}` });
  await expect(dialog.getByText(`Mata diperlukan: ${good.points}`)).toBeVisible();
  await dialog.getByLabel('Kata laluan pembayaran').fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Sahkan penukaran' }).click();
  const done = dialog.getByText(/^Pesanan PX\d+ dalam permohonan/);
  await expect(done).toBeVisible();
  const transactionNo = /PX\d+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  await dialog.getByLabel('Tutup').click();
  // The page behind stays inert until the dialog has faded out.
  await expect(dialog).toBeHidden();
  return transactionNo;
}

/** Converts points to cash in the point mall's form; waits for its confirmation. */
export async function convertPoints(
  page: Page,
  { points, amount }: { points: string; amount: string },
  paymentPassword: string,
): Promise<void> {
  const convert = page.getByRole('region', { name: 'Tukar mata kepada tunai' });
  await convert.getByLabel('Mata untuk ditukar').fill(points);
  await convert.getByLabel('Kata laluan pembayaran').fill(paymentPassword);
  await convert.getByRole('button', { name: 'Tukar ke tunai' }).click();
  await expect(
    convert.getByText(`${points} mata ditukar: ${amount} dimasukkan ke dompet utama anda.`),
  ).toBeVisible();
}

/**
 * Support passes an exchange order in the console: it leaves the list of orders in application
 * and is listed as passed by support.
 */
export async function passExchangeOrder(
  browser: Browser,
  transactionNo: string,
  product: string,
): Promise<void> {
  const console = await consolePage(browser);
  await signInToConsole(console, 'support');
  await openConsoleSection(console, 'Points');
  const orders = console.getByRole('table', { name: 'Exchange orders' });
  const row = orders.getByRole('row').filter({ hasText: transactionNo });
  await expect(row).toContainText(product);
  await row.getByRole('button', { name: `Pass order ${transactionNo}` }).click();
  const confirm = console.getByRole('dialog', { name: `Pass order ${transactionNo}` });
  await confirm.getByRole('button', { name: 'Pass' }).click();
  await expect(confirm).toBeHidden();
  // The list shows the orders in application: the passed one is gone from it.
  await expect(orders.getByRole('row').filter({ hasText: transactionNo })).toHaveCount(0);
  await console.getByLabel('Status').selectOption('PASSED');
  await expect(console.getByRole('row').filter({ hasText: transactionNo })).toContainText(
    'Passed · support',
  );
  await console.context().close();
}
