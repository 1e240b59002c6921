import { expect, test } from '@playwright/test';
import { PROVIDER_PATHS } from '@wps/shared-types';
import { accountMenuButton } from './support/access';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { launchGame, logIn, meter, sen } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json): a newly registered
// member has nothing to stake yet. Not demo_member, whose password the access tests reset.
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('playing the built-in provider games', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('spins the slot three times and deals a baccarat round', async ({ page }) => {
    // Two games, four rounds and the records: near a minute on a busy 2-core machine.
    test.slow();
    await logIn(page, MEMBER);

    const { name: slotName, frame: slot } = await launchGame(page, '/rng');
    const spin = slot.getByRole('button', { name: /^(Putar|Memutar…)$/ });
    const opening = sen(await meter(slot, 'Baki').textContent());
    // Each spin's balance is checked against its own stake and win: three spins can net to
    // nothing (a win that pays back what was staked), so the total is not compared with the opening.
    let balance = opening;
    for (let round = 0; round < 3; round += 1) {
      // The provider's answer, not the 0.7 s the reels turn: a busy machine may never show the
      // turning state to a check.
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
      );
      await spin.click();
      expect((await answered).ok()).toBe(true);
      await expect(spin).toHaveText('Putar');
      await expect(spin).toBeEnabled();
      const stake = sen(
        await slot.getByLabel('Jumlah taruhan').locator('option:checked').textContent(),
      );
      const win = sen(await meter(slot, 'Kemenangan terakhir').textContent());
      balance = balance - stake + win;
      await expect.poll(async () => sen(await meter(slot, 'Baki').textContent())).toBe(balance);
    }
    // The frame told the site: the header shows the same balance.
    const shown = (await meter(slot, 'Baki').textContent())!;
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`Baki: ${shown}`) }),
    ).toBeVisible();

    // Roulette and dragon tiger tables open their own games (live-casino.spec.ts).
    const { name: tableName, frame: table } = await launchGame(page, '/live', /Bac+arat|Bakarat/);
    const before = sen(await meter(table, 'Baki').textContent());
    await table.getByRole('button', { name: 'Cip RM 10.00' }).click();
    await table
      .getByRole('group', { name: 'Petak taruhan' })
      .getByRole('button', { name: /^Banker/ })
      .click();
    await table.getByRole('button', { name: 'Agih' }).click();
    const result = table.getByRole('status');
    await expect(result.getByText(/^(Banker menang|Player menang|Seri)$/)).toBeVisible();
    await expect(result.getByRole('list', { name: 'Bayaran setiap petak' })).toContainText(
      'Banker',
    );
    const payout = sen(await meter(table, 'Kemenangan terakhir').textContent());
    await expect
      .poll(async () => sen(await meter(table, 'Baki').textContent()))
      .toBe(before - 1000 + payout);

    // Every round is in the member's betting record.
    await accountMenuButton(page, MEMBER.nickname).click();
    await page.getByRole('menuitem', { name: 'Akaun Saya' }).click();
    const centre = page.getByRole('dialog', { name: 'Pusat Ahli' });
    await centre.getByRole('button', { name: 'Rekod Pertaruhan', exact: true }).click();
    const bets = centre.getByRole('table', { name: 'Rekod Pertaruhan' });
    await expect(bets.getByRole('row', { name: slotName })).toHaveCount(3);
    await expect(bets.getByRole('row', { name: tableName })).toHaveCount(1);
  });
});
