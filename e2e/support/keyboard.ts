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

/**
 * Tabs through every stop of the page, from the top until the focus comes
 * back round (or leaves the page), and returns the stops that show no
 * visible focus: a stop passes when, focused, it (or its ::before or
 * ::after) draws an outline or a box shadow that it does not draw once the
 * focus has moved on (a card's resting shadow is no focus indicator).
 */
export async function stopsWithoutFocusIndicator(
  page: Page,
  maxStops = 120,
): Promise<{ stops: number; missing: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
    const holder = window as unknown as FocusHolder;
    holder.focusStops = [];
    // What a stop draws: outline and box shadow of the element and its
    // pseudo-elements (a row link draws its ring on ::after, round the whole
    // row). An input that is not seen (a switch's or a segmented control's
    // radio) shows its focus on its label, or on what follows it there.
    holder.focusLook = (element) => {
      const rect = element.getBoundingClientRect();
      const isSeen =
        Number(getComputedStyle(element).opacity) > 0 &&
        rect.width > 1 &&
        rect.height > 1;
      const label =
        element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      const targets =
        isSeen || !label
          ? [element]
          : [
              label,
              ...label.querySelectorAll('*'),
              ...(element.nextElementSibling
                ? [element.nextElementSibling]
                : []),
            ];
      return targets.flatMap((target) =>
        ['', '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(target, pseudo);
          const outline =
            style.outlineStyle !== 'none' &&
            parseFloat(style.outlineWidth) > 0 &&
            style.outlineColor !== 'rgba(0, 0, 0, 0)'
              ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
              : 'none';
          return `${outline} | ${style.boxShadow}`;
        }),
      );
    };
  });
  const looks: string[][] = [];
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) {
        return 'left';
      }
      const holder = window as unknown as FocusHolder;
      if (holder.focusStops.includes(element)) {
        return 'again';
      }
      holder.focusStops.push(element);
      return holder.focusLook(element);
    });
    if (seen === 'left' || seen === 'again') {
      break;
    }
    looks.push(seen);
  }
  // Move the focus away from the last stop, then compare.
  const missing = await page.evaluate((focusedLooks) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const holder = window as unknown as FocusHolder;
    return holder.focusStops.flatMap((element, index) => {
      const focused = focusedLooks[index] ?? [];
      const resting = holder.focusLook(element);
      const shows = focused.some(
        (look, part) => look !== 'none | none' && look !== resting[part],
      );
      if (shows) {
        return [];
      }
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40);
      return [
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${name}"`,
      ];
    });
  }, looks);
  return { stops: looks.length, missing };
}

/** What stopsWithoutFocusIndicator keeps on the page while it tabs. */
interface FocusHolder {
  focusStops: Element[];
  focusLook: (element: Element) => string[];
}
