import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import {
  apiUrl,
  appUrl,
  homeUrl,
  pagePath,
  urlEndingIn,
} from './support/paths';
import { DEMO, signInByApi } from './support/session';

const remembered = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('members.redirectPath'));

test('a signed-in customer who opens /login goes home, and an old remembered path is gone', async ({
  page,
}) => {
  await page.goto(appUrl(PAGES.invoice, { invoiceid: 1002 }));
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.login, { invoiceid: 1002 })),
  );
  expect(await remembered(page)).toBe(
    pagePath(PAGES.invoice, { invoiceid: 1002 }),
  );
  await signInByApi(page, DEMO);
  await page.goto(appUrl(PAGES.login));
  await expect(page).toHaveURL(homeUrl());
  await expect(
    page.getByRole('heading', { name: /Subscriptions/ }),
  ).toBeVisible();
  expect(await remembered(page)).toBeNull();
});

test('a guest at /reseller-success goes to /resellers, which asks for a sign-in', async ({
  page,
}) => {
  await page.goto(appUrl(PAGES.resellerSuccess, { serviceid: 101 }));
  await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.login)));
  expect(await remembered(page)).toBe(PAGES.resellers);
});

for (const first of [
  appUrl(PAGES.invoice, { invoiceid: 1002 }),
  appUrl(PAGES.ticket, { ticketid: 11 }),
]) {
  test(`entry at ${first} loads all data once, and neither asks who is signed in nor the settings`, async ({
    page,
  }) => {
    await signInByApi(page, DEMO);
    const calls: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url().split('?')[0] ?? '';
      if (url.endsWith(apiUrl('allData'))) {
        calls.push(url);
      }
      // The page itself says both (its shell data).
      if (url.endsWith(apiUrl('me')) || url.endsWith(apiUrl('env'))) {
        asked.push(url);
      }
    });
    await page.goto(first);
    await expect.poll(() => calls.length).toBe(1);
    // The brand link: home on desktop and phone alike.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { name: /Subscriptions/ }),
    ).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(asked).toEqual([]);
  });
}
