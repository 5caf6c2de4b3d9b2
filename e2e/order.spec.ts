import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { trialTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';
import { TRIAL } from './support/session';

// Orders are placed as the trial customer (in USD), whom no other journey
// counts; each width has its own server and emulator. WELCOME10 is the
// demo's promotion (10 % off an IPTV plan's first invoice).

function statusBanner(page: Page) {
  return page.locator('main [role="status"][data-status]');
}

async function openOrder(page: Page) {
  await page.goto(appUrl(PAGES.order));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order another line' }),
  ).toBeVisible();
  await screenReady(page);
}

/**
 * The trial customer's services in WHMCS, by id: an order adds one. Plan
 * changes (another spec, maybe at the same time) add none.
 */
async function trialServiceIds(
  page: Page,
  testInfo: TestInfo,
): Promise<number[]> {
  const details = await callWhmcs(page.request, testInfo, 'GetClientsDetails', {
    email: TRIAL.email,
  });
  const clientid = (details.client as { id: number }).id;
  const reply = await callWhmcs(page.request, testInfo, 'GetClientsProducts', {
    clientid,
    limitnum: 1000,
  });
  const { product = [] } = reply.products as {
    product?: { id: number | string }[];
  };
  return product.map(({ id }) => Number(id)).sort((a, b) => a - b);
}

function promoField(page: Page) {
  return page.getByRole('textbox', { name: /Promotion code/ });
}

async function choosePremium(page: Page) {
  await page
    .getByRole('group', { name: /IPTV Premium/ })
    .getByRole('radio', { name: /Yearly/ })
    .check();
}

for (const scheme of ['light', 'dark'] as const) {
  trialTest(
    `the order page, a refused code and the confirmation have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      // Four axe runs on a long page: more than the default time on a busy machine.
      trialTest.slow();
      await useScheme(context, baseURL, scheme);
      await openOrder(page);
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        scheme,
      );
      await expectNoViolations(page, 'order');

      await choosePremium(page);
      await promoField(page).fill('TEN OFF');
      await page.getByRole('button', { name: 'Order' }).click();
      await expect(promoField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'order with a code error');

      await promoField(page).fill('WELCOME10');
      await page.getByRole('button', { name: 'Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Place your order?' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'order confirmation');
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await expect(dialog).toBeHidden();
    },
  );
}

trialTest(
  'a promotion code WHMCS does not take is shown at its field, and nothing is ordered',
  async ({ page }, testInfo) => {
    const before = await trialServiceIds(page, testInfo);
    expect(before.length).toBeGreaterThan(0);
    await openOrder(page);
    await choosePremium(page);
    await promoField(page).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Order' }).click();
    await page
      .getByRole('dialog', { name: 'Place your order?' })
      .getByRole('button', { name: 'Place order' })
      .click();
    await expect(promoField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(promoField(page)).toHaveAccessibleDescription(
      /This promotion code does not apply to this order/,
    );
    await expect(page).toHaveURL(urlEndingIn(PAGES.order));
    // WHMCS has no new line for the customer.
    expect(await trialServiceIds(page, testInfo)).toEqual(before);
  },
);

trialTest(
  'a customer orders a second line from the dashboard and reaches its invoice with pay now',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    await page.getByTestId('order-line').click();
    await expect(page).toHaveURL(urlEndingIn(PAGES.order));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order another line' }),
    ).toBeVisible();

    const premium = page.getByRole('group', { name: /IPTV Premium/ });
    await expect(premium).toContainText('$97.99 / year');
    await choosePremium(page);
    await promoField(page).fill('WELCOME10');
    await page.getByRole('button', { name: 'Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place your order?' });
    await expect(dialog).toContainText('IPTV Premium — 12 months');
    await expect(dialog).toContainText('$97.99 / year');
    await expect(dialog).toContainText('WELCOME10');
    await dialog.getByRole('button', { name: 'Place order' }).click();

    // The new line's invoice, with the promotion taken off, and pay now.
    await expect(page).toHaveURL(/\/invoice\?invoiceid=\d+$/);
    const invoiceid = Number(new URL(page.url()).searchParams.get('invoiceid'));
    await expect(page.getByText('Order placed')).toBeVisible();
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Unpaid');
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(page.locator('main')).toContainText('WELCOME10');

    // Back on the dashboard, without a reload, the invoice is listed.
    await page.getByRole('link', { name: 'Back to invoices' }).click();
    await expect(
      page.locator(`main a[href$="invoice?invoiceid=${invoiceid}"]`).first(),
    ).toBeVisible();
  },
);
