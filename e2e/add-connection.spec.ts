import { expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { trialTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';

// Each width has its own server and emulator. The trial customer's lines
// change in journeys only (no other journey counts them), so each test
// orders, as WHMCS staff would, a fresh Active IPTV Standard line (monthly,
// USD) with one connection (config option 1 "Connections", choice 1), and
// adds connections to it.
const CONNECTIONS_OPTION = 1;
const TRIAL_CLIENT = 5;

/** PHP's serialize() of `[1 => <choice>]`, base64 as WHMCS takes `configoptions`. */
function oneChoice(choice: number): string {
  return Buffer.from(
    `a:1:{i:${CONNECTIONS_OPTION};i:${choice};}`,
    'utf8',
  ).toString('base64');
}

async function freshLine(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<number> {
  const ordered = await callWhmcs(request, testInfo, 'AddOrder', {
    clientid: TRIAL_CLIENT,
    paymentmethod: 'paypal',
    'pid[0]': 2,
    'billingcycle[0]': 'monthly',
    noemail: 1,
  });
  const invoice = await callWhmcs(request, testInfo, 'GetInvoice', {
    invoiceid: Number(ordered.invoiceid),
  });
  await callWhmcs(request, testInfo, 'AddInvoicePayment', {
    invoiceid: Number(ordered.invoiceid),
    transid: `connection-${Date.now()}`,
    gateway: 'paypal',
    amount: String(invoice.balance),
  });
  const serviceid = Number(ordered.serviceids);
  await callWhmcs(request, testInfo, 'UpdateClientProduct', {
    serviceid,
    configoptions: oneChoice(1),
  });
  return serviceid;
}

/** The line's page, once the server's read cache has the new line. */
async function openLine(page: Page, serviceid: number) {
  await expect(async () => {
    await page.goto(appUrl(PAGES.subscription, { subscriptionid: serviceid }));
    await expect(page.getByTestId('add-connection')).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
}

for (const scheme of ['light', 'dark'] as const) {
  trialTest(
    `the add-connection page and its confirmation have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL, request }, testInfo) => {
      trialTest.slow();
      const serviceid = await freshLine(request, testInfo);
      await useScheme(context, baseURL, scheme);
      await page.goto(
        appUrl(PAGES.addConnection, { subscriptionid: serviceid }),
      );
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        scheme,
      );
      await expect(page.getByTestId('connection-choices')).toBeVisible();
      await screenReady(page);
      await expectNoViolations(page, 'add connection');

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByText('Choose how many connections first.'),
      ).toBeVisible();
      await expectNoViolations(page, 'add connection without a choice');

      await page.getByRole('radio', { name: /2 connections/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Order more connections?',
      });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'add connection confirmation');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    },
  );
}

trialTest(
  'a customer adds a connection from the line’s page, reaches its invoice, and WHMCS has the order',
  async ({ page, request }, testInfo) => {
    trialTest.slow();
    const serviceid = await freshLine(request, testInfo);
    await openLine(page, serviceid);
    await page.getByTestId('add-connection').click();
    await expect(page).toHaveURL(
      urlEndingIn(PAGES.addConnection, `\\?subscriptionid=${serviceid}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add a connection' }),
    ).toBeVisible();
    const current = page.getByTestId('current-connections');
    await expect(current).toContainText('1 connection');
    await expect(current).toContainText('$10.99 / month');
    const choices = page.getByTestId('connection-choices');
    // A choice costs its monthly price in the customer's currency (USD: ×1.08).
    await expect(choices).toContainText(
      '2 connections$2.16 nowThen $13.15 / month',
    );
    await expect(choices).toContainText('3 connections');

    await page.getByRole('radio', { name: /2 connections/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Order more connections?',
    });
    await expect(dialog).toContainText('2 connections');
    await expect(dialog).toContainText('$13.15 / month');
    await dialog.getByRole('button', { name: 'Order' }).click();

    const ordered = page.getByTestId('connections-ordered');
    await expect(ordered).toContainText('2 connections ordered');
    await ordered.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/invoice\?invoiceid=\d+$/);
    const invoiceid = Number(new URL(page.url()).searchParams.get('invoiceid'));
    await expect(
      page.getByText('Connections: 1 connection => 2 connections'),
    ).toBeVisible();

    // WHMCS has the upgrade order of the line, on that unpaid invoice.
    const orders = await callWhmcs(request, testInfo, 'GetOrders', {
      userid: TRIAL_CLIENT,
      limitnum: 5,
    });
    expect(JSON.stringify(orders)).toContain(`"invoiceid":"${invoiceid}"`);
    const invoice = await callWhmcs(request, testInfo, 'GetInvoice', {
      invoiceid,
    });
    expect(invoice.status).toBe('Unpaid');
    expect(JSON.stringify(invoice.items)).toContain(
      'Connections: 1 connection => 2 connections',
    );
  },
);
