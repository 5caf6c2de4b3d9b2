import { expect, test } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs } from './support/emulator';
import { demoTest, isPhone } from './support/fixtures';
import { appUrl, urlEndingIn, urlWith } from './support/paths';
import { openHeaderMenu, screenReady } from './support/screen';
import { signInByApi } from './support/session';

// The journey makes its own data through the emulator (an overdue and an
// unpaid invoice, a ticket staff answered, line 106 running out with its
// renewal invoice) and settles it afterwards, so it asserts nothing that
// another journey (paying 1002, replying to ticket 12) or the date of the
// run can change: its dates are counted from today, and the demo's own are
// read from WHMCS. Line 106 and invoice 1008 are the demo's own "running
// out" case; only this journey moves 106's date, and puts it back.

const DEMO_CLIENT_ID = 1;
const LINE = 106;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A calendar date `days` from today in the billing calendar: UTC, as the
 * suite's servers run (no BILLING_TIMEZONE).
 */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

function panelOf(page: Page): Locator {
  return page.locator('#attention');
}

/** The panel once it shows `item` (the server may serve its cached reads for a few seconds). */
async function openDashboardWith(page: Page, item: Locator): Promise<void> {
  await expect(async () => {
    await page.goto(appUrl(PAGES.home));
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
}

demoTest(
  'needs attention lists overdue, unpaid, running out, answered and new, in that order, and its links lead there',
  async ({ page }, testInfo) => {
    demoTest.slow();
    const request = page.request;
    const whmcs = (action: string, params: Record<string, string | number>) =>
      callWhmcs(request, testInfo, action, params);
    const tag = `attention ${testInfo.project.name}`;

    // The renewal's date: within the 7 days, and the due date of no other
    // unpaid invoice, so its renewal invoice is the only one due that day.
    const { invoices } = await whmcs('GetInvoices', {
      userid: DEMO_CLIENT_ID,
      status: 'Unpaid',
      limitnum: 1000,
    });
    const taken = new Set(
      ((invoices as { invoice?: { duedate: string }[] }).invoice ?? []).map(
        (invoice) => invoice.duedate,
      ),
    );
    const renewalDays = [4, 3, 5, 2, 6].find(
      (days) => !taken.has(dayFromToday(days)),
    );
    if (renewalDays === undefined) {
      throw new Error('Another unpaid invoice is due on every day of the week');
    }
    const renewalDate = dayFromToday(renewalDays);
    // The line's own date, put back afterwards.
    const { products } = await whmcs('GetClientsProducts', {
      serviceid: LINE,
    });
    const lineDueDate = (products as { product: { nextduedate: string }[] })
      .product[0]?.nextduedate;
    expect(lineDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const own: number[] = [];
    const makeInvoice = async (duedate: string, amount: string) => {
      const created = await whmcs('CreateInvoice', {
        userid: DEMO_CLIENT_ID,
        date: dayFromToday(-40),
        duedate,
        itemdescription1: `${tag} (${duedate})`,
        itemamount1: amount,
      });
      own.push(Number(created.invoiceid));
      return Number(created.invoiceid);
    };
    let ticketid = 0;
    try {
      const overdue = await makeInvoice(dayFromToday(-30), '3.10');
      const unpaid = await makeInvoice(dayFromToday(30), '3.20');
      await whmcs('UpdateClientProduct', {
        serviceid: LINE,
        nextduedate: renewalDate,
      });
      const renewal = await makeInvoice(renewalDate, '9.99');
      const subject = `Needs attention journey (${testInfo.project.name})`;
      const opened = await whmcs('OpenTicket', {
        clientid: DEMO_CLIENT_ID,
        deptid: 1,
        subject,
        message: 'Is my line fine?',
      });
      ticketid = Number(opened.id);
      await whmcs('AddTicketReply', {
        ticketid,
        adminusername: 'admin',
        message: 'Yes, it is. Anything else?',
      });

      const panel = panelOf(page);
      const ticketLink = panel.getByRole('link', {
        name: `Support answered “${subject}”`,
      });
      await openDashboardWith(page, ticketLink);
      await expect(
        panel.getByRole('heading', { level: 2, name: /Needs attention/ }),
      ).toBeVisible();

      const items = panel.getByTestId('attention-item');
      const overdueItem = items.filter({
        has: page.getByRole('link', {
          name: `Invoice #${overdue} is 30 days overdue`,
        }),
      });
      const unpaidItem = items.filter({
        has: page.getByRole('link', {
          name: `Invoice #${unpaid} is waiting for payment`,
        }),
      });
      const renewalItem = items
        .filter({
          has: page.getByRole('link', {
            name: `IPTV Standard — 1 month runs out in ${renewalDays} days`,
            exact: true,
          }),
        })
        .filter({ hasText: 'Line demo_bedroom' });
      const ticketItem = items.filter({
        has: page.getByRole('link', { name: `Support answered “${subject}”` }),
      });
      const newsItem = items.filter({
        has: page.getByRole('link', { name: '3 new announcements' }),
      });
      for (const item of [
        overdueItem,
        unpaidItem,
        renewalItem,
        ticketItem,
        newsItem,
      ]) {
        await expect(item).toHaveCount(1);
      }
      await expect(overdueItem).toContainText('€3.10');
      await expect(unpaidItem).toContainText('€3.20');
      await expect(renewalItem).toContainText(`Line demo_bedroom, paid until`);
      await expect(renewalItem).toContainText(
        `Pay invoice #${renewal} (€9.99) to renew it.`,
      );
      // The renewal invoice is said on its line, not again as unpaid.
      await expect(
        panel.getByRole('link', {
          name: `Invoice #${renewal} is waiting for payment`,
        }),
      ).toHaveCount(0);

      // In rank order.
      const kinds = await items.evaluateAll((rows) =>
        rows.map((row) => (row as HTMLElement).dataset.kind ?? ''),
      );
      const positions = await Promise.all(
        [overdueItem, unpaidItem, renewalItem, ticketItem, newsItem].map(
          (item) =>
            item.evaluate((row) =>
              [...(row.parentElement?.children ?? [])].indexOf(row),
            ),
        ),
      );
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(kinds.at(-1)).toBe('announcements');
      await expect(panel.getByTestId('pay-all')).toBeVisible();
      for (const invoiceid of [overdue, unpaid, renewal]) {
        await expect(
          panel.getByRole('button', { name: `Pay now: invoice #${invoiceid}` }),
        ).toBeVisible();
      }

      // The links lead to the invoice, the line, the ticket and the news.
      await overdueItem.getByRole('link').click();
      await expect(page).toHaveURL(
        urlEndingIn(appUrl(PAGES.invoice, { invoiceid: overdue })),
      );
      await screenReady(page);
      await page.goBack();
      await renewalItem.getByRole('link').click();
      await expect(page).toHaveURL(
        urlEndingIn(appUrl(PAGES.subscription, { subscriptionid: LINE })),
      );
      await screenReady(page);
      await page.goBack();
      await ticketLink.click();
      await expect(page).toHaveURL(
        urlEndingIn(appUrl(PAGES.ticket, { ticketid })),
      );
      await expect(page.getByText('Yes, it is. Anything else?')).toBeVisible();
      await page.goBack();
      await newsItem.getByRole('link').click();
      await expect(page.locator('#announcements')).toBeInViewport();
      // Opened: no longer new.
      await expect(newsItem).toHaveCount(0);

      // Pay now leaves for the payment page of that invoice.
      await panel
        .getByRole('button', { name: `Pay now: invoice #${renewal}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`id=${renewal}\\b`));
    } finally {
      // Settled as WHMCS staff would: nothing of this journey stays to do.
      for (const invoiceid of own) {
        await whmcs('AddInvoicePayment', {
          invoiceid,
          transid: `attention-journey-${invoiceid}`,
          noemail: 1,
        }).catch(() => undefined);
      }
      if (ticketid) {
        await whmcs('UpdateTicket', { ticketid, status: 'Closed' }).catch(
          () => undefined,
        );
      }
      if (lineDueDate) {
        await whmcs('UpdateClientProduct', {
          serviceid: LINE,
          nextduedate: lineDueDate,
        }).catch(() => undefined);
      }
    }
  },
);

/**
 * A new WHMCS client with a login of its own and nothing to do: no line, no
 * invoice, no ticket, and no announcement opened yet.
 */
async function newCustomer(
  page: Page,
  testInfo: TestInfo,
): Promise<{ email: string; password: string }> {
  const email = `news.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'a long pass phrase';
  await callWhmcs(page.request, testInfo, 'AddClient', {
    firstname: 'Nora',
    lastname: 'News',
    email,
    password2: password,
    address1: '1 Old Street',
    city: 'London',
    state: 'London',
    postcode: 'EC1V 9HX',
    country: 'GB',
    phonenumber: '+44.2071234567',
    noemail: 1,
  });
  return { email, password };
}

// Its own customer: the mark is the customer's, kept by the server, and the
// demo customer's announcements stay new for the journey above.
test('announcements opened from the panel stay seen after signing out and in again', async ({
  page,
}, testInfo) => {
  test.slow();
  const customer = await newCustomer(page, testInfo);
  await signInByApi(page, customer);
  await page.goto(appUrl(PAGES.home));
  const panel = panelOf(page);
  const news = panel.getByRole('link', { name: /^\d+ new announcements?$/ });
  await expect(news).toBeVisible();
  await news.click();
  await expect(page.locator('#announcements')).toBeInViewport();
  await expect(panel.getByTestId('attention-calm')).toContainText(
    'All is well',
  );
  await expect(news).toHaveCount(0);

  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));

  await page
    .locator('label')
    .filter({ hasText: /^Password$/ })
    .click();
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.locator('input[type=password]').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back on the dashboard, at the announcements it was last at.
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.home), '(#announcements)?'),
  );
  // The panel has its data, and the announcements are not new again.
  await expect(panel.getByTestId('attention-calm')).toContainText(
    'All is well',
  );
  await expect(news).toHaveCount(0);
  await expect(
    page.locator('#announcements').getByRole('heading').first(),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `the dashboard with its needs attention panel has no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      demoTest.slow();
      await useScheme(context, baseURL, scheme);
      await page.goto(appUrl(PAGES.home));
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        scheme,
      );
      // 1001 stays unpaid in every journey and 12's answer is the demo's:
      // the panel has rows, whatever other journeys paid or replied.
      await expect(
        panelOf(page).getByTestId('attention-item').first(),
      ).toBeVisible();
      await screenReady(page);
      await expectNoViolations(page, 'dashboard with needs attention');
    },
  );
}
