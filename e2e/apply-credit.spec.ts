import { expect } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { accountPerWidthTest, isPhone } from './support/fixtures';
import { appUrl } from './support/paths';
import { screenReady } from './support/screen';

// Each journey makes its own invoice and gives its customer the credit it
// spends, so it passes in any file order; whatever is left unpaid is paid
// from that credit afterwards, which also takes the credit back out. Credit
// belongs to the whole account and the two widths may run at the same time,
// so each width has its own customer (the demo one at desktop width, the
// other one on the phone).

/** The client the journey is signed in as at this width. */
function clientOf(testInfo: TestInfo): number {
  return isPhone(testInfo) ? 2 : 1;
}

/** A new Unpaid invoice of the journey's customer and as much credit for it. */
async function invoiceWithCredit(
  request: APIRequestContext,
  testInfo: TestInfo,
  amount: string,
): Promise<number> {
  const created = await callWhmcs(request, testInfo, 'CreateInvoice', {
    userid: clientOf(testInfo),
    itemdescription1: `Apply credit journey (${testInfo.project.name})`,
    itemamount1: amount,
  });
  await callWhmcs(request, testInfo, 'AddCredit', {
    clientid: clientOf(testInfo),
    description: 'Apply credit journey',
    amount,
  });
  return Number(created.invoiceid);
}

/** Pays what is left of the invoice from the credit the journey added. */
async function settle(
  request: APIRequestContext,
  testInfo: TestInfo,
  invoiceid: number,
): Promise<void> {
  await callWhmcs(request, testInfo, 'ApplyCredit', {
    invoiceid,
    amount: 'full',
    noemail: 1,
  }).catch(() => undefined);
}

/** The credit the journey's customer has in WHMCS, in cents. */
async function creditCents(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<number> {
  const details = (await callWhmcs(request, testInfo, 'GetClientsDetails', {
    clientid: clientOf(testInfo),
  })) as { client: { credit: string } };
  return Math.round(Number(details.client.credit) * 100);
}

function euros(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}

function statusBanner(page: Page) {
  return page.locator('main [role="status"][data-status]');
}

accountPerWidthTest(
  'credit applied to an unpaid invoice lowers its balance, then pays it, without a reload',
  async ({ page }, testInfo) => {
    const invoiceid = await invoiceWithCredit(page.request, testInfo, '3.00');
    try {
      const before = await creditCents(page.request, testInfo);
      // The server keeps what it read of an account for READ_CACHE_SECONDS
      // (10 s): credit added in WHMCS a moment ago shows once that has passed.
      await expect(async () => {
        await page.goto(appUrl(PAGES.invoice, { invoiceid }));
        await expect(statusBanner(page)).toHaveAttribute(
          'data-status',
          'Unpaid',
        );
        await expect(page.getByTestId('credit-offer')).toHaveText(
          `You have ${euros(before)} of credit. Apply it to this invoice.`,
          { timeout: 2_000 },
        );
      }).toPass({ timeout: 30_000 });
      const card = page.getByTestId('apply-credit');
      const amount = card.getByRole('textbox', { name: /Amount to apply/ });
      // As much as the invoice needs: the journey added that much credit.
      await expect(amount).toHaveValue('3.00');

      // Part of it first.
      await amount.fill('1.00');
      await card.getByRole('button', { name: 'Apply credit' }).click();
      let dialog = page.getByRole('dialog', { name: 'Apply credit?' });
      await expect(dialog).toContainText(
        `€1.00 of your credit will be applied to invoice #${invoiceid}.`,
      );
      await dialog.getByRole('button', { name: 'Apply €1.00' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('credit-offer')).toContainText(
        `You have ${euros(before - 100)} of credit.`,
      );
      await expect(statusBanner(page)).toHaveAttribute('data-status', 'Unpaid');
      await expect(statusBanner(page)).toContainText('€2.00');
      await expect(amount).toHaveValue('2.00');

      // Then the rest: the invoice is paid.
      await card.getByRole('button', { name: 'Apply credit' }).click();
      dialog = page.getByRole('dialog', { name: 'Apply credit?' });
      await dialog.getByRole('button', { name: 'Apply €2.00' }).click();
      await expect(statusBanner(page)).toHaveAttribute('data-status', 'Paid');
      await expect(page.getByTestId('apply-credit')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(
        0,
      );
      await expect(page.getByTestId('pay-bar')).toHaveCount(0);
      expect(await creditCents(page.request, testInfo)).toBe(before - 300);

      // WHMCS has it so too, and the list shows it after a reload.
      await page.reload();
      await expect(statusBanner(page)).toHaveAttribute('data-status', 'Paid');
    } finally {
      await settle(page.request, testInfo, invoiceid);
    }
  },
);

for (const scheme of ['light', 'dark'] as const) {
  accountPerWidthTest(
    `the credit offer and its confirmation have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }, testInfo) => {
      await useScheme(context, baseURL, scheme);
      const invoiceid = await invoiceWithCredit(page.request, testInfo, '2.00');
      try {
        const card = page.getByTestId('apply-credit');
        // Credit added in WHMCS shows once the server's 10 s read cache has passed.
        await expect(async () => {
          await page.goto(appUrl(PAGES.invoice, { invoiceid }));
          await expect(page.locator('html')).toHaveAttribute(
            'data-mantine-color-scheme',
            scheme,
          );
          await screenReady(page);
          await expect(card).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        // The amount refused, with its message.
        const amount = card.getByRole('textbox', { name: /Amount to apply/ });
        await amount.fill('2.01');
        await card.getByRole('button', { name: 'Apply credit' }).click();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expectNoViolations(page, 'credit offer with an error');

        await amount.fill('2.00');
        await card.getByRole('button', { name: 'Apply credit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Apply credit?' });
        await expect(dialog).toBeVisible();
        await expectNoViolations(page, 'credit confirmation');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await expect(statusBanner(page)).toHaveAttribute(
          'data-status',
          'Unpaid',
        );
      } finally {
        await settle(page.request, testInfo, invoiceid);
      }
    },
  );
}
