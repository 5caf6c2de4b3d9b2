import {
  invoicesResponseSchema,
  payAllResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
});

/** The customer's Unpaid invoices as the invoices screen lists them. */
async function unpaidInvoices(browser: TestBrowser) {
  const response = await browser.post('/dashboard/api/invoices', {});
  return invoicesResponseSchema
    .parse(response.body)
    .invoices.filter((invoice) => invoice.status === 'Unpaid');
}

/**
 * Follows a payment link as the browser does: WHMCS signs the customer in
 * and sends them to a page; answers where it landed, its HTML and cookie.
 */
async function openPaymentLink(link: string) {
  const redeem = await fetch(link, { redirect: 'manual' });
  expect(redeem.status).toBe(302);
  const cookie = redeem.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const page = new URL(
    redeem.headers.get('location') ?? '',
    suite.server.emulator.url,
  );
  const html = await (await fetch(page, { headers: { cookie } })).text();
  return { page, cookie, html };
}

/** The invoice ids a WHMCS mass pay page lists, in its order. */
function listedInvoiceIds(html: string): number[] {
  return [
    ...html.matchAll(
      /data-testid="mass-pay-invoice"><td><a href="\/viewinvoice\.php\?id=(\d+)"/g,
    ),
  ].map((match) => Number(match[1]));
}

describe('payAll', () => {
  it('answers a link to WHMCS’s mass pay page of exactly the unpaid invoices, with their count and total', async () => {
    const unpaid = await unpaidInvoices(suite.demo);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const cents = unpaid.reduce(
      (sum, invoice) => sum + Math.round(Number(invoice.total) * 100),
      0,
    );
    const total = (cents / 100).toFixed(2);

    const response = await suite.demo.post('/dashboard/api/payAll', {});
    expect(response.status).toBe(200);
    const answer = payAllResponseSchema.parse(response.body);
    expect(answer).toMatchObject({
      count: unpaid.length,
      total,
      currency: unpaid[0]?.currency,
    });
    expect(answer.link).toContain(
      `${suite.server.emulator.url}/oauth/singlesignon.php?access_token=`,
    );

    const { page, html } = await openPaymentLink(answer.link);
    expect(`${page.pathname}${page.search}`).toBe(
      '/clientarea.php?action=masspay&all=true',
    );
    expect(listedInvoiceIds(html).sort()).toEqual(
      unpaid.map((invoice) => invoice.invoiceid).sort(),
    );
    const { prefix, suffix } = answer.currency;
    expect(html).toContain(
      `data-testid="mass-pay-total">${prefix}${total}${suffix}<`,
    );
    expect(html).toContain('data-testid="pay-now"');
    // Opening the page paid nothing.
    expect(await unpaidInvoices(suite.demo)).toEqual(unpaid);
  });

  it('refuses with NOTHING_TO_PAY once every invoice is paid', async () => {
    const refused = await expectRefused(
      async () => {
        // The customer pays everything on WHMCS's page first.
        const before = await suite.other.post('/dashboard/api/payAll', {});
        const { link } = payAllResponseSchema.parse(before.body);
        const { page, cookie } = await openPaymentLink(link);
        const paid = await fetch(page, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: '',
        });
        expect(await paid.text()).toContain('data-testid="payment-received"');
        expect(await unpaidInvoices(suite.other)).toEqual([]);
        return suite.other.post('/dashboard/api/payAll', {});
      },
      () => suite.other.post('/dashboard/api/payAll', {}),
      409,
      'NOTHING_TO_PAY',
    );
    expect(refused.body).toMatchObject({
      message: 'There are no unpaid invoices to pay',
    });
  });

  it('reports a refused single sign-on as WHMCS_REJECTED', async () => {
    await expectRefused(
      async () => {
        suite.server.emulator.setFaults({
          errorRate: 1,
          errorKind: 'whmcs',
          actions: ['CreateSsoToken'],
        });
        return suite.demo.post('/dashboard/api/payAll', {});
      },
      () => suite.demo.post('/dashboard/api/payAll', {}),
      422,
      'WHMCS_REJECTED',
    );
  });
});

/** How many single sign-on tokens WHMCS has created: one per payment link. */
function ssoTokensCreated(): Promise<number> {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS count FROM sso_tokens')
    .get() as { count: number };
  return Promise.resolve(Number(row.count));
}

describeEndpointBehaviour(suite, {
  endpoint: 'payAll',
  valid: () => ({}),
  fault: {
    actions: ['GetInvoices'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: ssoTokensCreated,
});
