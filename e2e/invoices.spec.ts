import { readFile } from 'node:fs/promises';

import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { DEFAULT_LOCALE, PAGES } from '@members/contract';

import { callWhmcs } from './support/emulator';
import { demoTest, isPhone } from './support/fixtures';
import {
  apiUrl,
  appUrl,
  callApi,
  callApiOk,
  urlEndingIn,
} from './support/paths';
import { hiddenFooterLinks } from './support/screen';

// Only the demo customer's invoices 1002 (Unpaid, paid here) and 1003 (Paid)
// are used, and invoices each journey creates for itself, so the other spec
// files are not affected, whatever order the journeys run in.

const DEMO_CLIENT_ID = 1;

/** WHMCS's page paying every unpaid invoice at once. */
const MASS_PAY = /\/clientarea\.php\?action=masspay&all=true$/;

function statusBanner(page: Page) {
  return page.locator('main [role="status"][data-status]');
}

demoTest(
  'pay all opens the mass payment page of every unpaid invoice, paying nothing',
  async ({ page }, testInfo) => {
    // Two unpaid invoices of its own: the button shows whichever demo
    // invoices other journeys paid before this one.
    const amounts = ['3.00', '4.50'];
    const own: number[] = [];
    for (const amount of amounts) {
      const created = await callWhmcs(page.request, testInfo, 'CreateInvoice', {
        userid: DEMO_CLIENT_ID,
        itemdescription1: `Pay all journey (${testInfo.project.name})`,
        itemamount1: amount,
      });
      own.push(Number(created.invoiceid));
    }
    try {
      await page.goto(`${appUrl(PAGES.home)}#invoices`);
      const section = page.locator('#invoices');
      const button = section.getByTestId('pay-all');
      await expect(button).toBeVisible();
      const { invoices } = await callApiOk(page, 'invoices', {});
      const unpaid = invoices
        .filter((invoice) => invoice.status === 'Unpaid')
        .map((invoice) => invoice.invoiceid);
      expect(unpaid).toEqual(expect.arrayContaining(own));
      await expect(button).toHaveText(/^Pay all \(\d+\) · €[\d.,]+$/);

      // The dashboard may show the list as it was read before this journey
      // made its invoices (reads are cached for seconds), or before another
      // journey made or paid one: the customer is then not sent to pay what
      // they did not see, but told what is due now, and the button shows it.
      const changed = page.getByText(/^What is due changed meanwhile: now /);
      for (let attempt = 1; ; attempt += 1) {
        const told = await changed.count();
        const shown = await button.innerText();
        await button.click();
        const outcome = await Promise.race([
          page.waitForURL(MASS_PAY).then(() => 'left' as const),
          expect(changed)
            .toHaveCount(told + 1)
            .then(() => 'told' as const),
        ]);
        if (outcome === 'left') {
          break;
        }
        expect(attempt, 'what is due settles').toBeLessThan(3);
        await expect(button).not.toHaveText(shown);
        await expect(button).not.toHaveAttribute('data-loading', 'true');
      }
      await expect(page).toHaveURL(MASS_PAY);
      const rows = page.getByTestId('mass-pay-invoice');
      await expect(rows.first()).toBeVisible();
      const listed = await rows
        .locator('a')
        .evaluateAll((links) =>
          links.map((link) =>
            Number(
              new URL((link as HTMLAnchorElement).href).searchParams.get('id'),
            ),
          ),
        );
      // Every unpaid invoice of the customer, its own two among them (another
      // journey may make and pay one of its own meanwhile).
      expect(listed).toEqual(expect.arrayContaining(own));
      expect(listed.length).toBeGreaterThanOrEqual(own.length);
      await expect(page.getByTestId('mass-pay-total')).toContainText('€');
      await expect(page.getByTestId('pay-now')).toBeVisible();

      // Nothing was paid: WHMCS has both still Unpaid, their whole amount
      // due, and no payment recorded.
      for (const [index, invoiceid] of own.entries()) {
        const invoice = await callWhmcs(page.request, testInfo, 'GetInvoice', {
          invoiceid,
        });
        expect(invoice.status, `invoice ${invoiceid}`).toBe('Unpaid');
        expect(invoice.balance, `invoice ${invoiceid}`).toBe(amounts[index]);
        expect(invoice.transactions, `invoice ${invoiceid}`).toBe('');
      }
    } finally {
      // Paid as WHMCS staff would: no unpaid invoice of this journey stays.
      for (const invoiceid of own) {
        await callWhmcs(page.request, testInfo, 'AddInvoicePayment', {
          invoiceid,
          transid: `pay-all-journey-${invoiceid}`,
          noemail: 1,
        }).catch(() => undefined);
      }
    }
  },
);

demoTest(
  'an unpaid invoice is paid on the payment page, then shows as paid',
  async ({ page }, testInfo) => {
    await page.goto(appUrl(PAGES.invoice, { invoiceid: 1002 }));
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Unpaid');
    const bar = page.getByTestId('pay-bar');
    if (isPhone(testInfo)) {
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('€9.99');
      const box = await bar.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.y + box.height).toBe(viewport?.height);
    } else {
      await expect(bar).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Pay now' }).click();

    await page.getByTestId('pay-now').click();
    await page.getByTestId('back-to-members-area').click();
    await expect(page).toHaveURL(
      urlEndingIn(appUrl(PAGES.invoice, { invoiceid: 1002 })),
    );
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Paid');
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await expect(page.getByTestId('pay-bar')).toHaveCount(0);
  },
);

demoTest(
  "on a phone, the unpaid invoice's pay bar leaves the cancellation link at the page's end in view and clickable",
  async ({ page }, testInfo) => {
    demoTest.skip(!isPhone(testInfo), 'the pay bar is the phone layout’s');
    // 1001 stays Unpaid in every journey.
    await page.goto(appUrl(PAGES.invoice, { invoiceid: 1001 }));
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Unpaid');
    const bar = page.getByTestId('pay-bar');
    await expect(bar).toBeVisible();
    expect(await hiddenFooterLinks(page)).toEqual([]);
    const link = page.getByTestId('cancel-contracts-link');
    await expect(link).toBeInViewport({ ratio: 1 });
    const [linkBox, barBox] = await Promise.all([
      link.boundingBox(),
      bar.boundingBox(),
    ]);
    expect(linkBox && barBox && linkBox.y + linkBox.height).toBeLessThanOrEqual(
      barBox?.y ?? 0,
    );
    // The bar is still fixed at the bottom of the screen.
    const viewport = page.viewportSize();
    expect(barBox && barBox.y + barBox.height).toBe(viewport?.height);
    // Without force: Playwright refuses to click what another element covers.
    await link.click();
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.cancel)));
  },
);

demoTest(
  'a paid invoice offers no payment, and the API refuses one',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.invoice, { invoiceid: 1003 }));
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Paid');
    await expect(
      page.getByRole('link', { name: 'Download PDF' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await expect(page.getByTestId('pay-bar')).toHaveCount(0);
    const answer = await callApi(page, 'payInvoice', { invoiceid: 1003 });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
  },
);

demoTest('the invoice downloads as a PDF', async ({ page }) => {
  await page.goto(appUrl(PAGES.invoice, { invoiceid: 1003 }));
  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute(
    'href',
    apiUrl('invoicePdf', { invoiceid: 1003, locale: DEFAULT_LOCALE }),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    link.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
