import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { DEMO, signInByApi } from './support/session';

const remembered = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('members.redirectPath'));

test('a signed-in customer who opens /login goes home, and an old remembered path is gone', async ({
  page,
}) => {
  await page.goto('/dashboard/invoice?invoiceid=1002');
  await expect(page).toHaveURL(/\/dashboard\/login\?invoiceid=1002$/);
  expect(await remembered(page)).toBe('/invoice?invoiceid=1002');
  await signInByApi(page, DEMO);
  await page.goto('/dashboard/login');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(
    page.getByRole('heading', { name: /Subscriptions/ }),
  ).toBeVisible();
  expect(await remembered(page)).toBeNull();
});

test('a guest at /reseller-success goes to /resellers, which asks for a sign-in', async ({
  page,
}) => {
  await page.goto('/dashboard/reseller-success?serviceid=101');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  expect(await remembered(page)).toBe('/resellers');
});

for (const first of [
  '/dashboard/invoice?invoiceid=1002',
  '/dashboard/ticket?ticketid=11',
]) {
  test(`entry at ${first} loads all data once`, async ({ page }) => {
    await signInByApi(page, DEMO);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/dashboard/api/allData')) {
        calls.push(request.url());
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
  });
}
