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
