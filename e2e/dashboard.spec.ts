import { expect } from '@playwright/test';

import { PAGES } from '@members/contract';

import { demoTest, otherTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';

demoTest(
  'the dashboard shows every section and the inactive toggle',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    const subscriptions = page.locator('#subscriptions');
    await expect(
      subscriptions.getByText('IPTV Premium — 12 months'),
    ).toBeVisible();
    await expect(
      subscriptions.getByRole('link', { name: /Manage/ }),
    ).toHaveCount(3);
    await page
      .locator('label')
      .filter({ hasText: /Show inactive subscriptions/ })
      .click();
    await expect(subscriptions.getByText('Suspended')).toBeVisible();
    await expect(subscriptions.getByText('Cancelled')).toBeVisible();
    await expect(subscriptions.getByText('Pending')).toBeVisible();
    await expect(
      subscriptions.getByRole('link', { name: /Manage/ }),
    ).toHaveCount(3);

    await expect(
      page.locator('#invoices').getByText('#1001').first(),
    ).toBeVisible();
    await expect(
      page.locator('#tickets').getByRole('link', { name: /Open a ticket/ }),
    ).toBeVisible();
    await expect(
      page.locator('#announcements').getByRole('heading').first(),
    ).toBeVisible();
  },
);

demoTest('an Active subscription opens its page', async ({ page }) => {
  await page.goto(appUrl(PAGES.home));
  await page
    .locator('#subscriptions')
    .getByRole('link', { name: /Manage/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.subscription), '\\?subscriptionid=10[12]'),
  );
});

// 1001 stays Unpaid in every journey (the journeys that pay use 1002 or an
// invoice they create), and unpaid invoices are always in the short list; a
// paid one can fall behind "Show all" once a journey adds invoices.
demoTest('an invoice opens its page from the list', async ({ page }) => {
  await page.goto(`${appUrl(PAGES.home)}#invoices`);
  await page.locator('#invoices').getByText('#1001').first().click();
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.invoice, { invoiceid: 1001 })),
  );
});

otherTest(
  'the other customer sees only their own subscription',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    await expect(
      page.locator('#subscriptions').getByRole('link', { name: /Manage/ }),
    ).toHaveCount(1);
    await expect(page.getByText('Show inactive subscriptions')).toHaveCount(0);
  },
);
