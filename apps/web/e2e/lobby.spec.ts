import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ApiEnvelope, GameListResponse } from '@wps/shared-types';
import { registerByUsername, uniqueUsername } from './support/access';
import { updateSite } from './support/site-settings';
import { skipAnnouncementPopup } from './support/content';

const vendorTabs = (page: Page) => page.getByRole('tablist', { name: 'Penyedia permainan' });
const listTabs = (page: Page) => page.getByRole('tablist', { name: 'Senarai permainan' });
const games = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Halaman' });

const playButtons = (page: Page) => games(page).getByRole('button', { name: /^Main / });

/** The names of the first `count` game cards, once they are on screen. */
async function firstNames(page: Page, count: number): Promise<string[]> {
  await expect(playButtons(page).nth(count - 1)).toBeVisible();
  return (await shownNames(page)).slice(0, count);
}

/** The names on the game cards, in order. */
async function shownNames(page: Page): Promise<string[]> {
  const labels = await playButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Main /, ''));
}

async function expectNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownNames(page)).toEqual(names);
}

const heart = (card: Locator) => card.getByRole('button', { name: /^Simpan / });

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test.describe('game lobby', () => {
  // A press on a card's picture while it swaps its placeholder for the image once started on one
  // element and ended on another, so the browser sent no click and the game did not open.
  test('a game card takes the whole press: the play button is what lies under its picture', async ({
    page,
  }) => {
    await page.goto('/rng');
    const play = playButtons(page).first();
    await play.scrollIntoViewIfNeeded();
    const box = await play.locator('span').first().boundingBox();
    expect(box).not.toBeNull();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label') ?? null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(hit).toBe(await play.getAttribute('aria-label'));
  });

  test('browses a vendor, narrows the list with filters and pages through it', async ({
    page,
    request,
  }) => {
    const listOf = async (query: Record<string, string>) => {
      const response = await request.get('/wps/games/list', {
        params: { gameType: 'RNG', language: 'MS', vassalage: 'PG', ...query },
      });
      return ((await response.json()) as ApiEnvelope<GameListResponse>).value;
    };
    const firstPage = await listOf({});
    const secondPage = await listOf({ pageNo: '2' });
    const cheap = await listOf({ minBet: '0.01' });
    const koi = await listOf({ gameName: 'koi' });
    const names = (list: GameListResponse) => list.games.map((game) => game.gameName);

    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible();
    await expect(games(page).first()).toBeVisible();
    await vendorTabs(page).getByRole('tab', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?page=PG$/);
    await expectNames(page, names(firstPage));

    await pages(page).getByRole('button', { name: 'Halaman seterusnya' }).click();
    await expectNames(page, names(secondPage));
    await expect(
      pages(page).getByRole('button', { name: 'Halaman 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await pages(page).getByRole('button', { name: 'Halaman sebelumnya' }).click();
    await expectNames(page, names(firstPage));
    await expect(pages(page).getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();

    const filters = page.getByRole('search', { name: 'Penapis permainan' });
    await filters.getByLabel('Nama permainan').fill('koi');
    await filters.getByLabel('Nama permainan').press('Enter');
    await expectNames(page, names(koi));
    for (const name of await shownNames(page)) expect(name.toLowerCase()).toContain('koi');

    await filters.getByLabel('Nama permainan').fill('');
    await filters.getByRole('button', { name: 'Cari' }).click();
    await filters.getByLabel('Taruhan minimum').selectOption('0.01');
    await expectNames(page, names(cheap));
    expect(cheap.totalPages).toBeLessThan(firstPage.totalPages);

    // Another category starts without a vendor.
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Memancing' })
      .click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(vendorTabs(page).getByRole('tab', { name: 'Semua' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test.describe('a logged-in member', () => {
    test.beforeAll(async ({ request }) => {
      await updateSite(request, { sliderVerification: false });
    });
    test.afterAll(async ({ request }) => {
      await updateSite(request, { sliderVerification: true });
    });

    test('saves a game, finds it under Save this game, and removes it again', async ({ page }) => {
      await page.goto('/rng?page=PG');
      await expect(listTabs(page).getByRole('tab')).toHaveText([
        'Semua',
        'Permainan Popular',
        'Terkini',
      ]);
      await registerByUsername(page, uniqueUsername('fav'), 'Secret123', { slider: false });
      // Registering ends on the home page.
      await page.goto('/rng?page=PG');

      const card = games(page).first();
      const [name] = await firstNames(page, 1);
      await expect(heart(card)).toHaveAttribute('aria-pressed', 'false');
      await heart(card).click();
      await expect(heart(card)).toHaveAttribute('aria-pressed', 'true');

      await listTabs(page).getByRole('tab', { name: 'Simpan permainan ini' }).click();
      await expectNames(page, [name]);

      await heart(games(page).first()).click();
      await expect(page.getByText('Tiada permainan dijumpai.')).toBeVisible();
      await listTabs(page).getByRole('tab', { name: 'Semua' }).click();
      await expect(heart(games(page).first())).toHaveAttribute('aria-pressed', 'false');
    });

    test('lists the games the member launched under Recent', async ({ page }) => {
      await page.goto('/');
      await registerByUsername(page, uniqueUsername('rec'), 'Secret123', { slider: false });
      await page.goto('/rng?page=PG');
      await listTabs(page).getByRole('tab', { name: 'Terkini' }).click();
      await expect(page.getByText('Tiada permainan dijumpai.')).toBeVisible();

      for (const index of [0, 1]) {
        await listTabs(page).getByRole('tab', { name: 'Semua' }).click();
        await playButtons(page).nth(index).click();
        await expect(page).toHaveURL(/\/game\?/);
        await page.goBack();
      }
      const [first, second] = await firstNames(page, 2);
      await listTabs(page).getByRole('tab', { name: 'Terkini' }).click();
      // Last played first.
      await expectNames(page, [second, first]);
    });
  });
});
