import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { demoTest } from './support/fixtures';
import { appUrl, homeUrl, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';
import { waitForMail } from './support/session';

// Online cancellation (§ 312k BGB). A guest names a line no account has, so
// no holder is told and no other journey's mail box changes; the signed-in
// journey cancels the demo customer's Suspended line 103 (demo_kitchen),
// which no other journey uses. Each width has its own server and data.

/** A date and a time on one line, as the receipt and the mail give them. */
const DATE_AND_TIME = /\d{4}.*\d{1,2}:\d{2}|\d{1,2}:\d{2}.*\d{4}/;

/** Fills in the guest form in German and presses the one button. */
async function declareAsGuest(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Ihr Name/).fill('Erika Mustermann');
  await page.getByLabel(/^Ihre E-Mail-Adresse/).fill(email);
  await page
    .getByLabel(/^Benutzername oder Abonnementnummer/)
    .fill('line-e2e-unknown');
  await page.getByRole('button', { name: 'jetzt kündigen' }).click();
}

test('a guest finds "Verträge hier kündigen" on the sign-in page without a menu, cancels, and gets the receipt and the mail', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(appUrl(PAGES.login, {}, 'de-de'));
  const control = page.getByRole('link', { name: 'Verträge hier kündigen' });
  // In the page itself, not behind a menu: no menu was opened.
  await expect(control).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await control.click();
  await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.cancel, {}, 'de-de')));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vertrag kündigen' }),
  ).toBeVisible();
  // The control is on the cancel page too.
  await expect(
    page.getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toBeVisible();

  // Nothing is sent while a field is missing.
  await page.getByRole('button', { name: 'jetzt kündigen' }).click();
  await expect(page.getByLabel(/^Ihr Name/)).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const email = `guest-${testInfo.project.name}@example.com`;
  const before = new Date().toISOString();
  await declareAsGuest(page, email);

  const receipt = page.getByTestId('cancel-receipt');
  await expect(
    receipt.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' }),
  ).toBeVisible();
  const receivedAt = receipt.getByTestId('cancel-received-at');
  await expect(receivedAt).toHaveText(
    /^Ihre Kündigung ist am .+ eingegangen\.$/,
  );
  await expect(receivedAt).toHaveText(DATE_AND_TIME);
  await expect(receipt.getByTestId('receipt-name')).toHaveText(
    'Erika Mustermann',
  );
  await expect(receipt.getByTestId('receipt-contract')).toHaveText(
    'line-e2e-unknown',
  );
  await expect(receipt.getByTestId('receipt-reference')).not.toBeEmpty();
  await expect(
    receipt.getByText(`Eine Bestätigung wurde an ${email} gesendet.`),
  ).toBeVisible();
  await expect(
    receipt.getByText(/Der Kontoinhaber wird ebenfalls informiert/),
  ).toBeVisible();

  // The PDF behind the link.
  const pdfLink = receipt.getByRole('link', { name: 'Als PDF herunterladen' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toBeTruthy();
  const pdf = await request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The confirmation mail, with the date and time of receipt.
  const mail = await waitForMail(request, email, before);
  expect(mail.subject).toContain('Kündigungsbestätigung');
  expect(mail.text).toMatch(/Wir haben Ihre Kündigung am .+ erhalten/);
  const lead = /Wir haben Ihre Kündigung am (.+) erhalten/.exec(mail.text);
  expect(lead?.[1]).toMatch(DATE_AND_TIME);
});

demoTest(
  'a signed-in customer cancels one of their subscriptions and sees it marked on the dashboard',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    await screenReady(page);
    const control = page.getByRole('link', { name: 'Cancel contracts here' });
    await expect(control).toBeVisible();
    await control.click();
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.cancel)));

    // Filled in from the account.
    await expect(page.getByLabel(/^Your name/)).not.toHaveValue('');
    await expect(page.getByLabel(/^Your e-mail address/)).toHaveValue(
      'demo@example.com',
    );
    await page.getByRole('combobox', { name: /^Contract/ }).click();
    const options = page.getByRole('option');
    // Own subscriptions that have not ended: the list is open with the Active,
    // Suspended and Pending ones, and never the Cancelled demo_old.
    for (const username of [
      'demo_premium',
      'demo_standard',
      'demo_kitchen',
      'demo_livingroom',
    ]) {
      await expect(options.filter({ hasText: username })).toBeVisible();
    }
    await expect(options.filter({ hasText: 'demo_old' })).toHaveCount(0);
    await options.filter({ hasText: 'demo_kitchen' }).click();
    await page.getByRole('button', { name: 'Cancel now' }).click();

    const receipt = page.getByTestId('cancel-receipt');
    await expect(receipt.getByTestId('cancel-received-at')).toHaveText(
      DATE_AND_TIME,
    );
    await expect(receipt.getByTestId('receipt-contract')).toContainText(
      'demo_kitchen',
    );
    await expect(receipt.getByTestId('receipt-endsAt')).not.toHaveText(
      'To be confirmed',
    );
    await expect(
      receipt.getByText('A confirmation was sent to demo@example.com.'),
    ).toBeVisible();

    // The dashboard shows it on the subscription's card.
    await page.goto(appUrl(PAGES.home));
    await expect(page).toHaveURL(homeUrl());
    await screenReady(page);
    await page.getByText('Show inactive subscriptions').click();
    const card = page
      .getByTestId('subscription-card')
      .filter({ hasText: 'demo_kitchen' });
    await expect(card.getByTestId('cancellation-note')).toHaveText(
      /^Cancellation requested — ends on /,
    );
  },
);

for (const scheme of ['light', 'dark'] as const) {
  test(`the cancel page and its receipt have no WCAG A/AA violation (${scheme})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.slow();
    await useScheme(context, baseURL, scheme);
    await page.goto(appUrl(PAGES.cancel, {}, 'de-de'));
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      scheme,
    );
    await expect(
      page.getByRole('button', { name: 'jetzt kündigen' }),
    ).toBeVisible();
    await expectNoViolations(page, 'cancel page');

    // With the reason field and every problem shown.
    await page
      .getByRole('radio', { name: /Außerordentliche Kündigung/ })
      .check();
    await page.getByRole('radio', { name: 'Zu einem Datum' }).check();
    await page.getByRole('button', { name: 'jetzt kündigen' }).click();
    await expect(page.getByLabel(/^Grund der/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page, 'cancel page with errors');

    await page.getByRole('radio', { name: /Ordentliche Kündigung/ }).check();
    await page.getByRole('radio', { name: /Zum nächstmöglichen/ }).check();
    await declareAsGuest(
      page,
      `axe-${scheme}-${testInfo.project.name}@example.com`,
    );
    await expect(page.getByTestId('cancel-receipt')).toBeVisible();
    await expectNoViolations(page, 'cancel receipt');
  });
}
