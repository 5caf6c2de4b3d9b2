import { expect, test } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations } from './support/axe';
import { isPhone } from './support/fixtures';
import { apiUrl, appUrl, homeUrl, urlEndingIn, urlWith } from './support/paths';
import { openHeaderMenu } from './support/screen';
import { OTHER, signInByApi } from './support/session';

// The second device says it is a Firefox on Windows with a version no other
// journey uses, so its row is found among the sessions other journeys open.
const SECOND_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:77.0) Gecko/20100101 Firefox/77.0';
const SECOND_NAME = 'Firefox 77 on Windows';

test('the devices page lists this and another device and signs the other one out', async ({
  page,
  browser,
}, testInfo) => {
  // Fresh sign-ins only: the shared signed-in states of other journeys are
  // never ended here.
  await signInByApi(page, OTHER);
  const second = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: SECOND_UA,
  });
  try {
    const secondPage = await second.newPage();
    await signInByApi(secondPage, OTHER);
    await secondPage.goto(appUrl(PAGES.home));
    await expect(secondPage).toHaveURL(homeUrl());

    await page.goto(appUrl(PAGES.home));
    if (isPhone(testInfo)) {
      await openHeaderMenu(page);
      await page.getByRole('link', { name: 'Devices' }).click();
    } else {
      const account = page.getByRole('button', { name: 'Account' });
      await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('menuitem', { name: 'Devices' }).click();
    }
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.devices)));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Devices' }),
    ).toBeVisible();

    const rows = page.getByTestId('device');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const current = page.locator('[data-testid="device"][data-current]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('This device');
    await expect(current).toContainText('127.0.0.1');
    const other = rows.filter({ hasText: SECOND_NAME });
    await expect(other).toHaveCount(1);
    await expect(other).not.toContainText('This device');
    await expectNoViolations(page, 'devices');

    await other
      .getByRole('button', { name: `Sign out ${SECOND_NAME}` })
      .click();
    await expect(page.getByText(`${SECOND_NAME} was signed out`)).toBeVisible();
    await expect(rows.filter({ hasText: SECOND_NAME })).toHaveCount(0);
    await expect(current).toHaveCount(1);

    // The other device is signed out; this one is not.
    const me = await secondPage.request.get(apiUrl('me'));
    expect(me.status()).toBe(401);
    await secondPage.goto(appUrl(PAGES.home));
    await expect(secondPage).toHaveURL(urlWith(appUrl(PAGES.login)));
    expect((await page.request.get(apiUrl('me'))).status()).toBe(200);
  } finally {
    await second.close();
  }
});

test('the account menu opens with the keyboard and closes with Escape', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'The account menu is in the desktop header');
  await signInByApi(page, OTHER);
  await page.goto(appUrl(PAGES.home));
  const account = page.getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('menuitem', { name: 'My details' }),
  ).toBeFocused();
  await expectNoViolations(page, 'account menu');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Devices' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('menuitem', { name: 'Sign-in and security' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Your data' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Payment' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'E-mails' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('menuitem', { name: 'Order another line' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
});
