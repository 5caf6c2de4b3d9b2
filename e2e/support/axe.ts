import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 success criterion of levels A and AA. */
const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
];

export type Scheme = 'light' | 'dark';

/** Runs axe on the page as it is now and expects no violation. */
export async function expectNoViolations(
  page: Page,
  state: string,
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
  expect(found, state).toEqual([]);
}

/** Remembers a colour scheme the way the header's switch does. */
export async function useScheme(
  context: BrowserContext,
  baseURL: string | undefined,
  scheme: Scheme,
): Promise<void> {
  await context.addCookies([
    { name: 'colorScheme', value: scheme, url: baseURL ?? '' },
  ]);
}
