import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { SPORTSBOOK_PATHS } from '@wps/shared-types';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { balanceOf, launchGame, logIn } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

/** The matches listed, by kick-off: the last kick off furthest ahead (bets close at kick-off). */
const matches = (book: FrameLocator) =>
  book.getByRole('region', { name: 'Perlawanan' }).getByRole('group');

/** Places what is on the slip at the stake; answers the placed message. */
async function placeSlip(book: FrameLocator, stake: string): Promise<Locator> {
  const slip = book.getByRole('complementary', { name: 'Slip pertaruhan' });
  await slip.getByLabel('Taruhan').fill(stake);
  const placed = slip
    .page()
    .waitForResponse((response) => new URL(response.url()).pathname === SPORTSBOOK_PATHS.bets);
  await slip.getByRole('button', { name: 'Letak pertaruhan' }).click();
  expect((await placed).ok()).toBe(true);
  return slip.getByRole('status');
}

test.describe('the sportsbook of the built-in provider', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a member places a single and a parlay on football and sees them in the history', async ({
    page,
  }) => {
    test.slow();
    await logIn(page, MEMBER);
    const { frame: book } = await launchGame(page, '/sports?vendor=IBC', /Saba Sports/);
    await expect(matches(book).first()).toBeVisible({ timeout: 30_000 });
    const count = await matches(book).count();
    expect(count).toBe(12);
    const last = matches(book).nth(count - 1);
    const lastName = await last.getAttribute('aria-label');
    const previous = matches(book).nth(count - 2);
    const balance = await balanceOf(book);

    // A single on the home side of the last match.
    await last.getByRole('button').first().click();
    const slip = book.getByRole('complementary', { name: 'Slip pertaruhan' });
    await expect(slip.getByText('Single', { exact: true })).toBeVisible();
    await expect(await placeSlip(book, '5')).toHaveText(
      /^Pertaruhan diletak: Single pada odds \d+\.\d{2}\.$/,
    );

    // A parlay: over the goals line of one match, the away side of another.
    await previous.getByRole('button', { name: /^Atas / }).click();
    await last.getByRole('button').nth(2).click();
    await expect(slip.getByText('Parlay 2 pilihan')).toBeVisible();
    await expect(slip.getByText(/^Jumlah odds \d+\.\d{2}$/)).toBeVisible();
    await expect(await placeSlip(book, '2.50')).toHaveText(
      /^Pertaruhan diletak: Parlay 2 pilihan pada odds \d+\.\d{2}\.$/,
    );

    const history = book.getByRole('region', { name: 'Pertaruhan saya' });
    const bets = history.getByRole('listitem').filter({ hasText: 'Menunggu perlawanan' });
    await expect(bets.filter({ hasText: 'Parlay 2 pilihan' }).first()).toContainText('RM 2.50');
    await expect(bets.filter({ hasText: 'Single' }).first()).toContainText(lastName ?? '');
    await expect.poll(() => balanceOf(book)).toBe(balance - 750);

    await book.getByText('Peraturan dan odds').click();
    await expect(book.getByText(/pertaruhan ditutup pada sepak mula/)).toBeVisible();
  });

  test('e-sports open on a phone with their own titles, and a slip that fits', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 800 });
    await logIn(page, MEMBER);
    const { frame: book } = await launchGame(page, '/esports?vendor=AV', /AV E-Sports/);
    await expect(matches(book).first()).toBeVisible({ timeout: 30_000 });
    await expect(
      book.getByText(/^(Dota 2|Counter-Strike 2|Mobile Legends: Bang Bang)$/).first(),
    ).toBeVisible();
    // Two-way winner: no draw in a series.
    await expect(
      matches(book)
        .first()
        .getByRole('button', { name: /^Seri / }),
    ).toHaveCount(0);
    await matches(book).last().getByRole('button').first().click();
    await expect(
      book
        .getByRole('complementary', { name: 'Slip pertaruhan' })
        .getByText('Single', { exact: true }),
    ).toBeVisible();
    // Nothing runs off the side of a phone.
    const overflow = await book
      .locator('body')
      .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
