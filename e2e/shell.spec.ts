import { expect, test } from '@playwright/test';

import { demoTest, isPhone, otherTest } from './support/fixtures';
import { DEMO, signInByApi } from './support/session';

test('a guest is sent to the login page with the query kept', async ({
  page,
}) => {
  await page.goto('/dashboard/invoice?invoiceid=1001');
  await expect(page).toHaveURL(/\/dashboard\/login\?invoiceid=1001$/);
});

test('a guest on a locale prefix stays in that locale', async ({ page }) => {
  await page.goto('/dashboard/de-de/ticket?ticketid=11');
  await expect(page).toHaveURL(/\/dashboard\/de-de\/login\?ticketid=11$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

demoTest(
  'an unknown page shows the not-found page with a way home',
  async ({ page }) => {
    await page.goto('/dashboard/no-such-page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  },
);

demoTest(
  'the demo customer sees the Reseller and Affiliate links',
  async ({ page }, testInfo) => {
    await page.goto('/dashboard/');
    if (isPhone(testInfo)) {
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(
        page.getByRole('button', { name: 'Close menu' }),
      ).toHaveAttribute('aria-expanded', 'true');
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
    await page.goto('/dashboard/');
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
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
    await page.goto('/dashboard/affiliate');
    await expect(page).toHaveURL(/\/dashboard\/?$/);
  },
);

demoTest(
  'the language choice changes the prefix and survives a reload',
  async ({ page }) => {
    await page.goto('/dashboard/');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/dashboard\/de-de\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/dashboard\/de-de\/?$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'browserLang')?.value).toBe(
      'de-de',
    );
  },
);

test('signing out ends the session and returns to the login page', async ({
  page,
}, testInfo) => {
  await signInByApi(page, DEMO);
  await page.goto('/dashboard/');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/login/);
  const me = await page.request.get('/dashboard/api/me');
  expect(me.status()).toBe(401);
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/dashboard\/login/);
});
