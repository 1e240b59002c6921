import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';

interface DemoOperator {
  username: string;
  password: string;
  role: string;
  totpSecret: string;
}

// The demo operators the seed adds (development only), with their published TOTP secrets.
const DEMO_OPERATORS: DemoOperator[] = (
  JSON.parse(
    readFileSync(new URL('../../../../prisma/seed/demo-operators.json', import.meta.url), 'utf8'),
  ) as { operators: DemoOperator[] }
).operators;

export function demoOperator(username: string): DemoOperator {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.username === username);
  if (!operator) throw new Error(`no demo operator ${username}`);
  return operator;
}

/** A browser page of the operator console in English. */
export async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  return context.newPage();
}

/**
 * Signs a demo operator in with password and the authenticator's code. A code is good once: a
 * second sign-in of the same operator within 30 seconds takes the next period's code, which the
 * server accepts as early as one period ahead; a third (three specs signing the owner in within
 * one period) finds both taken and waits for the next period.
 */
export async function signInToConsole(page: Page, username: string): Promise<void> {
  const operator = demoOperator(username);
  await page.goto('/console');
  let signedIn = false;
  for (const periodsAhead of [0, 1, 'next period', 0, 1] as const) {
    if (periodsAhead === 'next period') {
      const wait = 30_000 - (Date.now() % 30_000) + 500;
      test.info().setTimeout(test.info().timeout + wait);
      await page.waitForTimeout(wait);
      continue;
    }
    await page.getByLabel('Username').fill(operator.username);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const epoch = Math.floor(Date.now() / 1000) + periodsAhead * 30;
    await page
      .getByLabel('6-digit code')
      .fill(await generate({ secret: operator.totpSecret, epoch }));
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/code'));
    await page.getByRole('button', { name: 'Verify' }).click();
    signedIn = (await answer).ok();
    if (signedIn) break;
    await page.getByRole('button', { name: 'Start again' }).click();
  }
  expect(signedIn).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Follows the console's navigation to a section and waits for the section's title. */
export async function openConsoleSection(page: Page, link: string, title = link): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
