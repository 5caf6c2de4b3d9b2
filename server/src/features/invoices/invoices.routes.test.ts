import { payInvoiceResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import { extractPdfText } from '../../../test/pdf-text.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({ withOther: true });

/** An invoice as WHMCS has it, read straight from the emulator. */
async function whmcsInvoice(invoiceid: number) {
  const invoice = await callEmulator(suite.server.emulator.url, 'GetInvoice', {
    invoiceid: String(invoiceid),
  });
  return {
    status: invoice.status,
    total: invoice.total,
    balance: invoice.balance,
    transactions: invoice.transactions,
  };
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

describe('payInvoice', () => {
  it('answers a payment link whose page pays the invoice and links back', async () => {
    const response = await suite.demo.post('/dashboard/api/payInvoice', {
      invoiceid: 1001,
    });
    expect(response.status).toBe(200);
    const { link } = payInvoiceResponseSchema.parse(response.body);
    expect(link).toContain(
      `${suite.server.emulator.url}/oauth/singlesignon.php?access_token=`,
    );

    const { page: invoicePage, cookie } = await openPaymentLink(link);
    expect(invoicePage.pathname).toBe('/viewinvoice.php');
    const paid = await fetch(invoicePage, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const html = await paid.text();
    expect(html).toContain('/dashboard/invoice?invoiceid=1001');

    const after = await suite.demo.post('/dashboard/api/invoice', {
      invoiceid: 1001,
    });
    expect((after.body as { invoice: { status: string } }).invoice.status).toBe(
      'Paid',
    );
    expectError(
      await suite.demo.post('/dashboard/api/payInvoice', { invoiceid: 1001 }),
      409,
      'INVOICE_NOT_PAYABLE',
    );
  });

  it.each([1003, 1006, 1007])(
    'refuses invoice %i, which is not Unpaid',
    async (invoiceid) => {
      expectError(
        await suite.demo.post('/dashboard/api/payInvoice', { invoiceid }),
        409,
        'INVOICE_NOT_PAYABLE',
      );
    },
  );

  it("answers 404 for another client's invoice", async () => {
    expectError(
      await suite.demo.post('/dashboard/api/payInvoice', { invoiceid: 2001 }),
      404,
      'NOT_FOUND',
    );
  });

  it('ignores an amount or currency sent by the browser', async () => {
    const before = await whmcsInvoice(2001);
    expect(before).toMatchObject({ status: 'Unpaid', balance: '9.99' });
    const response = await suite.other.post('/dashboard/api/payInvoice', {
      invoiceid: 2001,
      amount: 0.01,
      currency: 'XXX',
    });
    expect(response.status).toBe(200);
    const { link } = payInvoiceResponseSchema.parse(response.body);
    expect(link).not.toMatch(/amount|currency|0\.01|XXX/i);
    // The link opens WHMCS's own page of the invoice, which asks for what
    // WHMCS has: nothing the browser sent goes along.
    const { page, html } = await openPaymentLink(link);
    expect(`${page.pathname}${page.search}`).toBe('/viewinvoice.php?id=2001');
    expect(html).toMatch(/data-testid="pay-now">Pay now [^<]*9\.99/);
    expect(html).not.toMatch(/0\.01|XXX/);
    // And nothing was written to the invoice.
    expect(await whmcsInvoice(2001)).toEqual(before);
  });

  it('refuses a string id', async () => {
    expectError(
      await suite.demo.post('/dashboard/api/payInvoice', { invoiceid: '1002' }),
      400,
      'VALIDATION',
    );
  });
});

describe('invoicePdf', () => {
  it('renders the invoice with its items and total', async () => {
    const response = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=1002`,
      {
        headers: { cookie: `sid=${suite.demo.cookies.get('sid') ?? ''}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'invoice-1002.pdf',
    );
    const text = await extractPdfText(
      new Uint8Array(await response.arrayBuffer()),
    );
    expect(text).toContain('Invoice #1002');
    expect(text).toContain('StreamMax');
    expect(text).toContain('Total');
    const invoice = (
      await suite.demo.post('/dashboard/api/invoice', { invoiceid: 1002 })
    ).body as { invoice: { items: { description: string }[]; total: string } };
    for (const item of invoice.invoice.items) {
      expect(text).toContain(item.description.slice(0, 20));
    }
    expect(text).toContain(invoice.invoice.total);
  });

  it('speaks Turkish with its own letters', async () => {
    const response = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=1003&locale=tr-tr`,
      { headers: { cookie: `sid=${suite.demo.cookies.get('sid') ?? ''}` } },
    );
    const text = await extractPdfText(
      new Uint8Array(await response.arrayBuffer()),
    );
    expect(text).toContain('Fatura');
    expect(text).toContain('Ödendi');
    expect(text).toContain('Son ödeme tarihi');
  });

  it("answers 404 for another client's invoice and 400 for a bad id", async () => {
    const cookie = `sid=${suite.demo.cookies.get('sid') ?? ''}`;
    const foreign = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=2001`,
      {
        headers: { cookie },
      },
    );
    expect(foreign.status).toBe(404);
    const bad = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=12ab`,
      {
        headers: { cookie },
      },
    );
    expect(bad.status).toBe(400);
    const guest = await fetch(
      `${suite.server.url}/dashboard/api/invoicePdf?invoiceid=1002`,
    );
    expect(guest.status).toBe(401);
  });
});

/** How many single sign-on tokens WHMCS has created: one per payment link. */
function ssoTokensCreated(): Promise<number> {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS count FROM sso_tokens')
    .get() as { count: number };
  return Promise.resolve(Number(row.count));
}

const GET_INVOICE_REJECTED = {
  actions: ['GetInvoice'],
  errorKind: 'whmcs',
  status: 422,
  code: 'WHMCS_REJECTED',
} as const;

describeEndpointBehaviour(suite, {
  endpoint: 'invoices',
  valid: () => ({}),
  fault: {
    actions: ['GetInvoices'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'invoice',
  valid: () => ({ invoiceid: 1002 }),
  invalid: { input: { invoiceid: '1002' }, path: 'invoiceid' },
  otherClient: { input: { invoiceid: 2001 }, missing: { invoiceid: 999_999 } },
  fault: GET_INVOICE_REJECTED,
});

describeEndpointBehaviour(suite, {
  endpoint: 'payInvoice',
  valid: () => ({ invoiceid: 1002 }),
  invalid: { input: { invoiceid: 1002.5 }, path: 'invoiceid' },
  otherClient: { input: { invoiceid: 2001 }, missing: { invoiceid: 999_999 } },
  fault: GET_INVOICE_REJECTED,
  writes: ssoTokensCreated,
});

describeEndpointBehaviour(suite, {
  endpoint: 'invoicePdf',
  valid: () => ({ invoiceid: 1002 }),
  invalid: { input: { invoiceid: 'x' }, path: 'invoiceid' },
  otherClient: { input: { invoiceid: 2001 }, missing: { invoiceid: 999_999 } },
  fault: GET_INVOICE_REJECTED,
});
