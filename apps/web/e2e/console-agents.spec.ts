import { expect, test, type Page } from '@playwright/test';
import type { SystemStatusValue } from '@wps/shared-types';
import { consolePage, signInToConsole } from './support/console';

/** Moves an account of the opened list under another agent, with a reason. */
async function move(page: Page, account: string, upline: string) {
  await page.getByRole('button', { name: `Move ${account}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${account}` });
  await dialog.getByLabel('New upline agent (account)').fill(upline);
  await dialog.getByLabel('Reason').fill('Browser test of a move');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
}

test('the owner browses the agent tree to demo_subagent, moves a member and back, and offers dividends', async ({
  browser,
  request,
}) => {
  const page = await consolePage(browser);
  await signInToConsole(page, 'owner');
  await page.getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent tree' })).toBeVisible();

  await page.getByRole('button', { name: 'demo_agent', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Direct downline of demo_agent' })).toBeVisible();
  await page.getByRole('button', { name: 'demo_subagent', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: 'demo_sub_m2' })).toBeVisible();

  await move(page, 'demo_sub_m2', 'demo_agent');
  await expect(page.getByRole('rowheader', { name: 'demo_sub_m1' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'demo_sub_m2' })).toBeHidden();

  await page.getByLabel('Find an account').fill('demo_sub_m2');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('demo_agent › demo_sub_m2')).toBeVisible();
  await page.getByRole('button', { name: 'Open in the tree' }).click();
  await expect(page.getByRole('heading', { name: 'Direct downline of demo_agent' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'demo_sub_m2' })).toBeVisible();
  // Back where the seed put it, for the other browser tests.
  await move(page, 'demo_sub_m2', 'demo_subagent');
  await expect(page.getByRole('rowheader', { name: 'demo_sub_m2' })).toBeHidden();

  await page.getByRole('link', { name: 'Agent settings' }).click();
  const dividends = page.getByLabel('Dividend contracts offered');
  await dividends.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The agent settings are saved.')).toBeVisible();
  const status = async () =>
    ((await (await request.get('/wps/system/status')).json()) as { value: SystemStatusValue }).value
      .info.agentFlags;
  expect(await status()).toMatchObject({ divtypereq: true, divtypeinfo: true });

  await dividends.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The agent settings are saved.')).toBeVisible();
  expect(await status()).toMatchObject({ divtypereq: false });
});
