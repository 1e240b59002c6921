import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_PAYMENT_PATHS,
  PAYMENT_PATHS,
  SECURITY_PATHS,
  WITHDRAWAL_PATHS,
  type BankAccountView,
  type WithdrawalView,
} from '@wps/shared-types';
import { consolePage, signInToConsole } from './support/console';
import { updateSite } from './support/site-settings';

// A seeded member with an opening balance that no other browser test uses or withdraws from.
const MEMBER = { username: 'demo_subagent', password: 'Agent1234', realName: 'Demo Subagent' };
const PAYMENT_PASSWORD = '246810';

/** The member's own API: sign in, then each call with its bearer token; answers the value. */
async function memberApi(request: APIRequestContext) {
  const login = await request.post('/wps/session/login', {
    data: { username: MEMBER.username, password: MEMBER.password, type: 'username' },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  return async <T>(method: 'POST' | 'PUT', path: string, data: unknown, key?: string) => {
    const answer = await request.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { value: T }).value;
  };
}

/** A small real PNG, drawn on a canvas in the page. */
async function receipt(page: Page): Promise<Buffer> {
  const encoded = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2980b9';
    context.fillRect(0, 0, 96, 64);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(encoded, 'base64');
}

test.afterEach(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('finance approves a member withdrawal and pays it with a reference; the audit trail shows both; the payment settings save', async ({
  browser,
  request,
}) => {
  // The member's side through its API: payment password, real name, a bank account, a request.
  await updateSite(request, { sliderVerification: false });
  const call = await memberApi(request);
  await call('PUT', PAYMENT_PATHS.paymentPassword, {
    password: MEMBER.password,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await call('PUT', SECURITY_PATHS.profile, {
    nickname: 'Demo Sub-agent',
    realName: MEMBER.realName,
  });
  const bankAccount = await call<BankAccountView>('POST', WITHDRAWAL_PATHS.bankAccounts, {
    bankName: 'Maybank',
    accountNumber: '1122 3344 5566',
    holderName: MEMBER.realName,
    paymentPassword: PAYMENT_PASSWORD,
  });
  const withdrawal = await call<WithdrawalView>(
    'POST',
    WITHDRAWAL_PATHS.withdrawals,
    { amount: '123.45', bankAccountId: bankAccount.id, paymentPassword: PAYMENT_PASSWORD },
    randomUUID(),
  );
  expect(withdrawal.status).toBe('PENDING');

  // The finance operator finds it in the queue and opens it: the account number in full.
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await console
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', {
      name: 'Withdrawals',
    })
    .click();
  await expect(console.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await console.getByLabel('Status').selectOption('PENDING');
  await console.getByLabel('Member account').fill(MEMBER.username);
  await expect(console.getByText('Withdrawals: 1 · total RM 123.45')).toBeVisible();
  await console.getByRole('link', { name: `Open withdrawal #${withdrawal.id}` }).click();
  await expect(
    console.getByRole('heading', { level: 1, name: `Withdrawal #${withdrawal.id}` }),
  ).toBeVisible();
  await expect(console.getByText('112233445566')).toBeVisible();

  // Approve, after the confirmation.
  await console.getByRole('button', { name: 'Approve' }).click();
  const approve = console.getByRole('dialog', { name: `Approve withdrawal #${withdrawal.id}?` });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(console.getByText('Approved', { exact: true }).first()).toBeVisible();

  // Pay with the bank's reference and a receipt, after the confirmation.
  await console.getByLabel('Payout reference').fill('MBB-PAYOUT-E2E-1');
  await console.getByLabel('Payout proof (optional, PNG or JPG)').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: await receipt(console),
  });
  await console.getByRole('button', { name: 'Mark paid' }).click();
  const pay = console.getByRole('dialog', { name: `Mark withdrawal #${withdrawal.id} paid?` });
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toBeHidden();
  const history = console.getByRole('region', { name: 'History' });
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history.getByText('MBB-PAYOUT-E2E-1')).toBeVisible();
  const proof = console.getByRole('img', { name: `Image 1 of withdrawal #${withdrawal.id}` });
  await expect(proof).toBeVisible();
  // Visible comes with the box; the picture itself may still be on its way.
  await expect(proof).toHaveJSProperty('naturalWidth', 96);

  // The audit trail keeps both decisions.
  await console
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', {
      name: 'Audit trail',
    })
    .click();
  const base = `POST ${CONSOLE_PAYMENT_PATHS.withdrawals}/:id`;
  await expect(console.getByText(`${base}/approve`).first()).toBeVisible();
  await expect(console.getByText(`${base}/pay`).first()).toBeVisible();

  // The payment settings: a change saves and stays after a reload.
  await console.goto('/console/payment-settings');
  const dailyCount = console.getByLabel('Withdrawals a day per member');
  await expect(dailyCount).toHaveValue('5');
  await dailyCount.fill('0');
  await console.getByRole('button', { name: 'Save settings' }).click();
  await expect(console.getByText('A whole number from 1 to 1000.')).toBeVisible();
  await dailyCount.fill('6');
  await console.getByRole('button', { name: 'Save settings' }).click();
  await expect(console.getByText('Saved. New requests follow these settings.')).toBeVisible();
  await console.reload();
  await expect(console.getByLabel('Withdrawals a day per member')).toHaveValue('6');
  await console.context().close();
});
