import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PROVIDER_PATHS } from '@wps/shared-types';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { launchGame, logIn, meter, sen } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

/**
 * Calls the round with the chips on the table: the dealer counts the betting time down (five
 * seconds), then the round is played. Answers the stake and payout the meter shows after it.
 */
async function playAfterCountdown(page: Page, table: FrameLocator, call: string) {
  const before = sen(await meter(table, 'Baki').textContent());
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
    { timeout: 30_000 },
  );
  await table.getByRole('button', { name: call }).click();
  await expect(table.getByRole('timer')).toHaveText(/^Taruhan ditutup dalam \d saat$/);
  expect((await answered).ok()).toBe(true);
  await expect(table.getByRole('timer')).toHaveText('Sila letak taruhan');
  const payout = sen(await meter(table, 'Kemenangan terakhir').textContent());
  return { before, payout };
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('the live casino tables of the built-in provider', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('spins a roulette table and deals a dragon tiger table', async ({ page }) => {
    // Two games, each with its five-second betting time, on a busy 2-core machine.
    test.slow();
    await logIn(page, MEMBER);

    const { frame: wheel } = await launchGame(page, '/live', /Roulette|Rolet/);
    await wheel.getByRole('button', { name: 'Cip RM 10.00' }).click();
    const layout = wheel.getByRole('group', { name: 'Meja taruhan rolet' });
    await layout.getByRole('button', { name: 'Merah', exact: true }).click();
    await wheel.getByRole('button', { name: 'Cip RM 1.00' }).click();
    await layout.getByRole('button', { name: 'Nombor 17', exact: true }).click();
    const spun = await playAfterCountdown(page, wheel, 'Putar roda');
    const spin = wheel.getByRole('status');
    await expect(spin.getByText(/^Bola jatuh pada \d+ (Merah|Hitam|Hijau)$/)).toBeVisible();
    await expect(spin.getByRole('list', { name: 'Bayaran setiap petak' })).toContainText(
      'Nombor 17',
    );
    await expect
      .poll(async () => sen(await meter(wheel, 'Baki').textContent()))
      .toBe(spun.before - 1100 + spun.payout);
    await wheel.getByText('Peraturan dan bayaran').click();
    await expect(wheel.getByText(/Sifar mengalahkan semua taruhan luar/)).toBeVisible();

    const { frame: cards } = await launchGame(page, '/live', /Dragon Tiger|Naga Harimau/);
    await cards.getByRole('button', { name: 'Cip RM 5.00' }).click();
    await cards
      .getByRole('group', { name: 'Petak taruhan naga harimau' })
      .getByRole('button', { name: /^Naga/ })
      .click();
    const dealt = await playAfterCountdown(page, cards, 'Agih');
    await expect(
      cards.getByRole('status').getByText(/^(Naga menang|Harimau menang|Seri)$/),
    ).toBeVisible();
    // The dragon's bet pays 10.00, or half back (2.50) on a tie, or nothing.
    expect([0, 250, 1000]).toContain(dealt.payout);
    await expect
      .poll(async () => sen(await meter(cards, 'Baki').textContent()))
      .toBe(dealt.before - 500 + dealt.payout);
  });
});
