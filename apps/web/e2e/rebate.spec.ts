import { expect, test } from '@playwright/test';
import { openMemberCentre } from './support/access';
import { consolePage, openConsoleSection, signInToConsole } from './support/console';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, openSlot, spinAtTopStake } from './support/slot';

// The seeded member of VIP rank 0 (the seed's slot rebate 0.50 %) kept for this test: no other
// browser test plays with it, so its rebate is its own spins'.
const MEMBER = { account: 'demo_rebate', password: 'Demo1234', nickname: 'Rebate Member' };

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});

test('a member plays two RM 100 spins, sees the rebate of 0.50 % and claims it once', async ({
  page,
  context,
}) => {
  test.slow();
  await skipAnnouncementPopup(context);
  await logIn(page, MEMBER);
  const slot = await openSlot(page);
  await spinAtTopStake(page, slot, 2);

  const centre = await openMemberCentre(page, MEMBER.nickname);
  await centre.getByRole('button', { name: 'Rebat Manual', exact: true }).click();
  // RM 200.00 of slot turnover x 0.50 %.
  await expect(centre.getByTestId('rebate-total')).toHaveText('RM 1.00');
  await expect(centre.getByRole('row', { name: /RM 200\.00/ }).first()).toContainText('0.50%');

  await centre.getByRole('button', { name: 'Tuntut RM 1.00' }).click();
  await expect(centre.getByText('RM 1.00 telah dimasukkan ke dompet utama anda.')).toBeVisible();
  await expect(centre.getByText(/Anda telah menuntut rebat tempoh ini/)).toBeVisible();
  await expect(centre.getByRole('button', { name: /^Tuntut/ })).toHaveCount(0);
  const history = centre.getByRole('region', { name: 'Sejarah tuntutan' });
  await expect(history.getByRole('row', { name: /RM 200\.00/ })).toContainText('RM 1.00');
});

test('finance changes a rebate rate in the console; it stays after a reload', async ({
  browser,
}) => {
  const console = await consolePage(browser);
  await signInToConsole(console, 'finance');
  await openConsoleSection(console, 'Manual rebate');
  const rate = console.getByLabel('Rate of Member in LIVE (%)');
  await expect(rate).toHaveValue('0.30');
  await rate.fill('9');
  await console.getByRole('button', { name: 'Save rebate settings' }).click();
  await expect(
    console.getByText('Each rate is a percent from 0 to 5 with at most two decimals.'),
  ).toBeVisible();
  await rate.fill('0.9');
  await console.getByRole('button', { name: 'Save rebate settings' }).click();
  await expect(
    console.getByText("Saved. Members' rebate follows these settings now."),
  ).toBeVisible();
  await console.reload();
  await expect(console.getByLabel('Rate of Member in LIVE (%)')).toHaveValue('0.90');
  await console.context().close();
});
