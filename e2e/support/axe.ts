import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { COOKIES } from '@members/contract';

import { animationsSettled } from './screen';

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

/**
 * Runs axe on the page as it is now and expects no violation (softly, so a
 * run reports every state). Prints one report line per check,
 * "axe | screen | scheme | width | violations", and keeps it as an
 * annotation of the test: docs/accessibility.md quotes these lines.
 */
export async function expectNoViolations(
  page: Page,
  screen: string,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  // Let fades and slides end first: axe measures contrast as it is now.
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) {
    builder.exclude(selector);
  }
  const results = await builder.analyze();
  const scheme =
    (await page.locator('html').getAttribute('data-mantine-color-scheme')) ??
    'auto';
  const width = page.viewportSize()?.width ?? 0;
  const rules = results.violations.map((violation) => violation.id);
  const line = `axe | ${screen} | ${scheme} | ${width} | ${rules.length}${rules.length ? ` (${rules.join(', ')})` : ''}`;
  console.log(line);
  test.info().annotations.push({ type: 'axe', description: line });
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
  expect.soft(found, `${screen} (${scheme}, ${width} px)`).toEqual([]);
}

/** Remembers a colour scheme the way the header's switch does. */
export async function useScheme(
  context: BrowserContext,
  baseURL: string | undefined,
  scheme: Scheme,
): Promise<void> {
  await context.addCookies([
    { name: COOKIES.colorScheme, value: scheme, url: baseURL ?? '' },
  ]);
}
