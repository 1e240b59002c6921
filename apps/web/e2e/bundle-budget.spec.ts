import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { CONSOLE_API_PREFIX, CONSOLE_WEB_PATH } from '@wps/shared-types';
import { skipAnnouncementPopup } from './support/content';

// Issue 6 set 170 KB; the shell's share of issue 17 (reward and mission badges, the welcome call,
// the winner board) took it to 172 KB: 175 KB until the shell sheds it (docs/decisions.md).
const HOME_JAVASCRIPT_BUDGET_BYTES = 175 * 1024;

test('the home page loads at most 175 KB of gzipped JavaScript', async ({ context, page }) => {
  await skipAnnouncementPopup(context);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({
    type: 'home JavaScript',
    description: `${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`,
  });
  expect(total).toBeLessThanOrEqual(HOME_JAVASCRIPT_BUDGET_BYTES);
});

test('player pages download none of the operator console', async ({ context, page, request }) => {
  await skipAnnouncementPopup(context);
  // The console's entry, as its page names it.
  const consolePage = await request.get(CONSOLE_WEB_PATH);
  expect(consolePage.ok()).toBe(true);
  const consoleEntries = [...(await consolePage.text()).matchAll(/<script[^>]* src="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((source) => source?.startsWith('/assets/'));
  expect(consoleEntries).toHaveLength(1);

  // Each script the pages load, read again from the server: the page's own copy of a script
  // still loading when the second page opens is gone with the first page.
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.add(response.url());
  });
  // The home page, then a page of lazily loaded routes and dialogs.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  await page.goto('/promotions');
  await page.waitForLoadState('networkidle');
  const scripts = new Map<string, string>();
  for (const url of loaded) {
    scripts.set(new URL(url).pathname, await (await request.get(url)).text());
  }

  expect([...scripts.keys()].filter((path) => consoleEntries.includes(path))).toEqual([]);
  // Every console call names the console's API prefix; no player script may hold one.
  const withConsoleCode = [...scripts].filter(([, text]) => text.includes(CONSOLE_API_PREFIX));
  expect(withConsoleCode.map(([path]) => path)).toEqual([]);
});
