import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { consolePage, demoOperator, signInToConsole } from './support/console';

// A seeded member with an opening balance that no other browser test uses.
const MEMBER = 'demo_agent_m4';

/**
 * The operator's authenticator code for a four-eyes approval: a code is good once, and the
 * sign-in took this period's (or the next one's), so wait for the next period and take the code
 * one period ahead, which the server still accepts.
 */
async function freshCode(page: Page, username: string): Promise<string> {
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  return generate({
    secret: demoOperator(username).totpSecret,
    epoch: Math.floor(Date.now() / 1000) + 30,
  });
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await consolePage(browser);
  await signInToConsole(page, username);
  return page;
}

async function openApprovals(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
}

async function openMember(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Search members').fill(MEMBER);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: MEMBER }).click();
}

/** The second operator approves approval #id with a fresh code; the row leaves the list. */
async function approveAsSecond(page: Page, username: string, id: string): Promise<void> {
  await page.getByRole('button', { name: `Approve #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve #${id} as the second operator` });
  await dialog.getByLabel('Your 6-digit code').fill(await freshCode(page, username));
  await dialog.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Approve #${id}` })).toBeHidden();
}

/** The number of the newest approval awaiting a second operator whose row shows `text`. */
async function awaitingId(page: Page, text: string): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  return ((await row.getByRole('rowheader').textContent()) ?? '').replace('#', '');
}

test('four-eyes: a threshold change needs a second owner, and a monitored member’s adjustment and bonus a second operator with a fresh code', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // The owner proposes a threshold; it waits for another owner, not the same one.
  const owner = await signedIn(browser, 'owner');
  await openApprovals(owner);
  await owner.getByLabel('Limit per member, 24 hours').fill('1000000');
  await owner.getByLabel('Limit per member, 30 days').fill('5000000');
  await owner.getByRole('button', { name: 'Propose the change' }).click();
  await expect(
    owner.getByText('Proposed: it takes effect when another owner approves it.'),
  ).toBeVisible();
  const changeId = await awaitingId(owner, 'Threshold change');
  await owner.getByRole('button', { name: `Approve #${changeId}` }).click();
  const ownDialog = owner.getByRole('dialog', {
    name: `Approve #${changeId} as the second operator`,
  });
  await ownDialog.getByLabel('Your 6-digit code').fill('123456');
  await ownDialog.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(
    ownDialog.getByText('A second operator must approve: you gave the first approval'),
  ).toBeVisible();
  await owner.context().close();

  const director = await signedIn(browser, 'director');
  await openApprovals(director);
  await approveAsSecond(director, 'director', changeId);
  await expect(director.getByText(/passes RM 1,000,000\.00 in 24 hours/)).toBeVisible();
  await director.context().close();

  // Support flags the member for monitoring: a small adjustment then waits for a second operator.
  const support = await signedIn(browser, 'support');
  await openMember(support);
  await support.getByRole('button', { name: 'Flag for monitoring' }).click();
  await expect(support.getByText('The member is flagged for monitoring.')).toBeVisible();
  await support.getByLabel('Amount').fill('25.00');
  await support.getByLabel('Reason').fill('Four-eyes goodwill');
  await support.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(
    support.getByText('Awaiting a second approver: support gave the first approval.'),
  ).toBeVisible();
  // Only the seeded opening balance is an adjustment so far.
  await support.getByRole('tab', { name: 'Ledger' }).click();
  await expect(
    support.getByRole('tabpanel').getByRole('row').filter({ hasText: 'ADJUSTMENT' }),
  ).toHaveCount(1);

  // A finance operator approves it with a fresh code: the entry posts, once.
  const treasurer = await signedIn(browser, 'treasurer');
  await openApprovals(treasurer);
  const adjustmentId = await awaitingId(treasurer, `${MEMBER} · RM 25.00 · Four-eyes goodwill`);
  await approveAsSecond(treasurer, 'treasurer', adjustmentId);
  await treasurer.getByLabel('Status').selectOption('APPROVED');
  await expect(
    treasurer
      .getByRole('row')
      .filter({ hasText: `#${adjustmentId}` })
      .getByText('Approved · treasurer'),
  ).toBeVisible();

  // The treasurer grants the monitored member a bonus: it waits for another operator too.
  await openMember(treasurer);
  await treasurer.getByLabel('Bonus to grant').fill('10.00');
  await treasurer.getByLabel('Why it is granted').fill('Four-eyes bonus');
  await treasurer.getByRole('button', { name: 'Grant bonus' }).click();
  await expect(
    treasurer.getByText('Awaiting a second approver: treasurer gave the first approval.'),
  ).toBeVisible();
  await treasurer.context().close();

  const finance = await signedIn(browser, 'finance');
  await openApprovals(finance);
  const grantId = await awaitingId(finance, `${MEMBER} · RM 10.00 · Four-eyes bonus`);
  await approveAsSecond(finance, 'finance', grantId);
  await finance.context().close();

  await support.reload();
  await support.getByRole('tab', { name: 'Ledger' }).click();
  await expect(
    support.getByRole('tabpanel').getByRole('row').filter({ hasText: 'ADJUSTMENT' }),
  ).toHaveCount(2);
  await expect(
    support.getByRole('tabpanel').getByRole('row').filter({ hasText: 'BONUS_GRANT' }),
  ).toHaveCount(1);
  await support.getByRole('button', { name: 'Stop monitoring' }).click();
  await expect(support.getByText('The member is no longer monitored.')).toBeVisible();

  await support.context().close();
});
