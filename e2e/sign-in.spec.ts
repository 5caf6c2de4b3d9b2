import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import {
  appUrl,
  escapeRegExp,
  homeUrl,
  urlEndingIn,
  urlWith,
} from './support/paths';
import {
  codeOf,
  DEMO,
  OTHER,
  readOutbox,
  waitForMail,
} from './support/session';

async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: /Digit 1 of 6/ });
  await first.click();
  await page.keyboard.type(code);
}

test('signs in with the e-mailed code and returns to the remembered page', async ({
  page,
}) => {
  await page.goto(appUrl(PAGES.invoice, { invoiceid: 1001 }));
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.login, { invoiceid: 1001 })),
  );
  await page.getByLabel('E-mail address').fill(DEMO.email);
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByText('Code expires in')).toBeVisible();
  const mail = await waitForMail(page.request, DEMO.email, since);
  await typeCode(page, codeOf(mail));
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.invoice, { invoiceid: 1001 })),
  );
  await expect(page.getByText('#1001').first()).toBeVisible();
});

test('refuses a wrong code with a clear message', async ({ page }) => {
  await page.goto(appUrl(PAGES.login));
  await page.getByLabel('E-mail address').fill(OTHER.email);
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const mail = await waitForMail(page.request, OTHER.email, since);
  const wrong = codeOf(mail) === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByRole('alert')).toContainText('This code is wrong');
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
});

test('signs in with the password', async ({ page }) => {
  await page.goto(appUrl(PAGES.login));
  await page
    .locator('label')
    .filter({ hasText: /^Password$/ })
    .click();
  await page.getByLabel('E-mail address').fill(OTHER.email);
  await page.locator('input[type=password]').fill(OTHER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl());
  await expect(
    page.getByRole('heading', { name: 'Subscriptions' }),
  ).toBeVisible();
});

test('signs up and the e-mailed link signs the new customer in', async ({
  page,
}, testInfo) => {
  const email = `new.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto(appUrl(PAGES.login));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(
    page.getByRole('heading', { name: 'Create your account' }),
  ).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Choose a password').fill('a long pass phrase');
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your mailbox')).toBeVisible();
  const mail = await waitForMail(page.request, email, since);
  const link = new RegExp(
    `https?://\\S+${escapeRegExp(appUrl(PAGES.login))}\\?confirm=[\\w-]+`,
  ).exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page).toHaveURL(homeUrl());
  await expect(
    page
      .getByText('No subscriptions yet')
      .or(page.getByRole('heading', { name: 'Subscriptions' }))
      .first(),
  ).toBeVisible();
  expect((await readOutbox(page.request)).length).toBeGreaterThan(0);
});
