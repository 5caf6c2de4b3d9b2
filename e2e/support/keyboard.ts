import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * How the focused element shows its focus: `visible` for an outline or a
 * ring (box shadow), else what is focused without one.
 */
export async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return 'nothing focused';
    }
    const style = getComputedStyle(element);
    const hasOutline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasRing = style.boxShadow !== 'none';
    if (hasOutline || hasRing) {
      return 'visible';
    }
    return `no focus indicator on <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
  });
}

/** Whether `target` has the focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every
 * stop on the way that the focused element draws a visible focus indicator.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    if (indicator !== 'nothing focused') {
      expect(indicator).toBe('visible');
    }
    if (await isFocused(target)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
