import { expect, test, type Page } from '@playwright/test';
import type { ProviderRoundResponse } from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { balanceOf, logIn, sen, spin } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };
// The seeded vendor on Hub88's protocol (prisma/seed/vendors.json): the built-in provider plays
// its games as a Hub88-class aggregator, settling through /wps/wallet/hub88/YGG/...
const HUB88_VENDOR = { code: 'YGG', name: 'Yggdrasil' };

/** Opens the first slot of the vendor's RNG lobby and answers its frame. */
async function openVendorSlot(page: Page, vendorCode: string, vendorName: string) {
  await page.goto(`/rng?page=${vendorCode}`);
  await expect(
    page
      .getByRole('tablist', { name: 'Penyedia permainan' })
      .getByRole('tab', { name: vendorName }),
  ).toHaveAttribute('aria-selected', 'true');
  const play = page
    .getByRole('tabpanel')
    .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
    .first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Main /, '');
  await play.click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('button', { name: 'Putar' })).toBeEnabled();
  return frame;
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe("a vendor on Hub88's protocol", () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('spins its slot and sees the balance move by each round', async ({ page }) => {
    test.slow();
    await logIn(page, MEMBER);
    const slot = await openVendorSlot(page, HUB88_VENDOR.code, HUB88_VENDOR.name);
    let balance = await balanceOf(slot);
    for (let round = 0; round < 3; round++) {
      const response = await spin(page, slot);
      expect(response.status()).toBe(200);
      const played = ((await response.json()) as { value: ProviderRoundResponse }).value;
      expect(sen(played.stake)).toBeGreaterThan(0);
      const expected = balance - sen(played.stake) + sen(played.payout);
      await expect.poll(() => balanceOf(slot)).toBe(expected);
      balance = expected;
    }
  });
});
