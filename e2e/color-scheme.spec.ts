import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { COOKIES, PAGES } from '@members/contract';

import { demoTest } from './support/fixtures';
import { appUrl } from './support/paths';

async function schemeCookie(context: BrowserContext) {
  return (await context.cookies()).find(
    (cookie) => cookie.name === COOKIES.colorScheme,
  );
}

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test('the sign-in page switches to dark, remembers it for a year and renders it before any script', async ({
  page,
  context,
}) => {
  await page.goto(appUrl(PAGES.login));
  const light = await bodyBackground(page);
  await page
    .getByRole('combobox', { name: 'Colour scheme' })
    .selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    'dark',
  );
  expect(await bodyBackground(page)).not.toBe(light);
  const cookie = await schemeCookie(context);
  expect(cookie?.value).toBe('dark');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The server writes the scheme into the page itself: no flash of light.
  const shell = await (await page.request.get(appUrl(PAGES.login))).text();
  expect(shell).toMatch(/<html lang="[^"]+" data-mantine-color-scheme="dark"/);
  expect(shell).toContain('<meta name="color-scheme" content="dark">');
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: 'Colour scheme' }),
  ).toHaveValue('dark');
});

test('with the automatic scheme the sign-in page follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(appUrl(PAGES.login));
  await expect(page.locator('html')).not.toHaveAttribute(
    'data-mantine-color-scheme',
  );
  const dark = await bodyBackground(page);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await bodyBackground(page)).not.toBe(dark);
});

demoTest(
  "the app's header switches the scheme, and the choice survives a reload",
  async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(appUrl(PAGES.home));
    const select = page.getByRole('combobox', { name: 'Colour scheme' });
    await expect(select).toHaveValue('auto');
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      'light',
    );
    await select.selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      'dark',
    );
    expect((await schemeCookie(context))?.value).toBe('dark');
    const shell = await (await page.request.get(appUrl(PAGES.home))).text();
    expect(shell).toMatch(/data-mantine-color-scheme="dark"/);
    await page.reload();
    await expect(select).toHaveValue('dark');
    await select.selectOption({ label: 'Light' });
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      'light',
    );
    expect((await schemeCookie(context))?.value).toBe('light');
  },
);
