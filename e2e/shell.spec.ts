import { expect, test } from '@playwright/test';

import {
  BASE_PATH,
  COOKIES,
  EARLY_ALL_DATA_KEY,
  PAGES,
} from '@members/contract';

import { demoTest, isPhone, otherTest } from './support/fixtures';
import {
  apiUrl,
  appUrl,
  homeUrl,
  NO_SUCH_PAGE,
  urlEndingIn,
  urlWith,
} from './support/paths';
import { openHeaderMenu } from './support/screen';
import { DEMO, signInByApi } from './support/session';

test('a guest is sent to the login page with the query kept', async ({
  page,
}) => {
  await page.goto(appUrl(PAGES.invoice, { invoiceid: 1001 }));
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.login, { invoiceid: 1001 })),
  );
});

test('a guest on a locale prefix stays in that locale', async ({ page }) => {
  await page.goto(appUrl(PAGES.ticket, { ticketid: 11 }, 'de-de'));
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.login, { ticketid: 11 }, 'de-de')),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

demoTest(
  'an unknown page shows the not-found page with a way home',
  async ({ page }) => {
    await page.goto(`${BASE_PATH}${NO_SUCH_PAGE}`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(homeUrl());
  },
);

demoTest(
  "a customer's page asks for all data before its code runs, and the app takes that answer: one request, nothing the page policy refuses",
  async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    const calls: string[] = [];
    let asked = () => {};
    const askedEarly = new Promise<void>((resolve) => {
      asked = resolve;
    });
    page.on('request', (request) => {
      if (request.url().endsWith(apiUrl('allData'))) {
        calls.push(request.url());
        asked();
      }
    });
    // The app's code arrives only once the page has asked: were the request
    // the code's own, the page would never get there.
    await page.route(`**${BASE_PATH}/assets/*.js`, async (route) => {
      await askedEarly;
      await route.continue();
    });
    await page.goto(appUrl(PAGES.home));
    await expect(page.getByText('#1001').first()).toBeVisible();
    expect(calls).toHaveLength(1);
    // Taken once, so a later refresh asks again.
    expect(
      await page.evaluate((key) => key in window, EARLY_ALL_DATA_KEY),
    ).toBe(false);
    expect(refused).toEqual([]);
  },
);

demoTest(
  'the demo customer sees the Reseller and Affiliate links',
  async ({ page }, testInfo) => {
    await page.goto(appUrl(PAGES.home));
    if (isPhone(testInfo)) {
      await expect(
        page.getByRole('button', { name: 'Open menu' }),
      ).toHaveAttribute('aria-expanded', 'false');
      await openHeaderMenu(page);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Reseller' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Affiliate' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);

otherTest(
  'a customer without flags sees neither link',
  async ({ page }, testInfo) => {
    await page.goto(appUrl(PAGES.home));
    if (isPhone(testInfo)) {
      await openHeaderMenu(page);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reseller' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Affiliate' })).toHaveCount(0);
  },
);

otherTest(
  'the affiliate page sends a customer without the flag home',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.affiliate));
    await expect(page).toHaveURL(homeUrl());
  },
);

demoTest(
  'the language choice changes the prefix and survives a reload',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(homeUrl('de-de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.goto(appUrl(PAGES.home));
    await expect(page).toHaveURL(homeUrl('de-de'));
    const cookies = await page.context().cookies();
    expect(
      cookies.find((cookie) => cookie.name === COOKIES.locale)?.value,
    ).toBe('de-de');
  },
);

test('signing out ends the session and returns to the login page', async ({
  page,
}, testInfo) => {
  await signInByApi(page, DEMO);
  await page.goto(appUrl(PAGES.home));
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
  const me = await page.request.get(apiUrl('me'));
  expect(me.status()).toBe(401);
  await page.goto(appUrl(PAGES.home));
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
});
