import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountMenuButton, logIn } from './support/access';
import { skipAnnouncementPopup } from './support/content';

// Issue 22: nothing may move while a page loads. The browser's own layout-shift entries, summed
// over the whole load (no session windows: stricter than Lighthouse's CLS), are a count of what
// moved, not a timing, so a busy machine cannot change them. The budget is Lighthouse's "good".
const LAYOUT_SHIFT_BUDGET = 0.1;

// A seeded member with a balance (prisma/seed/demo-accounts.json); the tests only read.
const MEMBER = { account: 'demo_vip', password: 'Demo1234', nickname: 'Demo VIP' };

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
];

// A slow API answers after the page's shell and first picture are on screen: the lists, the
// header's balance and the pictures that arrive late must land in space already kept for them.
const SLOW_ANSWER_MS = 1_500;
const LATE_PATHS = /^\/(wps|media)\//;

interface Shifts {
  total: number;
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shifts;
  }
}

/** Sums every layout shift of the page from its first paint, naming the elements that moved. */
function observeLayoutShifts() {
  const shifts: Shifts = { total: 0, moved: [] };
  window.layoutShifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      const nodes = entry.sources.map((source) => describe(source.node)).join(', ');
      shifts.moved.push(`${entry.value.toFixed(3)} ${nodes}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `path` and answers the page's layout shift once its content and pictures are in. */
async function layoutShiftOf(page: Page, path: string, member: boolean): Promise<Shifts> {
  await page.goto(path);
  if (path === '/') {
    await expect(page.getByRole('region', { name: 'Sepanduk' })).toBeVisible();
  } else if (path === '/rng') {
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  } else {
    // The frame boots the provider's page (the app's scripts again, then its play chunk): on a
    // busy 2-core machine that takes past the default 10 s.
    const slot = page.frameLocator('iframe').getByRole('button', { name: 'Putar' });
    await expect(slot).toBeEnabled({ timeout: 30_000 });
  }
  // The member's header has loaded (in a game a phone hides the top bar that shows it).
  if (member) {
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(MEMBER.nickname), includeHidden: true });
    await expect(account).toBeAttached();
  }
  await page.waitForLoadState('networkidle');
  // Every picture on screen decoded and laid out, then one more frame for its shift to report.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const across = box.right > 0 && box.left < window.innerWidth;
        return box.width > 0 && across && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => window.layoutShifts);
  if (!shifts) throw new Error(`No layout-shift observer ran on ${path}`);
  return shifts;
}

// The member's session lives in the tab's sessionStorage (the API client's token).
let memberSession: Record<string, string> = {};
let gamePath = '';

/** Logs the member in once and launches the lobby's first game: the game page under test. */
async function prepare(browser: Browser) {
  const context = await browser.newContext();
  await skipAnnouncementPopup(context);
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, MEMBER.account, MEMBER.password);
  await expect(accountMenuButton(page, MEMBER.nickname)).toBeVisible();
  await page.goto('/rng');
  await page
    .getByRole('tabpanel')
    .locator('button[aria-label^="Main "]:not([aria-label^="Main Lobi "])')
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const url = new URL(page.url());
  gamePath = `${url.pathname}${url.search}`;
  memberSession = await page.evaluate(() => ({ ...window.sessionStorage }));
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  await prepare(browser);
});

const PAGES = [
  { label: 'home', path: () => '/' },
  { label: 'lobby', path: () => '/rng' },
  { label: 'game', path: () => gamePath },
];

for (const { name: size, viewport } of SIZES) {
  for (const member of [false, true]) {
    for (const slow of [false, true]) {
      for (const { label, path } of PAGES) {
        const who = member ? 'a member' : 'a visitor';
        const api = slow ? 'a slow API' : 'a prompt API';
        test(`the ${label} page keeps still for ${who} on a ${size} with ${api}`, async ({
          browser,
        }) => {
          // A page's load takes several slow answers in a row, and the game page boots the site
          // twice (the page, then the provider's page in its frame).
          if (slow || label === 'game') test.slow();
          const context = await browser.newContext({ viewport });
          await skipAnnouncementPopup(context);
          if (member) {
            await context.addInitScript((session) => {
              for (const [key, value] of Object.entries(session)) {
                window.sessionStorage.setItem(key, value);
              }
            }, memberSession);
          }
          await context.addInitScript(observeLayoutShifts);
          if (slow) {
            await context.route(
              (url) => LATE_PATHS.test(url.pathname),
              async (route) => {
                await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
                await route.fallback();
              },
            );
          }
          const page = await context.newPage();
          const shifts = await layoutShiftOf(page, path(), member);
          // The run's figures, printed: the before and after of each change.
          process.stdout.write(
            `layout shift of ${label} (${size}, ${who}, ${api}): ${shifts.total.toFixed(3)}\n`,
          );
          expect(shifts.total, `what moved: ${shifts.moved.join('; ')}`).toBeLessThanOrEqual(
            LAYOUT_SHIFT_BUDGET,
          );
          await context.close();
        });
      }
    }
  }
}
