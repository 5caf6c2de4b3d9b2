import { readFile } from 'node:fs/promises';

import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { PAGES } from '@members/contract';

import { expectNoViolations } from './support/axe';
import { accountPerWidthTest, isPhone } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { openHeaderMenu } from './support/screen';

/**
 * What the emulator's demo seed gives each account: the invoices and the
 * ticket numbers it must find in its own archive, and what of the other
 * account (its e-mail address, a line's username) must never be there. The
 * passwords are every seeded line's: its service password and its line
 * password (a custom field), of both accounts.
 */
const ACCOUNTS = {
  demo: {
    invoices: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'],
    tickets: ['482913', '517204', '390561'],
    foreign: ['other@example.com', 'other_standard', '605318'],
  },
  other: {
    invoices: ['2001'],
    tickets: ['605318'],
    foreign: ['demo@example.com', 'demo_premium', '482913'],
  },
} as const;
const LINE_PASSWORDS = [
  'Xq7-Lm2p-Rt9w',
  'kT4wZ9pQ2mVx',
  'Bn5-Hy8k-Wd3s',
  'r8YcN3vLq6Tz',
  'Pf2-Gs6j-Mc4v',
  'h2KsW7dPx9Ln',
  'Tv3-Qa7n-Ly5e',
  'w5JmQ3tZc8Rb',
  'Jc8-Ru4x-Fh6m',
  'p9XvB4nKs2Wq',
  'Hs4-Vq9m-Zt2d',
  'c7RnX2wQe4Lt',
  'Ew6-Nb2c-Kp8t',
  'm3QwE8rTy5Ui',
];

/** The first column of a CSV file's rows (the header left out). */
function firstColumn(csv: string): string[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(',')[0]?.replace(/^"|"$/g, '') ?? '');
}

/** The second column of a CSV file's rows (the header left out). */
function secondColumn(csv: string): string[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(',')[1]?.replace(/^"|"$/g, '') ?? '');
}

async function openPrivacyPage(page: Page, testInfo: TestInfo) {
  await page.goto(appUrl(PAGES.home));
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Your data' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Your data' }).click();
  }
  await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.privacy)));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your data' }),
  ).toBeVisible();
}

// The demo customer at desktop width, the other customer at phone width:
// the two widths may run at the same time, and each switches its own
// consent and spends its own downloads of the day.
accountPerWidthTest(
  'a customer downloads their data from "Your data": their invoices and tickets, nobody else’s, no line password; and switches marketing e-mails off and on',
  async ({ page }, testInfo) => {
    accountPerWidthTest.slow();
    const account = isPhone(testInfo) ? ACCOUNTS.other : ACCOUNTS.demo;
    await openPrivacyPage(page, testInfo);
    const left = page.getByTestId('exports-left');
    await expect(left).toContainText('more time');
    const leftBefore = await left.textContent();
    await expectNoViolations(page, 'privacy');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const path = await download.path();
    const files = unzipSync(new Uint8Array(await readFile(path)));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'data.json',
        'invoices.csv',
        'tickets.csv',
        'README.txt',
      ]),
    );
    const texts = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    const invoices = firstColumn(texts['invoices.csv'] ?? '');
    expect(invoices).toEqual(expect.arrayContaining([...account.invoices]));
    const foreignInvoices = isPhone(testInfo)
      ? ACCOUNTS.demo.invoices
      : ACCOUNTS.other.invoices;
    for (const invoice of foreignInvoices) {
      expect(invoices, invoice).not.toContain(invoice);
    }
    expect(secondColumn(texts['tickets.csv'] ?? '')).toEqual(
      expect.arrayContaining([...account.tickets]),
    );
    const everything = Object.values(texts).join('\n');
    for (const foreign of account.foreign) {
      expect(everything, foreign).not.toContain(foreign);
    }
    for (const [name, text] of Object.entries(texts)) {
      for (const password of LINE_PASSWORDS) {
        expect(text, `${password} in ${name}`).not.toContain(password);
      }
    }
    await expect(page.getByTestId('export-status')).toContainText('Saved as');
    await expect(left).not.toHaveText(leftBefore ?? '');

    const toggle = page.getByRole('switch', {
      name: /Send me news and offers by e-mail/,
    });
    const wasOn = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect(
      page.getByText(
        wasOn
          ? 'You will no longer get news and offers by e-mail.'
          : 'You will get news and offers by e-mail.',
      ),
    ).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked({ checked: !wasOn });
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked({ checked: wasOn });
    await page.reload();
    await expect(toggle).toBeChecked({ checked: wasOn });
    await expectNoViolations(page, 'privacy after the changes');
  },
);
