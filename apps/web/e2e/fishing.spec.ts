import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PROVIDER_PATHS, type ProviderRoundResponse } from '@wps/shared-types';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';
import { launchGame, logIn, meter, sen } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json).
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

/**
 * One shot, from the key or click that fires it to its answer: checks the meter's balance moved
 * by the shot's win less its stake, and answers the round.
 */
async function shoot(page: Page, pond: FrameLocator, fire: () => Promise<void>) {
  const before = sen(await meter(pond, 'Baki').textContent());
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
  );
  await fire();
  const response = await answered;
  expect(response.ok()).toBe(true);
  const round = ((await response.json()) as { value: ProviderRoundResponse }).value;
  await expect(pond.getByRole('button', { name: 'Tembak' })).toBeVisible();
  await expect
    .poll(async () => sen(await meter(pond, 'Baki').textContent()))
    .toBe(before - sen(round.stake) + sen(round.payout));
  await expect(meter(pond, 'Kemenangan terakhir')).toHaveText(/[\d,]+\.\d{2}$/);
  expect(sen(await meter(pond, 'Kemenangan terakhir').textContent())).toBe(sen(round.payout));
  return round;
}

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('the fishing game of the built-in provider', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });

  test('a member opens a fishing tile and shoots fish, each shot settled', async ({ page }) => {
    // The frame boots the site again, then the fishing chunk: slow on a busy 2-core machine.
    test.slow();
    await logIn(page, MEMBER);
    const { frame: pond } = await launchGame(page, '/fish');
    const fish = pond.getByRole('group', { name: 'Kolam: ketik ikan untuk menembaknya' });
    // The fishing game's chunk and texts load after the frame's page.
    await expect(fish.getByRole('button', { name: 'Jerung ×50' })).toBeAttached({
      timeout: 30_000,
    });

    await pond.getByLabel('Taruhan meriam').selectOption('1.00');
    await expect(meter(pond, 'Taruhan tembakan')).toHaveText('RM 1.00');
    // Three shots at the anchovy with Fire, then the shark from the keyboard.
    for (let shot = 0; shot < 3; shot++) {
      const round = await shoot(page, pond, () =>
        pond.getByRole('button', { name: 'Tembak' }).click(),
      );
      expect(round).toMatchObject({ providerGame: 'FISHING', stake: '1.00' });
      expect(round.outcome).toMatchObject({ fish: 'ANCHOVY' });
      expect(['0.00', '2.00']).toContain(round.payout);
      await expect(pond.getByRole('status')).toHaveText(
        round.payout === '2.00' ? 'Ditangkap! Ikan bilis ×2: RM 2.00' : 'Ikan bilis terlepas',
      );
    }
    const shark = await shoot(page, pond, () =>
      fish.getByRole('button', { name: 'Jerung ×50' }).press('Enter'),
    );
    expect(shark.outcome).toMatchObject({ fish: 'SHARK' });
    expect(['0.00', '50.00']).toContain(shark.payout);
    await expect(pond.getByLabel('Sasaran')).toHaveValue('SHARK');

    await pond.getByText('Ikan dan bayaran').click();
    await expect(
      pond.getByRole('row', { name: /Naga\s*×100–300\s*0\.48%\s*96\.00%/ }),
    ).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('the pond and its cannon fit the game frame, and a shot is settled', async ({ page }) => {
      test.slow();
      await logIn(page, MEMBER);
      const { name, frame: pond } = await launchGame(page, '/fish');
      const fire = pond.getByRole('button', { name: 'Tembak' });
      await expect(fire).toBeVisible({ timeout: 30_000 });
      // The pond and the cannon's controls fit the game's frame (the site's page around it may
      // scroll on a phone: its header rows come first).
      const frame = await page.locator(`iframe[title="${name}"]`).boundingBox();
      const fireBox = await fire.boundingBox();
      const pondBox = await pond
        .getByRole('group', { name: 'Kolam: ketik ikan untuk menembaknya' })
        .boundingBox();
      expect(frame && fireBox && pondBox).toBeTruthy();
      if (!frame || !fireBox || !pondBox) return;
      expect(pondBox.height).toBeGreaterThanOrEqual(250);
      expect(fireBox.y + fireBox.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(pondBox.x + pondBox.width).toBeLessThanOrEqual(frame.x + frame.width);
      // Nothing wider than the phone: no sideways scrolling in the frame.
      const html = pond.locator('html');
      expect(await html.evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
      const round = await shoot(page, pond, () => fire.click());
      expect(round).toMatchObject({ providerGame: 'FISHING', stake: '0.10' });
    });
  });
});
