import { expect, test } from '@playwright/test';
import { dialog } from './support/access';
import { consolePage, signInToConsole } from './support/console';
import { runSql } from './support/database';

// Issue 26 point 5: the daily reconciliation finds nothing on a clean day; a balance row changed
// behind the ledger's back raises an alert, shown on the dashboard, which finance resolves with a
// reason.
const shiftMainBalance = (by: number) =>
  runSql(
    `UPDATE ledger_account SET balance = balance + $1
     WHERE kind = 'MAIN' AND member_id = (SELECT id FROM member WHERE account = 'demo_member')`,
    [by],
  );

test('finance runs the reconciliation, sees the planted mismatch and resolves it with a reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await consolePage(browser);
  await signInToConsole(page, 'finance');
  await page.goto('/console/reconciliation-alerts');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reconciliation alerts' }),
  ).toBeVisible();
  const run = page.getByRole('form', { name: 'Run reconciliation' });
  await run.getByRole('button', { name: 'Run reconciliation' }).click();
  await expect(run.getByRole('status')).toContainText('0 mismatches, 0 new alerts');
  await expect(page.getByText('No open alerts: every check agreed.')).toBeVisible();

  expect(await shiftMainBalance(7)).toBe(1);
  try {
    await run.getByRole('button', { name: 'Run reconciliation' }).click();
    await expect(run.getByRole('status')).toContainText('1 mismatches, 1 new alerts');
    const row = page.getByRole('row', { name: /wallet demo_member MAIN/ });
    await expect(row).toContainText('Wallet balance');
    await expect(row).toContainText('Open');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: '1 open reconciliation alerts' }).click();
    await expect(page).toHaveURL(/\/console\/reconciliation-alerts$/);

    await page.getByRole('button', { name: 'Resolve wallet demo_member MAIN' }).click();
    const resolve = dialog(page, 'Resolve: wallet demo_member MAIN');
    const reason = 'Balance row put back from its lines, ticket OPS-21';
    await resolve.getByLabel('Reason').fill(reason);
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve).toBeHidden();
    await expect(page.getByText('No open alerts: every check agreed.')).toBeVisible();
    await page.getByLabel('Status').selectOption('RESOLVED');
    await expect(page.getByRole('row', { name: /wallet demo_member MAIN/ })).toContainText(
      `by finance at`,
    );
    await expect(page.getByRole('row', { name: /wallet demo_member MAIN/ })).toContainText(reason);
  } finally {
    await shiftMainBalance(-7);
  }
  await page.context().close();
});
