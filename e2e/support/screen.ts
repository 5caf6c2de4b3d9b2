import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Waits until a screen of the app has its data: its heading shows and no
 * skeleton or loader is left.
 */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByTestId('loading')).toHaveCount(0);
}

/**
 * Waits until fades and slides have ended (endless animations such as a
 * spinner aside): a dialog half faded in has its text half transparent.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // A dialog opened a moment ago may start its fade only in the next frames:
  // let two frames pass, so a transition about to start is running.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Opens the header menu of the phone layout and waits until it is open. */
export async function openHeaderMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('button', { name: 'Close menu' }),
  ).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Scrolls to the very end of the page and tells what hides any part of the
 * footer's links there (the online cancellation, § 312k BGB, and the
 * provider's legal pages): one line per link not wholly in the viewport or
 * with another element over its centre or an edge (a fixed bar), none when
 * every link can be seen and clicked.
 */
export async function hiddenFooterLinks(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo({
      top: document.documentElement.scrollHeight,
      behavior: 'instant',
    });
  });
  return page.evaluate(() => {
    const problems: string[] = [];
    const links = [...document.querySelectorAll('footer a')];
    if (links.length === 0) {
      return ['the page has no footer links'];
    }
    for (const link of links) {
      const box = link.getBoundingClientRect();
      const name = link.textContent?.trim() ?? '';
      if (
        box.top < 0 ||
        box.bottom > window.innerHeight ||
        box.width === 0 ||
        box.height === 0
      ) {
        problems.push(
          `${name}: not wholly in view (${Math.round(box.top)} to ${Math.round(box.bottom)} of ${window.innerHeight})`,
        );
        continue;
      }
      // The centre and the middle of each edge (a rounded corner is not
      // the link's to hit).
      const inset = 3;
      const middle = {
        x: (box.left + box.right) / 2,
        y: (box.top + box.bottom) / 2,
      };
      const points: [number, number][] = [
        [middle.x, middle.y],
        [middle.x, box.top + inset],
        [middle.x, box.bottom - inset],
        [box.left + inset, middle.y],
        [box.right - inset, middle.y],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !link.contains(hit)) {
          const by = hit
            ? `${hit.tagName.toLowerCase()}${hit.closest('[data-testid]') ? ` in [data-testid=${hit.closest('[data-testid]')?.getAttribute('data-testid')}]` : ''}`
            : 'nothing';
          problems.push(
            `${name}: covered at (${Math.round(x)}, ${Math.round(y)}) by ${by}`,
          );
          break;
        }
      }
    }
    return problems;
  });
}
