import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The impacts the site must never have on a screen (issue 6: no serious or critical violation). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** WCAG 2.2 A and AA (issue 18), with axe's best practices the site already met under 2.1. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Waits until what the page shows has settled: no request in flight and no fade or slide running
 * (a modal's fade-in is half transparent, which axe would read as a contrast failure). Endless
 * animations (a spinner, a ticker) never finish and are left alone; a cancelled one counts as done.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** axe-core's serious and critical violations on what the page shows now, named by `screen`. */
export async function axeFindings(
  page: Page,
  screen: string,
  include?: string,
): Promise<AxeFinding[]> {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Runs axe-core on what the page shows now and fails with each serious or critical violation's
 * rule, help text and offending elements, so a failure says what to mend.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  expect(await axeFindings(page, page.url(), include)).toEqual([]);
}

/**
 * What one screen may take on top of the test's own time: opening it and a scan took 12 s on a
 * 2-core machine at a load average of 26, and a group has up to 22 screens.
 */
const SCREEN_BUDGET_MS = 25_000;

/**
 * One walk over several screens in one page: opens each, scans it, and fails once at the end with
 * every screen's findings, so one run lists all there is to mend. The test's time grows with its
 * screens.
 */
export async function expectScreensAccessible(
  page: Page,
  screens: Array<{ name: string; open: () => Promise<void> }>,
) {
  const findings: AxeFinding[] = [];
  test.setTimeout(test.info().timeout + screens.length * SCREEN_BUDGET_MS);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open();
      findings.push(...(await axeFindings(page, screen.name)));
    });
  }
  expect(findings).toEqual([]);
}
