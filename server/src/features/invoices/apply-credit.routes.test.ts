import { randomUUID } from 'node:crypto';

import {
  allDataResponseSchema,
  applyCreditResponseSchema,
} from '@members/contract';
import type { AllDataResponse } from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import {
  callEndpoint,
  describeEndpointBehaviour,
} from '../../../test/endpoint-behaviour.js';
import type { EndpointInput } from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { readCacheOwner } from '../../stores/read-cache.js';

// With the read cache on, as in production: the dashboard (allData) is read
// from it, so what the page shows and what a change drops can be told apart.
const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
  env: { READ_CACHE_SECONDS: '60' },
});

const [DEMO, OTHER] = DEMO_ACCOUNTS;
const DEMO_CLIENT: number = DEMO.clientId;
const OTHER_CLIENT: number = OTHER.clientId;

function whmcs(action: string, params: Record<string, string | number>) {
  return callEmulator(
    suite.server.emulator.url,
    action,
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    ),
  );
}

/** A new Unpaid invoice of `amount` for a client, made straight in WHMCS. */
async function newInvoice(amount: string, userid = DEMO_CLIENT) {
  const created = await whmcs('CreateInvoice', {
    userid,
    itemdescription1: 'Apply credit test',
    itemamount1: amount,
  });
  return Number(created.invoiceid);
}

/** The client's credit as WHMCS holds it. */
async function creditOf(clientid = DEMO_CLIENT): Promise<string> {
  const details = (await whmcs('GetClientsDetails', { clientid })) as {
    client: { credit: string };
  };
  return details.client.credit;
}

/** Sets the client's credit in WHMCS to `amount`. */
async function setCredit(amount: string, clientid = DEMO_CLIENT) {
  suite.server.emulator.db
    .prepare('UPDATE clients SET credit = ? WHERE id = ?')
    .run(Math.round(Number(amount) * 100), clientid);
  expect(await creditOf(clientid)).toBe(amount);
}

/** An invoice's state as WHMCS holds it. */
async function invoiceOf(invoiceid: number) {
  const invoice = await whmcs('GetInvoice', { invoiceid });
  return {
    status: invoice.status,
    credit: invoice.credit,
    total: invoice.total,
    balance: invoice.balance,
  };
}

function apply(input: EndpointInput, headers: Record<string, string> = {}) {
  return callEndpoint(suite.demo, 'applyCredit', input, headers);
}

/** The demo client's dashboard read as the read cache holds it, or null. */
async function cachedDashboard(): Promise<string | null> {
  return (await suite.server.stores.readCache.read(readCacheOwner(DEMO_CLIENT)))
    .value;
}

/**
 * The dashboard as the page reads it (allData); `fresh` drops the cached
 * read first, so it shows what WHMCS holds now (and is cached again).
 */
async function dashboard({ fresh = false } = {}): Promise<AllDataResponse> {
  if (fresh) {
    await suite.server.stores.readCache.invalidate(readCacheOwner(DEMO_CLIENT));
  }
  const response = await suite.demo.post('/dashboard/api/allData', {});
  expect(response.status, response.text).toBe(200);
  return allDataResponseSchema.parse(response.body);
}

describe('applyCredit', () => {
  it('applies part of the credit: the balance and the credit both drop, the invoice stays Unpaid', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('25.00');
    const response = await apply({ invoiceid, amount: 4.5 });
    expect(response.status, response.text).toBe(200);
    const answer = applyCreditResponseSchema.parse(response.body);
    expect(answer.applied).toBe('4.50');
    expect(answer.invoice).toMatchObject({
      invoiceid,
      status: 'Unpaid',
      credit: '4.50',
      balance: '20.50',
    });
    expect(answer.credit).toEqual({
      amount: '5.50',
      currency: { code: 'EUR', prefix: '€', suffix: ' EUR' },
    });
    expect(await creditOf()).toBe('5.50');
    expect(await invoiceOf(invoiceid)).toEqual({
      status: 'Unpaid',
      credit: '4.50',
      total: '20.50',
      balance: '20.50',
    });
  });

  it('pays the invoice when the credit covers its balance, and drops the cached dashboard', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('7.25');
    // The page showed the credit and the unpaid invoice, from the read cache.
    const shown = await dashboard({ fresh: true });
    expect(shown.credit?.amount).toBe('10.00');
    expect(
      shown.invoicesData.find((invoice) => invoice.invoiceid === invoiceid),
    ).toMatchObject({ status: 'Unpaid' });
    expect(await cachedDashboard()).not.toBeNull();

    const response = await apply({ invoiceid, amount: 7.25 });
    expect(response.status, response.text).toBe(200);
    const answer = applyCreditResponseSchema.parse(response.body);
    expect(answer.invoice).toMatchObject({ status: 'Paid', balance: '0.00' });
    expect(answer.invoice.datepaid).not.toBeNull();
    expect(answer.credit.amount).toBe('2.75');
    expect(await invoiceOf(invoiceid)).toMatchObject({
      status: 'Paid',
      balance: '0.00',
    });
    // The change dropped the cached read: the dashboard reads WHMCS again.
    expect(await cachedDashboard()).toBeNull();
    const after = await dashboard();
    expect(after.credit?.amount).toBe('2.75');
    expect(
      after.invoicesData.find((invoice) => invoice.invoiceid === invoiceid),
    ).toMatchObject({ status: 'Paid' });
  });

  it('refuses more than the credit with CREDIT_EXCEEDED, changing nothing', async () => {
    await setCredit('3.00');
    const invoiceid = await newInvoice('20.00');
    await expectRefused(
      () => apply({ invoiceid, amount: 3.01 }),
      () => apply({ invoiceid, amount: 1 }),
      409,
      'CREDIT_EXCEEDED',
    );
    expect(await creditOf()).toBe('2.00');
    expect(await invoiceOf(invoiceid)).toMatchObject({ balance: '19.00' });
  });

  it('refuses more than the invoice balance with AMOUNT_ABOVE_BALANCE, changing nothing', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('5.00');
    await expectRefused(
      () => apply({ invoiceid, amount: 4.01 }),
      () => apply({ invoiceid, amount: 1 }),
      409,
      'AMOUNT_ABOVE_BALANCE',
    );
    expect(await creditOf()).toBe('9.00');
    expect(await invoiceOf(invoiceid)).toMatchObject({
      status: 'Unpaid',
      balance: '4.00',
    });
  });

  it('refuses a paid invoice with INVOICE_NOT_PAYABLE', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('2.00');
    await expectRefused(
      () => apply({ invoiceid, amount: 1 }),
      // The control pays it with credit: then it is Paid.
      () => apply({ invoiceid, amount: 2 }),
      409,
      'INVOICE_NOT_PAYABLE',
    );
    expect(await creditOf()).toBe('8.00');
  });

  it('refuses amounts the contract does not allow (0, negative, 3 decimals, a string)', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('9.00');
    const bad: EndpointInput[] = [
      { invoiceid, amount: 0 },
      { invoiceid, amount: -1 },
      { invoiceid, amount: 1.005 },
      { invoiceid, amount: '1.00' },
    ];
    for (const input of bad) {
      const refused = await expectRefused(
        () => apply(input),
        () => apply({ invoiceid, amount: 0.01 }),
        400,
        'VALIDATION',
      );
      expect(JSON.parse(refused.text).issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'amount' })]),
      );
    }
    // Only the four controls' cents were applied.
    expect(await creditOf()).toBe('9.96');
  });

  it('checks the credit WHMCS holds now, not what the page showed', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('8.00');
    expect((await dashboard({ fresh: true })).credit?.amount).toBe('10.00');
    // Staff take the credit away while the page still shows it (the
    // dashboard is still served from the read cache).
    await setCredit('0.00');
    expect((await dashboard()).credit?.amount).toBe('10.00');
    expectError(await apply({ invoiceid, amount: 1 }), 409, 'CREDIT_EXCEEDED');
    expect(await invoiceOf(invoiceid)).toMatchObject({ balance: '8.00' });
    expect(await creditOf()).toBe('0.00');
  });

  it('leaves nothing half-done when WHMCS fails the write, and a retry with the same key applies it once', async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('6.00');
    const headers = { 'idempotency-key': `apply-credit-${randomUUID()}` };
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['ApplyCredit'],
    });
    const failed = await apply({ invoiceid, amount: 2 }, headers);
    suite.server.emulator.resetFaults();
    expectError(failed, 502, 'WHMCS_UNAVAILABLE');
    expect(await creditOf()).toBe('10.00');
    expect(await invoiceOf(invoiceid)).toMatchObject({
      credit: '0.00',
      balance: '6.00',
    });

    const retried = await apply({ invoiceid, amount: 2 }, headers);
    expect(retried.status, retried.text).toBe(200);
    const again = await apply({ invoiceid, amount: 2 }, headers);
    expect(again.body).toEqual(retried.body);
    expect(await creditOf()).toBe('8.00');
    expect(await invoiceOf(invoiceid)).toMatchObject({
      credit: '2.00',
      balance: '4.00',
    });
  });

  it("does not touch another client's credit or invoice", async () => {
    await setCredit('10.00');
    const invoiceid = await newInvoice('4.00', OTHER_CLIENT);
    await setCredit('5.00', OTHER_CLIENT);
    const mine = await newInvoice('4.00');
    await expectRefused(
      () => apply({ invoiceid, amount: 1 }),
      () => apply({ invoiceid: mine, amount: 1 }),
      404,
      'NOT_FOUND',
    );
    expect(await creditOf(OTHER_CLIENT)).toBe('5.00');
    expect(await invoiceOf(invoiceid)).toMatchObject({ balance: '4.00' });
  });
});

/** How many of the demo client's invoices carry applied credit. */
function creditedInvoices(): Promise<number> {
  const row = suite.server.emulator.db
    .prepare(
      'SELECT COUNT(*) AS count FROM invoices WHERE userid = ? AND credit > 0',
    )
    .get(DEMO_CLIENT) as { count: number };
  return Promise.resolve(Number(row.count));
}

describeEndpointBehaviour(suite, {
  endpoint: 'applyCredit',
  valid: async () => {
    await whmcs('AddCredit', {
      clientid: DEMO_CLIENT,
      description: 'test',
      amount: '1.00',
    });
    return { invoiceid: await newInvoice('2.00'), amount: 1 };
  },
  invalid: { input: { invoiceid: 1001, amount: 0 }, path: 'amount' },
  otherClient: {
    input: async () => ({
      invoiceid: await newInvoice('2.00', OTHER_CLIENT),
      amount: 1,
    }),
    missing: { invoiceid: 999999, amount: 1 },
  },
  fault: {
    actions: ['ApplyCredit'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: creditedInvoices,
});
