import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOBBY_PATHS } from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { logIn, sen } from './support/slot';

// Its own member: its MAIN and Microgaming wallets move only here.
const MEMBER = {
  account: 'demo_game_wallet',
  password: 'Demo1234',
  nickname: 'Game Wallet Member',
};

/**
 * Opens the first Microgaming game of the slot lobby (the vendor's own lobby entry aside). The
 * lobby opens on Microgaming's page by its address, and the first game is read once Microgaming's
 * list has come: until then the list shown is the one before (kept while the next one loads), and
 * a test that read its first game clicked another one.
 */
async function openMicrogamingGame(page: Page) {
  const listed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === LOBBY_PATHS.games &&
      new URL(response.url()).searchParams.get('vassalage') === 'MG',
  );
  await page.goto('/rng?page=MG');
  expect((await listed).ok()).toBe(true);
  await expect(
    page
      .getByRole('tablist', { name: 'Penyedia permainan' })
      .getByRole('tab', { name: 'Microgaming' }),
  ).toHaveAttribute('aria-selected', 'true');
  const play = page
    .getByRole('tabpanel')
    .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
    .first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Main /, '');
  await play.click();
  const prompt = page.getByRole('dialog', { name: 'Bawa wang ke Microgaming' });
  await expect(prompt).toBeVisible();
  return { name, prompt };
}

/** The amount under a balance's label in the prompt, in sen. */
const promptBalance = (prompt: Locator, label: string) =>
  prompt.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

test('a Microgaming game asks how much to bring in, plays from it and gives it back on leaving', async ({
  page,
  request,
}) => {
  await updateSite(request, { sliderVerification: false });
  try {
    await logIn(page, MEMBER);
  } finally {
    await updateSite(request, { sliderVerification: true });
  }

  const first = await openMicrogamingGame(page);
  const main = sen(await promptBalance(first.prompt, 'Dompet utama').textContent());
  expect(main).toBeGreaterThanOrEqual(5_000);
  await first.prompt.getByRole('button', { name: 'RM 50.00' }).click();
  await first.prompt.getByRole('button', { name: 'Pindah dan main' }).click();

  // The game plays from the 50.00 brought into the member's Microgaming wallet.
  await expect(page).toHaveURL(/\/game\?url=/);
  const frame = page.frameLocator(`iframe[title="${first.name}"]`);
  const balance = frame.getByText('Baki', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(balance).toHaveText('RM 50.00', { timeout: 30_000 });

  // Leaving the game brings the wallet back to MAIN (the site's default).
  await page.getByRole('button', { name: 'Kembali' }).click();
  const again = await openMicrogamingGame(page);
  await expect(promptBalance(again.prompt, 'Microgaming')).toHaveText('RM 0.00');
  expect(sen(await promptBalance(again.prompt, 'Dompet utama').textContent())).toBe(main);
  await again.prompt.getByRole('button', { name: 'Tutup' }).click();
  await expect(again.prompt).toBeHidden();
});
