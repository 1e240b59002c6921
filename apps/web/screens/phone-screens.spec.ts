import { expect, test, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from '../e2e/support/content';
import { updateSite } from '../e2e/support/site-settings';
import { launchGame, logIn } from '../e2e/support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };
const SCREENS = '../../docs/screens';

/** The screen as a player sees it, once its images and fonts have arrived. */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test('a visitor: home and the slot lobby', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  await shoot(page, 'phone-home');
  await page.goto('/rng');
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  await shoot(page, 'phone-lobby');
});

test.describe('a member in each built-in game', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  const GAMES: [string, string, RegExp | undefined][] = [
    ['phone-game-slot', '/rng', undefined],
    ['phone-game-baccarat', '/live', /Bac+arat|Bakarat/],
    ['phone-game-roulette', '/live', /Roulette|Rolet/],
    ['phone-game-dragon-tiger', '/live', /Dragon Tiger|Naga Harimau/],
    ['phone-game-sportsbook', '/sports?vendor=IBC', /Saba Sports/],
    ['phone-game-esports', '/esports?vendor=AV', /AV E-Sports/],
    ['phone-game-fishing', '/fish', undefined],
  ];

  test('home, then each game in its frame', async ({ page }) => {
    await logIn(page, MEMBER);
    await shoot(page, 'phone-home-member');
    for (const [name, path, game] of GAMES) {
      const { frame } = await launchGame(page, path, game);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(1_500);
      await shoot(page, name);
    }
    // Cockfight has no page: the folded menu's entry starts the DS88 game.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('button', { name: 'Sabung Ayam' })
      .click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await page.waitForTimeout(3_000);
    await shoot(page, 'phone-game-cockfight');
    await page.goto('/pvp');
    await page.waitForTimeout(1_500);
    await shoot(page, 'phone-pvp-rooms');
    await page.goto('/lottery');
    await page.waitForTimeout(1_500);
    await shoot(page, 'phone-lottery');
  });
});
