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
  await expect(frame.getByRole('button', { name: 'Putar' })).toBeEnabled();
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

/** "RM 4,999.80" in sen. */
export function sen(text: string | null): number {
  const digits = /(-?)[\d,]+\.\d{2}/.exec(text ?? '');
  if (!digits) throw new Error(`Not an amount: ${text}`);
  return Math.round(Number(digits[0].replace(/,/g, '')) * 100);
}

export const balanceOf = async (slot: FrameLocator) =>
  sen(
    await slot
      .locator('dt', { hasText: /^Baki$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
  );
