import { expect, test, type Page } from '@playwright/test';

const jackpotHeading = (page: Page) => page.getByRole('heading', { name: 'Jackpot' });

// "RM 5,123,456.78" in whole cents.
async function jackpotCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('jackpot-value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('site pages', () => {
  test('the jackpot ticks by 165.11 on /rng', async ({ page }) => {
    await page.goto('/rng');
    await expect(jackpotHeading(page)).toBeVisible();
    await expect(page.getByTestId('jackpot-value')).toHaveText(/^RM \d{1,3}(,\d{3})+\.\d{2}$/);
    const before = await jackpotCents(page);
    await expect.poll(() => jackpotCents(page), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(((await jackpotCents(page)) - before) % 16_511).toBe(0);
  });

  test('the jackpot timer stops when the player leaves /rng', async ({ page }) => {
    // Counts the page's live 3,000 ms timers: the jackpot's is the only one.
    await page.addInitScript(() => {
      const live = new Set<number>();
      const setInterval = window.setInterval.bind(window);
      const clearInterval = window.clearInterval.bind(window);
      Object.assign(window, {
        jackpotTimers: () => live.size,
        setInterval: (handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
          const id = setInterval(handler, delay, ...rest);
          if (delay === 3000) live.add(id);
          return id;
        },
        clearInterval: (id?: number) => {
          if (id !== undefined) live.delete(id);
          clearInterval(id);
        },
      });
    });
    const liveTimers = () =>
      page.evaluate(() => (window as unknown as { jackpotTimers: () => number }).jackpotTimers());
    await page.goto('/rng');
    await expect(page.getByTestId('jackpot-value')).toBeVisible();
    await expect.poll(liveTimers).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Utama', exact: true }).click();
    await expect(jackpotHeading(page)).toHaveCount(0);
    await expect.poll(liveTimers).toBe(0);
  });

  test('the jackpot is absent from the other pages', async ({ page }) => {
    for (const path of ['/fish', '/pvp', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(jackpotHeading(page)).toHaveCount(0);
    }
  });

  test('/help#term scrolls to the terms', async ({ page }) => {
    await page.goto('/help#term');
    const terms = page.locator('#term');
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText('Terma dan syarat');
    await expect(terms).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('/helpmc shows the help centre on its own', async ({ page }) => {
    await page.goto('/helpmc');
    await expect(page.getByRole('heading', { level: 2, name: 'Akaun' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('/vip lists the ranks', async ({ page }) => {
    await page.goto('/vip');
    const ranks = page.getByRole('list', { name: 'Tahap VIP' });
    await expect(ranks.getByRole('listitem')).toHaveCount(9);
    await expect(ranks.getByRole('listitem').nth(5)).toContainText('Diamond');
    await expect(ranks.getByRole('listitem').nth(5)).toContainText('Khidmat pelanggan VIP');
  });

  test('/down shows both install guides', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByRole('region', { name: 'Pasang pada iOS' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pasang versi Lite' })).toBeVisible();
  });
});
