import { expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { demoTest, isPhone } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { openHeaderMenu } from './support/screen';

interface WhmcsPayMethod {
  id: number;
  card_last_four?: string;
}

/** The demo customer's pay methods as WHMCS lists them, default first. */
async function methodsInWhmcs(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<WhmcsPayMethod[]> {
  const reply = await callWhmcs(request, testInfo, 'GetPayMethods', {
    clientid: 1,
  });
  return reply.paymethods as WhmcsPayMethod[];
}

async function openPaymentPage(page: Page, testInfo: TestInfo) {
  await page.goto(appUrl(PAGES.home));
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payment' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Payment' }).click();
  }
  await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.payment)));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment' }),
  ).toBeVisible();
}

// Each width has its own server. The journey adds its own card to remove,
// and puts the default and automatic payment back as they were.
demoTest(
  'a customer sees an expiring card in Needs attention, makes a card the default, removes one, switches automatic payment off and on, and leaves to add a card',
  async ({ page, request, context, baseURL }, testInfo) => {
    demoTest.slow();
    const lastFour = String(1000 + Math.floor(Math.random() * 9000));
    const added = await callWhmcs(request, testInfo, 'AddPayMethod', {
      clientid: 1,
      type: 'RemoteCreditCard',
      gateway_module_name: 'stripe',
      card_number: `400000000000${lastFour}`,
      card_expiry: '1235',
    });

    await page.goto(appUrl(PAGES.home));
    const attention = page.getByRole('link', {
      name: 'Your MasterCard •••• 5454 expires soon',
    });
    await expect(attention).toBeVisible();
    await expect(attention).toHaveAttribute(
      'href',
      urlEndingIn(appUrl(PAGES.payment)),
    );

    await openPaymentPage(page, testInfo);
    const methods = page.getByTestId('pay-method');
    await expect(methods.first()).toContainText('Visa •••• 4242');
    await expect(methods.first()).toContainText('Default');
    const mastercard = methods.filter({ hasText: 'MasterCard •••• 5454' });
    await expect(mastercard).toContainText('Expires soon');
    await expectNoViolations(page, 'payment');

    await page
      .getByRole('button', { name: 'Make MasterCard •••• 5454 the default' })
      .click();
    await expect(methods.first()).toContainText('MasterCard •••• 5454');
    await expect(methods.first()).toContainText('Default');
    expect((await methodsInWhmcs(request, testInfo))[0]?.card_last_four).toBe(
      '5454',
    );

    await page
      .getByRole('button', { name: `Remove Visa •••• ${lastFour}` })
      .click();
    const dialog = page.getByTestId('remove-pay-method');
    await expect(dialog).toContainText(`Visa •••• ${lastFour} will be deleted`);
    await expectNoViolations(page, 'payment, remove dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      methods.filter({ hasText: `Visa •••• ${lastFour}` }),
    ).toHaveCount(0);
    expect(
      (await methodsInWhmcs(request, testInfo)).map((method) => method.id),
    ).not.toContain(added.paymethodid);

    await page
      .getByRole('button', { name: 'Make Visa •••• 4242 the default' })
      .click();
    await expect(methods.first()).toContainText('Visa •••• 4242');

    const toggle = page.getByRole('switch', {
      name: /Pay invoices automatically/,
    });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(page.getByText('Automatic payment is off')).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked({ checked: false });
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(toggle).toBeChecked();

    await useScheme(context, baseURL, 'dark');
    await page.reload();
    await expect(methods.first()).toBeVisible();
    await expectNoViolations(page, 'payment');
    await useScheme(context, baseURL, 'light');

    await page.getByRole('button', { name: 'Add a payment method' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add Payment Method' }),
    ).toBeVisible();
    expect(page.url()).toContain('/index.php?rp=/account/paymentmethods/add');
  },
);
