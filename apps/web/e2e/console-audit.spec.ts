import { expect, test } from '@playwright/test';
import { consolePage, signInToConsole } from './support/console';

// Issue 26, points 1 and 6: a member's personal data shows masked; support reveals one field, and
// the audit page shows that reveal and the chain verified.
test('support reveals a masked e-mail address, and the audit page shows the reveal and the chain holding', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await consolePage(browser);
  await signInToConsole(operator, 'support');
  await operator.goto('/console/members');
  await operator.getByLabel('Search members').fill('demo_member');
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: 'demo_member', exact: true }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'demo_member' })).toBeVisible();
  const memberId = /\/members\/(\d+)$/.exec(operator.url())?.[1];

  await expect(operator.getByText('d***@example.com')).toBeVisible();
  await expect(operator.getByText('demo_member@example.com')).toHaveCount(0);
  await operator.getByRole('button', { name: 'Reveal E-mail' }).click();
  await expect(operator.getByText('demo_member@example.com')).toBeVisible();
  await operator.getByRole('button', { name: 'Hide E-mail' }).click();
  await expect(operator.getByText('demo_member@example.com')).toHaveCount(0);
  await operator.context().close();

  const owner = await consolePage(browser);
  await signInToConsole(owner, 'owner');
  await owner.goto(`/console/audit?target=member:${memberId}&action=reveal`);
  await expect(owner.getByRole('status')).toHaveText(/^The chain holds: \d+ rows recomputed/);
  const row = owner.getByRole('row', { name: /support.*\/reveal/ }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Show changes' }).click();
  await expect(owner.getByText(/"revealed": "email"/)).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Download anchor' })).toBeVisible();
  await owner.context().close();
});
