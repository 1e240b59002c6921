import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts the site must never have on a page (issue 6: no serious or critical violation). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the page shows now and fails with each serious or critical violation's
 * rule, help text and offending elements, so a failure says what to mend.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}
