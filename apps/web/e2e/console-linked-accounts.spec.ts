import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  DEVICE_ID_HEADER,
  PAYMENT_PATHS,
  SECURITY_PATHS,
  WITHDRAWAL_PATHS,
  type BankAccountView,
  type ConsoleMemberRow,
  type ConsolePage,
  type WithdrawalPage,
  type WithdrawalView,
} from '@wps/shared-types';
import { consolePage, signInToConsole } from './support/console';
import { updateSite } from './support/site-settings';

const PASSWORD = 'Linked1234';
const PAYMENT_PASSWORD = '864213';

/**
 * A new member registered through the player API from `device`, with a payment password, a real
 * name and a bank account; answers its API calls (bearer token, the same device).
 */
async function linkedMember(
  request: APIRequestContext,
  member: { username: string; realName: string; device: string; accountNumber: string },
) {
  const headers = { [DEVICE_ID_HEADER]: member.device };
  const registered = await request.put('/wps/member/register', {
    headers,
    data: {
      username: member.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      // The form sends every field, empty when the operator does not ask for it.
      ...Object.fromEntries(
        [
          'payeeName',
          'email',
          'qqNum',
          'mobileNum',
          'recommenderId',
          'captcha',
          'verificationCode',
          'affiliateCode',
          'paymentPassword',
          'line',
          'whatsapp',
          'facebook',
          'wechat',
          'idNumber',
          'referralCode',
        ].map((field) => [field, '']),
      ),
      countryDialingCode: '+60',
      registerMethod: 'WEB',
      domain: 'localhost',
      registerUrl: 'http://localhost/register',
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = ((await registered.json()) as { value: { token: string } }).value.token;
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const answer = await request.fetch(path, {
      method,
      data,
      headers: { ...headers, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { value: T }).value;
  };
  await call('PUT', PAYMENT_PATHS.paymentPassword, {
    password: PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await call('PUT', SECURITY_PATHS.profile, {
    nickname: member.username,
    realName: member.realName,
  });
  const bankAccount = await call<BankAccountView>('POST', WITHDRAWAL_PATHS.bankAccounts, {
    bankName: 'CIMB',
    accountNumber: member.accountNumber,
    holderName: member.realName,
    paymentPassword: PAYMENT_PASSWORD,
  });
  return { call, bankAccountId: bankAccount.id };
}

/** A console call with the signed-in operator's cookie; answers the value. */
async function consoleCall<T>(console: Page, path: string, data?: unknown): Promise<T> {
  const answer = await (data === undefined
    ? console.request.get(path)
    : console.request.post(path, {
        data,
        headers: { [CONSOLE_REQUEST_HEADER]: '1', 'idempotency-key': randomUUID() },
      }));
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { value: T }).value;
}

test.afterEach(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('finance weighs a withdrawal on its decision panel, sees the members linked by bank account and device, and rejects it with a category the member reads; support reveals the shared values', async ({
  browser,
  request,
}) => {
  await updateSite(request, { sliderVerification: false });
  const suffix = randomUUID().slice(0, 6);
  const device = `e2e-device-${randomUUID()}`;
  // One account number for both, under each one's own name.
  const accountNumber = `55${Date.now() % 10_000_000_000}`.padEnd(12, '7');
  const first = { username: `linka${suffix}`, realName: 'Aina Rahman', device, accountNumber };
  const second = { username: `linkb${suffix}`, realName: 'Boon Keat', device, accountNumber };
  const member = await linkedMember(request, first);
  await linkedMember(request, second);

  // Finance credits the first member, who then asks to withdraw part of it.
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  const found = await consoleCall<ConsolePage<ConsoleMemberRow>>(
    console,
    `${CONSOLE_PATHS.members}?query=${first.username}`,
  );
  const memberId = found.list[0].id;
  await consoleCall(console, `${CONSOLE_PATHS.members}/${memberId}/adjustments`, {
    amount: '300.00',
    reason: 'e2e credit',
  });
  const withdrawal = await member.call<WithdrawalView>('POST', WITHDRAWAL_PATHS.withdrawals, {
    amount: '120.00',
    bankAccountId: member.bankAccountId,
    paymentPassword: PAYMENT_PASSWORD,
  });

  // The request opens with its decision panel.
  await console.goto(`/console/withdrawals/${withdrawal.id}`);
  const panel = console.getByRole('region', { name: 'Decision panel' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Turnover remaining')).toBeVisible();
  await expect(panel.getByText('Matches', { exact: true })).toBeVisible();
  await expect(panel.getByText('Not verified')).toBeVisible();
  await expect(panel.getByText('Adjustments: 1, RM 300.00')).toBeVisible();
  await expect(panel.getByText('No deposit before this request')).toBeVisible();
  const linked = console.getByRole('region', { name: 'Linked accounts' });
  const row = linked.getByRole('row', { name: new RegExp(second.username) });
  await expect(row).toContainText(`Bank account: ********${accountNumber.slice(-4)}`);
  await expect(row).toContainText('Device:');
  // Finance may not reveal members' personal data.
  await expect(linked.getByRole('button', { name: 'Show values' })).toHaveCount(0);

  // Rejected with a category; the member's record carries it.
  await console.getByLabel('Reason category').selectOption('LINKED_ACCOUNTS');
  await console.getByLabel('Reason for rejecting').fill('Shares a bank account');
  await console.getByRole('button', { name: 'Reject' }).click();
  const reject = console.getByRole('dialog', { name: `Reject withdrawal #${withdrawal.id}?` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(console.getByText('Linked to other accounts').first()).toBeVisible();
  const record = await member.call<WithdrawalPage>('GET', WITHDRAWAL_PATHS.withdrawals);
  expect(record.list[0]).toMatchObject({
    id: withdrawal.id,
    status: 'REJECTED',
    rejectCategory: 'LINKED_ACCOUNTS',
    rejectReason: 'Shares a bank account',
  });
  await console.context().close();

  // Support opens the member page and reveals the shared values.
  const supportPage = await consolePage(browser);
  await signInToConsole(supportPage, 'support');
  await supportPage.goto(`/console/members/${memberId}`);
  const onMemberPage = supportPage.getByRole('region', { name: 'Linked accounts' });
  await expect(onMemberPage.getByRole('link', { name: second.username })).toBeVisible();
  await onMemberPage.getByRole('button', { name: 'Show values' }).click();
  await expect(onMemberPage.getByText(accountNumber, { exact: true })).toBeVisible();
  await expect(onMemberPage.getByText(device, { exact: true })).toBeVisible();
  await supportPage.context().close();
});
