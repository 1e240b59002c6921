import { expect, type FrameLocator, type Page, type Response } from '@playwright/test';
import { PROVIDER_PATHS } from '@wps/shared-types';
import { accountMenuButton, openLogin } from './access';

/** A seeded member's login (prisma/seed/demo-accounts.json). */
export interface SeededMember {
  account: string;
  password: string;
  nickname: string;
}

export async function logIn(page: Page, member: SeededMember) {
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByLabel('Nama pengguna').fill(member.account);
  await login.getByLabel('Kata laluan', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(accountMenuButton(page, member.nickname)).toBeVisible();
}

// The play buttons of single games; a vendor's lobby entry ("Lobi …") opens a list instead.
export const gameButtons = (page: Page) =>
  page.getByRole('tabpanel').locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])');

/**
 * Launches the first game of a lobby page (the first whose name matches, when given) and answers
 * its name and the frame it opens in.
 */
export async function launchGame(
  page: Page,
  path: string,
  named?: RegExp,
): Promise<{ name: string; frame: FrameLocator }> {
  await page.goto(path);
  const buttons = gameButtons(page);
  const play = (named ? buttons.and(page.getByRole('button', { name: named })) : buttons).first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Main /, '');
  await play.click();
  await expect(page).toHaveURL(/\/game\?url=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  return { name, frame };
}

/** Opens the first slot of the RNG lobby and answers its frame. */
export async function openSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/rng');
  const play = page
    .getByRole('tabpanel')
    .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
    .first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Main /, '');
  await play.click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  // The frame boots the provider's own page (the app's scripts again, then its play chunk): on a
  // busy 2-core machine that took past the default 10 s once.
  await expect(frame.getByRole('button', { name: 'Putar' })).toBeEnabled({ timeout: 30_000 });
  return frame;
}

/**
 * One spin, from the click to the end of its round; answers the provider's answer to the round
 * (a refused bet ends the round at once, without the reels' turn).
 */
export async function spin(page: Page, slot: FrameLocator): Promise<Response> {
  const button = slot.getByRole('button', { name: /^(Putar|Memutar…)$/ });
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === PROVIDER_PATHS.play,
  );
  await button.click();
  const response = await answered;
  await expect(button).toHaveText('Putar');
  await expect(button).toBeEnabled();
  return response;
}

/** Plays `rounds` spins at the slot's top stake (RM 100.00), each accepted: RM 100.00 of turnover each. */
export async function spinAtTopStake(page: Page, slot: FrameLocator, rounds: number) {
  const stake = slot.getByLabel('Jumlah taruhan');
  await stake.selectOption({ index: (await stake.locator('option').count()) - 1 });
  await expect(stake.locator('option:checked')).toHaveText(/100\.00/);
  for (let round = 0; round < rounds; round += 1) expect((await spin(page, slot)).ok()).toBe(true);
}

/** "RM 4,999.80" in sen. */
export function sen(text: string | null): number {
  const digits = /(-?)[\d,]+\.\d{2}/.exec(text ?? '');
  if (!digits) throw new Error(`Not an amount: ${text}`);
  return Math.round(Number(digits[0].replace(/,/g, '')) * 100);
}

/** The figure under a label of the game's meter (Baki, Kemenangan terakhir). */
export const meter = (frame: FrameLocator, label: string) =>
  frame
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

export const balanceOf = async (slot: FrameLocator) => sen(await meter(slot, 'Baki').textContent());

/** The header's balance (all the member's wallets) in sen; null while it says it is updating. */
export async function headerBalance(page: Page): Promise<number | null> {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Baki:/ })
    .getAttribute('aria-label');
  const amount = /RM [\d,]+\.\d{2}/.exec(label ?? '');
  return amount ? sen(amount[0]) : null;
}
