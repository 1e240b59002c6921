import { expect, test, type Page } from '@playwright/test';
import { registerByUsername, uniqueUsername } from './support/access';
import { skipAnnouncementPopup } from './support/content';
import { updateSite } from './support/site-settings';
import { launchGame } from './support/slot';

// Issue 22 points 3 and 6: on a phone and on a 1366-pixel laptop the header fits its width, the
// main navigation is not cut, and the floating social bar covers none of the header's buttons.

const SCREENS = [
  { name: 'phone', width: 360, height: 800 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Overflow {
  element: string;
  scrollWidth: number;
  clientWidth: number;
}

/** The page, the header and the navigation: each whose content is wider than its box. */
async function overflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const named: Array<[string, Element | null]> = [
      ['html', document.documentElement],
      ['body', document.body],
      ['header', document.querySelector('header')],
      ...Array.from(
        document.querySelectorAll('header *'),
        (element, index) =>
          [`header element ${index} <${element.tagName.toLowerCase()}>`, element] as [
            string,
            Element,
          ],
      ).filter(([, element]) => {
        // Only boxes that clip or scroll their overflow: elsewhere it would show, and the header's
        // own check catches it. A single-line label cut with an ellipsis is by design.
        const style = getComputedStyle(element);
        // Visually hidden labels (one pixel, clipped) are for screen readers only.
        return (
          style.overflowX !== 'visible' &&
          style.textOverflow !== 'ellipsis' &&
          element.clientWidth > 1
        );
      }),
    ];
    return named.flatMap(([name, element]) =>
      element && element.scrollWidth > element.clientWidth + 1
        ? [{ element: name, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }]
        : [],
    );
  });
}

/** Every control of the header lies inside the window, and none sits under the social bar. */
async function expectHeaderControlsClear(page: Page) {
  const width = page.viewportSize()!.width;
  const controls = page.getByRole('banner').locator('a:visible, button:visible, select:visible');
  const sideBar = await page.getByRole('complementary', { name: 'Pintasan' }).boundingBox();
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = (await control.boundingBox())!;
    const label = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect.soft(box.x, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect
      .soft(box.x + box.width, `${label} ends inside the window`)
      .toBeLessThanOrEqual(width + 0.5);
    if (sideBar)
      expect.soft(intersects(box, sideBar), `${label} is under the social bar`).toBe(false);
  }
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectLayoutFits(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  const navToggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  // A phone folds the navigation behind its menu button: opened, it must fit too.
  await expect(navToggle.or(nav)).toBeVisible();
  if (await navToggle.isVisible()) {
    await expect(nav).toBeHidden();
    await navToggle.click();
  }
  // The entries arrive with the vendor lanes; measure once they are there.
  await expect(nav.getByRole('link', { name: 'Promosi' })).toBeVisible();
  await expectHeaderControlsClear(page);
  await expect.poll(() => overflows(page)).toEqual([]);
  if (await navToggle.isVisible()) await navToggle.click();
}

/**
 * A phone's shortcuts fold behind one corner button, which opens them, and the end of the page
 * stays clear of it.
 */
async function expectShortcutsFolded(page: Page) {
  const shortcuts = page.getByRole('complementary', { name: 'Pintasan' });
  const toggle = shortcuts.getByRole('button', { name: 'Tunjuk pintasan' });
  await expect(shortcuts.getByRole('button', { name: 'Bilik Sembang' })).toBeHidden();
  const folded = (await shortcuts.boundingBox())!;
  expect(folded.width * folded.height).toBeLessThanOrEqual(60 * 60);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toggleBox = (await toggle.boundingBox())!;
  const footerControls = page.getByRole('contentinfo').locator('a:visible, button:visible');
  for (const control of await footerControls.all()) {
    const box = (await control.boundingBox())!;
    expect(intersects(box, toggleBox), `${await control.innerText()} is under the shortcuts`).toBe(
      false,
    );
  }

  await toggle.click();
  await expect(shortcuts.getByRole('button', { name: 'Bilik Sembang' })).toBeVisible();
  await toggle.click();
  await expect(shortcuts.getByRole('button', { name: 'Bilik Sembang' })).toBeHidden();
}

test.beforeAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: false });
});
test.afterAll(async ({ request }) => {
  await updateSite(request, { sliderVerification: true });
});
test.beforeEach(async ({ context }) => {
  await skipAnnouncementPopup(context);
});

for (const screen of SCREENS) {
  test(`the header fits a ${screen.width}x${screen.height} ${screen.name}, logged out and in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto('/');
    await expectLayoutFits(page);
    if (screen.name === 'phone') await expectShortcutsFolded(page);

    const username = uniqueUsername('fit');
    await registerByUsername(page, username, 'Fit12345', { slider: false });
    await expectLayoutFits(page);
    if (screen.name === 'phone') await expectShortcutsFolded(page);
  });
}

for (const screen of SCREENS) {
  test(`a game fills the ${screen.name}'s window under the header, with no page to scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto('/');
    await registerByUsername(page, uniqueUsername('game'), 'Fit12345', { slider: false });
    const { name } = await launchGame(page, '/rng');
    const frame = (await page.locator(`iframe[title="${name}"]`).boundingBox())!;
    // On a phone the header is its logo row alone: the game starts near the top of the screen.
    expect(frame.y).toBeLessThan(screen.name === 'phone' ? 120 : 200);
    expect(frame.y + frame.height).toBeLessThanOrEqual(screen.height + 0.5);
    expect(frame.height).toBeGreaterThan(screen.height * 0.6);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(scrollable).toBeLessThanOrEqual(0);
    // The reload button keeps its name when a phone shows it as its icon.
    await expect(page.getByRole('button', { name: 'Muat semula permainan' })).toBeVisible();
  });
}
