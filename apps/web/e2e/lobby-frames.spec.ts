import { expect, test, type Page, type Request } from '@playwright/test';
import { LOBBY_PATHS, PROVIDER_PATHS } from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn } from './support/slot';

// A seeded member with an opening balance (prisma/seed/demo-accounts.json); not demo_member,
// whose password the access tests reset.
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };
const VN_GAME = 'TCG_LOTTO_VN_SOUTH_VIETNAM_LOTTERY';

/**
 * Opens a lobby page and answers the body of its launch call and the game frame it shows, once
 * the provider's game client in the frame has started its session.
 */
async function openLobby(page: Page, path: string) {
  const launched = page.waitForRequest(
    (request: Request) => new URL(request.url()).pathname === LOBBY_PATHS.launchGame,
  );
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === PROVIDER_PATHS.session,
  );
  await page.goto(path);
  const body = (await launched).postDataJSON() as Record<string, unknown>;
  expect((await started).ok()).toBe(true);
  const frame = page.locator('main iframe');
  await expect(frame).toBeVisible();
  const name = (await frame.getAttribute('title')) ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.getByRole('heading', { level: 1 })).toBeVisible();
  return { body, game };
}

test.beforeEach(async ({ context }) => {
  // A login and a game client's start on a busy 2-core machine.
  test.slow();
  await skipAnnouncementPopup(context);
});

test('a visitor sees each lobby page with the login prompt instead of a game', async ({ page }) => {
  for (const [path, title] of [
    ['/vnlottery', 'Loteri Vietnam'],
    ['/elott', 'E-Loteri'],
    ['/seamless', 'Lobi Permainan'],
    ['/fbsports', 'Sukan FB'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log Masuk' })).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
  }
  await page.getByRole('main').getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByRole('dialog', { name: 'Log Masuk' })).toBeVisible();
});

test.describe('lobby frames of a member', () => {
  test.beforeAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: false });
  });
  test.afterAll(async ({ request }) => {
    await updateSite(request, { sliderVerification: true });
  });
  test.beforeEach(async ({ page }) => {
    await logIn(page, MEMBER);
  });

  test('/vnlottery launches the VN lottery with the spec parameters', async ({ page }) => {
    const betting = await openLobby(page, `/vnlottery?gameCode=${VN_GAME}`);
    // The seeded ELOTT lane holds TCG_LOTTO_VN: the e-lottery prize mode (spec 2 §4).
    expect(betting.body).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoGameCode: VN_GAME,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/',
      language: 'MS',
    });
    await expect(page.locator('main iframe')).toHaveAttribute('title', /Vietnam Selatan/);

    const lobby = await openLobby(page, '/vnlottery');
    expect(lobby.body).toMatchObject({ lottoArea: 'VN', lottoView: 'lobby' });
    expect(lobby.body).not.toHaveProperty('lottoGameCode');
    // Back leaves the lobby for the back URL.
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/elott opens the first e-lottery vendor in the frame', async ({ page }) => {
    const { body } = await openLobby(page, '/elott');
    expect(body).toMatchObject({
      vendor: 'ELOTT',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: '/',
    });
    await expect(page).toHaveURL(/\/elott$/);
  });

  test('/seamless lists the vendors and opens the chosen one, a slot that spins', async ({
    page,
  }) => {
    await page.goto('/seamless');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobi Permainan' })).toBeVisible();
    const vendors = page.getByRole('navigation', { name: 'Pilih penyedia permainan' });
    await expect(vendors.getByRole('link', { name: 'PG Soft' })).toBeVisible();
    const launched = page.waitForRequest(
      (request: Request) => new URL(request.url()).pathname === LOBBY_PATHS.launchGame,
    );
    const started = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PROVIDER_PATHS.session,
    );
    await vendors.getByRole('link', { name: 'PG Soft' }).click();
    expect((await launched).postDataJSON()).toMatchObject({ vendor: 'PG', backUrl: '/' });
    expect((await started).ok()).toBe(true);
    await expect(page).toHaveURL(/\/seamless\?vendor=PG$/);
    const slot = page.frameLocator('main iframe');
    const spin = slot.getByRole('button', { name: 'Putar' });
    await expect(spin).toBeEnabled();
    const played = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
    );
    await spin.click();
    expect((await played).ok()).toBe(true);
    await expect(slot.getByRole('button', { name: 'Putar' })).toBeEnabled();
  });

  test('/fbsports opens the FB sports lobby, the sportsbook with its matches', async ({ page }) => {
    const { body, game } = await openLobby(page, '/fbsports');
    expect(body).toMatchObject({ vendor: 'FB', backUrl: '/', language: 'MS' });
    // FB's sports tiles open the built-in sportsbook (issue 22): football's twelve matches.
    const matches = game.getByRole('region', { name: 'Perlawanan' }).getByRole('group');
    await expect(matches.first()).toBeVisible({ timeout: 30_000 });
    // The last kicks off furthest ahead: its market is still open when clicked.
    await matches.last().getByRole('button').first().click();
    const slip = game.getByRole('complementary', { name: 'Slip pertaruhan' });
    await expect(slip.getByText('Single', { exact: true })).toBeVisible();
  });
});
