import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { trialTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';
import { TRIAL, waitForMail } from './support/session';

// The withdrawal function (§ 356a BGB). A guest names a line no account
// has, so no holder is told and no other journey's mail box changes; the
// signed-in journey orders a line as the trial customer (as the order
// journey does) and withdraws from it the same day. Each width has its own
// server and data.

/** A date and a time on one line, as the receipt and the mail give them. */
const DATE_AND_TIME = /\d{4}.*\d{1,2}:\d{2}|\d{1,2}:\d{2}.*\d{4}/;

/** Step 1 of the guest form in German, then "Weiter". */
async function declareAsGuest(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Ihr Name/).fill('Erika Mustermann');
  await page
    .getByLabel(/^E-Mail-Adresse für die Eingangsbestätigung/)
    .fill(email);
  await page
    .getByLabel(/^Benutzername oder Vertragsnummer/)
    .fill('line-e2e-unknown');
  await page.getByRole('button', { name: 'Weiter' }).click();
}

/**
 * The line an order made, read from its invoice (the page the order lands
 * on): the order journey may add lines of the same customer meanwhile.
 */
async function lineOfInvoice(
  page: Page,
  testInfo: TestInfo,
  invoiceid: number,
): Promise<number> {
  const invoice = await callWhmcs(page.request, testInfo, 'GetInvoice', {
    invoiceid,
  });
  const { item = [] } = invoice.items as {
    item?: { type: string; relid: number | string }[];
  };
  const line = item.find((entry) => entry.type === 'Hosting');
  expect(line).toBeDefined();
  return Number(line?.relid);
}

/** The dashboard with every subscription shown, inactive ones included. */
async function openAllSubscriptions(page: Page): Promise<void> {
  await page.goto(appUrl(PAGES.home));
  await screenReady(page);
  const inactive = page.getByRole('switch', {
    name: /Show inactive subscription/,
  });
  if ((await inactive.count()) > 0 && !(await inactive.isChecked())) {
    // The switch's input is hidden under its track: its label is what a
    // person presses.
    await page.getByText(/^Show inactive subscriptions? \(/).click();
    await expect(inactive).toBeChecked();
  }
}

test('a guest withdraws from the footer of the sign-in page in two steps, and gets the receipt with its date and time, the PDF and the mail', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(appUrl(PAGES.login, {}, 'de-de'));
  const control = page.getByRole('link', { name: 'Vertrag widerrufen' });
  // In the page itself, beside the cancellation, not behind a menu.
  await expect(control).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await control.click();
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.withdraw, {}, 'de-de')),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' }),
  ).toBeVisible();
  // The control is on the withdraw page too.
  await expect(
    page.getByRole('link', { name: 'Vertrag widerrufen' }),
  ).toBeVisible();

  // Nothing goes on while a field is missing.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel(/^Ihr Name/)).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const email = `withdraw-guest-${testInfo.project.name}@example.com`;
  const before = new Date().toISOString();
  await declareAsGuest(page, email);

  // Step 2: the summary and the one button.
  const summary = page.getByTestId('withdraw-summary');
  await expect(summary.getByTestId('receipt-contract')).toHaveText(
    'line-e2e-unknown',
  );
  await expect(summary.getByTestId('receipt-reason')).toHaveText(
    'Keiner angegeben',
  );
  await summary.getByRole('button', { name: 'Widerruf bestätigen' }).click();

  const receipt = page.getByTestId('withdraw-receipt');
  await expect(
    receipt.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' }),
  ).toBeVisible();
  const receivedAt = receipt.getByTestId('withdraw-received-at');
  await expect(receivedAt).toHaveText(/^Ihr Widerruf ist am .+ eingegangen\.$/);
  await expect(receivedAt).toHaveText(DATE_AND_TIME);
  await expect(receipt.getByTestId('receipt-name')).toHaveText(
    'Erika Mustermann',
  );
  await expect(receipt.getByTestId('receipt-email')).toHaveText(email);
  await expect(receipt.getByTestId('receipt-contract')).toHaveText(
    'line-e2e-unknown',
  );
  const reference = (
    await receipt.getByTestId('receipt-reference').textContent()
  )?.trim();
  expect(reference).toBeTruthy();
  await expect(
    receipt.getByText(`Eine Eingangsbestätigung wurde an ${email} gesendet.`),
  ).toBeVisible();

  // The PDF, downloaded through its link.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt
      .getByRole('link', { name: 'Bestätigung herunterladen (PDF)' })
      .click(),
  ]);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(file.length).toBeGreaterThan(1000);

  // The mail, with the reference and the date and time of receipt.
  const mail = await waitForMail(request, email, before);
  expect(mail.subject).toContain('Widerruf');
  expect(mail.text).toContain(reference ?? '');
  expect(mail.text).toMatch(DATE_AND_TIME);
});

trialTest(
  'a customer withdraws from a line ordered today through its "You can withdraw until" link, and the line shows it',
  async ({ page }, testInfo) => {
    // A line ordered today.
    await page.goto(appUrl(PAGES.order));
    await screenReady(page);
    await page
      .getByRole('group', { name: /IPTV Premium/ })
      .getByRole('radio', { name: /Yearly/ })
      .check();
    await page.getByRole('button', { name: 'Order' }).click();
    await page
      .getByRole('dialog', { name: 'Place your order?' })
      .getByRole('button', { name: 'Place order' })
      .click();
    await expect(page).toHaveURL(/\/invoice\?invoiceid=\d+$/);
    const invoiceid = Number(new URL(page.url()).searchParams.get('invoiceid'));
    const serviceid = await lineOfInvoice(page, testInfo, invoiceid);

    // Its hint on the dashboard leads to the form with the line chosen.
    await openAllSubscriptions(page);
    const slot = page.locator(`[data-subscriptionid="${serviceid}"]`);
    const hint = slot.getByTestId('withdraw-hint');
    await expect(hint).toHaveText(/^You can withdraw until .+\d{4}/);
    await hint
      .getByRole('link', { name: 'Withdraw from this contract' })
      .click();
    await expect(page).toHaveURL(
      urlEndingIn(appUrl(PAGES.withdraw, { subscriptionid: serviceid })),
    );
    await expect(page.getByTestId('withdraw-line-period')).toHaveText(
      /^You can withdraw until .+\d{4}\.$/,
    );
    await expect(
      page.getByLabel(/^E-mail address for the receipt/),
    ).toHaveValue(TRIAL.email);
    await expectNoViolations(page, 'withdraw form, signed in');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();

    const receipt = page.getByTestId('withdraw-receipt');
    await expect(receipt.getByTestId('withdraw-received-at')).toHaveText(
      DATE_AND_TIME,
    );
    await expect(receipt.getByTestId('receipt-period')).toHaveText(
      'Received within the period',
    );
    await expect(receipt.getByTestId('receipt-orderedOn')).toHaveText(/\d{4}/);

    // The line says it was withdrawn from, and offers it no more.
    await openAllSubscriptions(page);
    await expect(slot.getByTestId('cancellation-note')).toHaveText(
      /^Withdrawn on .+\d{4}/,
    );
    await expect(slot.getByTestId('withdraw-hint')).toHaveCount(0);
  },
);

for (const scheme of ['light', 'dark'] as const) {
  test(`the withdraw page, its summary and its receipt have no WCAG A/AA violation (${scheme})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.slow();
    await useScheme(context, baseURL, scheme);
    await page.goto(appUrl(PAGES.withdraw, {}, 'de-de'));
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      scheme,
    );
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expectNoViolations(page, 'withdraw page');

    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByLabel(/^Ihr Name/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page, 'withdraw page with errors');

    await declareAsGuest(
      page,
      `withdraw-axe-${scheme}-${testInfo.project.name}@example.com`,
    );
    await expect(
      page.getByRole('button', { name: 'Widerruf bestätigen' }),
    ).toBeVisible();
    await expectNoViolations(page, 'withdraw summary');

    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByTestId('withdraw-receipt')).toBeVisible();
    await expectNoViolations(page, 'withdraw receipt');
  });
}
