import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import { demoTest, isPhone } from './support/fixtures';
import { appUrl } from './support/paths';
import { openHeaderMenu } from './support/screen';
import { startAtCodeStep } from './support/session';

/**
 * What moves on the page now, for someone who asked for less motion: every
 * running animation or transition (document.getAnimations(), pseudo-elements
 * included) and every element whose style would animate or transition for
 * longer than 0.01 s. Spinners are left out on purpose: a loader that stops
 * turning no longer says "wait", and a turning ring neither travels nor
 * flashes (WCAG 2.3.3 asks to avoid motion that is not essential).
 */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SPINNERS = '.mantine-Loader-root, .loader, .btn[data-loading]';
    const longest = (durations: string) =>
      Math.max(
        ...durations.split(',').map((value) => {
          const seconds = parseFloat(value);
          return value.trim().endsWith('ms') ? seconds / 1000 : seconds;
        }),
      );
    const describe = (element: Element, pseudo = '') =>
      `<${element.tagName.toLowerCase()} class="${(element.getAttribute('class') ?? '').slice(0, 60)}">${pseudo}`;
    const found = new Set<string>();
    for (const animation of document.getAnimations()) {
      const effect = animation.effect;
      const target = effect instanceof KeyframeEffect ? effect.target : null;
      const duration = Number(effect?.getComputedTiming().duration ?? 0);
      if (target && duration > 10 && !target.closest(SPINNERS)) {
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : 'script';
        found.add(
          `running ${name} (${duration} ms) on ${describe(target, effect instanceof KeyframeEffect ? (effect.pseudoElement ?? '') : '')}`,
        );
      }
    }
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest(SPINNERS)) {
        continue;
      }
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (
          style.animationName !== 'none' &&
          longest(style.animationDuration) > 0.01
        ) {
          found.add(
            `animation ${style.animationName} ${style.animationDuration} on ${describe(element, pseudo)}`,
          );
        }
        if (
          style.transitionProperty !== 'none' &&
          longest(style.transitionDuration) > 0.01
        ) {
          found.add(
            `transition ${style.transitionProperty} ${style.transitionDuration} on ${describe(element, pseudo)}`,
          );
        }
      }
    }
    return [...found];
  });
}

demoTest(
  'asks for less motion: no transition or animation in the app or on the sign-in page',
  async ({ page, browser, baseURL }, testInfo) => {
    demoTest.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Loading: skeletons and the loading bar, with the data held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/**', async (route) => {
      await held;
      // A request the page gave up meanwhile is gone: nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await page.goto(appUrl(PAGES.home));
    await expect(page.locator('.mantine-Skeleton-root').first()).toBeVisible();
    // The loading bar starts after 200 ms: read the page once it runs, so
    // the check covers it (a bar that never started would prove nothing).
    await expect(
      page
        .locator('[data-mounted="true"]')
        .getByRole('progressbar', { name: 'Loading…' }),
    ).toBeVisible();
    expect.soft(await moving(page), 'while loading').toEqual([]);
    release();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect.soft(await moving(page), 'dashboard').toEqual([]);

    // Menus: the language menu, and the header menu on a phone.
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect.soft(await moving(page), 'language menu open').toEqual([]);
    await page.keyboard.press('Escape');
    if (isPhone(testInfo)) {
      await openHeaderMenu(page);
      expect.soft(await moving(page), 'header menu open').toEqual([]);
    }

    // A dialog: Mantine would fade and scale it in.
    await page.goto(appUrl(PAGES.ticket, { ticketid: 11 }));
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
    await expect(dialog).toBeVisible();
    expect.soft(await moving(page), 'close-ticket dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await expect(dialog).toBeHidden();

    // The sign-in page (its own CSS): the e-mail step, its language menu,
    // and the code step with its countdown bar.
    const guest = await browser.newContext({
      viewport: testInfo.project.use.viewport,
      baseURL,
      reducedMotion: 'reduce',
      storageState: { cookies: [], origins: [] },
    });
    const guestPage = await guest.newPage();
    await guestPage.goto(appUrl(PAGES.login));
    await expect(guestPage.locator('input[type=email]')).toBeVisible();
    expect.soft(await moving(guestPage), 'sign-in page').toEqual([]);
    await guestPage.getByTestId('language-switcher').click();
    await expect(guestPage.getByRole('menu')).toBeVisible();
    expect.soft(await moving(guestPage), 'sign-in language menu').toEqual([]);
    await startAtCodeStep(guest, baseURL);
    await guestPage.goto(appUrl(PAGES.login));
    await expect(
      guestPage.locator('input[autocomplete=one-time-code]'),
    ).toBeVisible();
    expect.soft(await moving(guestPage), 'sign-in code step').toEqual([]);
    await guest.close();
  },
);
