import {
  resellerProductResponseSchema,
  updateRedirectUrlResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callEmulator } from './emulator-api.js';
import { expectError, expectQuotaLeft } from './expect-error.js';
import { TestBrowser } from './http-client.js';
import { DEMO, OTHER, signInWithPassword } from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

let server: TestServer;
let demo: TestBrowser;
let other: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  other = new TestBrowser(server.url);
  await signInWithPassword(server, other, OTHER.email, OTHER.password);
});

beforeEach(async () => {
  // A withdrawal needs a recent sign-in: start each test freshly signed in.
  server.clock.advance(25 * 60 * 60 * 1000);
  demo = new TestBrowser(server.url);
  await signInWithPassword(server, demo, DEMO.email, DEMO.password);
});

afterAll(async () => {
  await server.close();
});

function whmcs(action: string, params: Record<string, string>) {
  return callEmulator(server.emulator.url, action, params);
}

async function ticketsInAffiliateDepartment(): Promise<number> {
  return Number(
    (await whmcs('GetTickets', { clientid: '1', deptid: '3' })).totalresults,
  );
}

describe('withdrawals', () => {
  it('lists no requests at first and the whole balance as available', async () => {
    const response = await demo.get('/dashboard/api/withdrawals');
    expect(response.status).toBe(200);
    const list = withdrawalsResponseSchema.parse(response.body);
    expect(list).toMatchObject({ balance: '125.50', available: '125.50' });
    expect(list.currency.code).toBe('EUR');
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['three decimals', 12.345],
    ['a string with a comma', '12,50'],
    ['a numeric string', '12.50'],
    ['null', null],
  ])('refuses %s as an amount', async (_name, amount) => {
    const before = await ticketsInAffiliateDepartment();
    const envelope = expectError(
      await demo.post('/dashboard/api/withdrawal', {
        amount,
        paymentmethod: 'paypal',
      }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues?.[0]?.path).toBe('amount');
    expect(await ticketsInAffiliateDepartment()).toBe(before);
  });

  it('refuses 1e309 and NaN', async () => {
    for (const data of [
      '{"amount":1e309,"paymentmethod":"paypal"}',
      '{"amount":NaN,"paymentmethod":"paypal"}',
    ]) {
      const response = await demo.request('POST', '/dashboard/api/withdrawal', {
        raw: { contentType: 'application/json', data },
      });
      expectError(response, 400, 'VALIDATION');
    }
  });

  it('refuses an unknown payment method', async () => {
    const envelope = expectError(
      await demo.post('/dashboard/api/withdrawal', {
        amount: 10,
        paymentmethod: 'cash',
      }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues).toEqual([
      { path: 'paymentmethod', code: 'invalid_method' },
    ]);
  });

  it('refuses more than the balance', async () => {
    const envelope = expectError(
      await demo.post('/dashboard/api/withdrawal', {
        amount: 125.51,
        paymentmethod: 'paypal',
      }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues).toEqual([
      { path: 'amount', code: 'amount_above_balance' },
    ]);
  });

  it('needs a sign-in within the last 15 minutes', async () => {
    server.clock.advance(16 * 60 * 1000);
    expectError(
      await demo.post('/dashboard/api/withdrawal', {
        amount: 10,
        paymentmethod: 'paypal',
      }),
      403,
      'REAUTH_REQUIRED',
    );
  });

  it('refuses customers who are not affiliates (403)', async () => {
    expectError(
      await other.get('/dashboard/api/withdrawals'),
      403,
      'FORBIDDEN',
    );
    server.clock.advance(11_000);
    const fresh = new TestBrowser(server.url);
    await signInWithPassword(server, fresh, OTHER.email, OTHER.password);
    expectError(
      await fresh.post('/dashboard/api/withdrawal', {
        amount: 1,
        paymentmethod: 'paypal',
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('opens a ticket for the whole balance, which then counts against it', async () => {
    const response = await demo.post('/dashboard/api/withdrawal', {
      amount: 125.5,
      paymentmethod: 'banktransfer',
      notes: 'IBAN on file, thanks!',
    });
    expect(response.status).toBe(200);
    const answer = withdrawalResponseSchema.parse(response.body);
    expect(answer.available).toBe('0.00');
    expect(answer.withdrawals[0]).toMatchObject({
      amount: '125.50',
      method: 'Bank transfer',
      isOpen: true,
    });
    const ticket = await whmcs('GetTicket', {
      ticketid: String(answer.ticketid),
    });
    expect(ticket.deptid).toBe('3');
    expect(ticket.subject).toBe(
      'Affiliate withdrawal request: 125.50 EUR via Bank transfer',
    );
    const message = (ticket.replies as { reply: { message: string }[] })
      .reply[0]?.message;
    expect(message).toContain('Amount: 125.50 EUR');
    expect(message).toContain('IBAN on file, thanks!');

    expectError(
      await demo.post('/dashboard/api/withdrawal', {
        amount: 0.01,
        paymentmethod: 'paypal',
      }),
      400,
      'VALIDATION',
    );

    await whmcs('UpdateTicket', {
      ticketid: String(answer.ticketid),
      status: 'Closed',
    });
    const after = withdrawalsResponseSchema.parse(
      (await demo.get('/dashboard/api/withdrawals')).body,
    );
    expect(after.withdrawals[0]?.isOpen).toBe(false);
    expect(after.available).toBe('125.50');
  });

  it('opens nothing when WHMCS refuses the ticket, and it costs none of the day', async () => {
    const before = await ticketsInAffiliateDepartment();
    server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['OpenTicket'],
    });
    try {
      expectError(
        await demo.post('/dashboard/api/withdrawal', {
          amount: 1,
          paymentmethod: 'paypal',
        }),
        422,
        'WHMCS_REJECTED',
      );
    } finally {
      server.emulator.resetFaults();
    }
    expect(await ticketsInAffiliateDepartment()).toBe(before);
    const opened: number[] = [];
    await expectQuotaLeft(5, async () => {
      const response = await demo.post('/dashboard/api/withdrawal', {
        amount: 1,
        paymentmethod: 'paypal',
      });
      if (response.status === 200) {
        opened.push(withdrawalResponseSchema.parse(response.body).ticketid);
      }
      return response;
    });
    expect(await ticketsInAffiliateDepartment()).toBe(before + 5);
    // Closed again: the other tests count on the whole balance.
    for (const ticketid of opened) {
      await whmcs('UpdateTicket', {
        ticketid: String(ticketid),
        status: 'Closed',
      });
    }
  });
});

describe('update_redirect_url', () => {
  const put = (browser: TestBrowser, body: unknown) =>
    browser.request('PUT', '/dashboard/api/update_redirect_url', { body });

  it('stores the URL, logs the change and shows when it changed', async () => {
    const response = await put(demo, {
      redirect_url: 'https://shop.reseller.example/welcome?x=1',
    });
    expect(response.status).toBe(200);
    const { reseller } = updateRedirectUrlResponseSchema.parse(response.body);
    expect(reseller.redirect_url).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
    expect(reseller.updatedAt).not.toBeNull();
    const data = (await demo.post('/dashboard/api/allData', {})).body as {
      resellerData: { redirect_url: string };
    };
    expect(data.resellerData.redirect_url).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
    const client = (await whmcs('GetClientsDetails', { clientid: '1' }))
      .client as {
      customfields: { id: number; value: string }[];
    };
    expect(client.customfields.find((field) => field.id === 10)?.value).toBe(
      'https://shop.reseller.example/welcome?x=1',
    );
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    'ftp://files.example.com',
    'https://user:pass@evil.example',
    'data:text/html,<script>alert(1)</script>',
    `https://example.com/${'a'.repeat(10_000)}`,
    'https://exa mple.com',
    '',
  ])('refuses %j and writes nothing', async (redirect_url) => {
    const before = await whmcs('GetClientsDetails', { clientid: '1' });
    const envelope = expectError(
      await put(demo, { redirect_url }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues?.[0]?.path).toBe('redirect_url');
    expect(await whmcs('GetClientsDetails', { clientid: '1' })).toEqual(before);
  });

  it('writes nothing when WHMCS refuses the change, and it costs none of the day', async () => {
    const before = await whmcs('GetClientsDetails', { clientid: '1' });
    server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['UpdateClient'],
    });
    try {
      expectError(
        await put(demo, { redirect_url: 'https://refused.reseller.example/' }),
        422,
        'WHMCS_REJECTED',
      );
    } finally {
      server.emulator.resetFaults();
    }
    expect(await whmcs('GetClientsDetails', { clientid: '1' })).toEqual(before);
    await expectQuotaLeft(20, (change) =>
      put(demo, { redirect_url: `https://shop.reseller.example/${change}` }),
    );
  });

  it('refuses customers who are not resellers (403)', async () => {
    expectError(
      await put(other, { redirect_url: 'https://example.com' }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('resellerProduct', () => {
  it('answers the status of an own service', async () => {
    const response = await demo.post('/dashboard/api/resellerProduct', {
      serviceid: 101,
    });
    expect(resellerProductResponseSchema.parse(response.body)).toMatchObject({
      serviceid: 101,
      status: 'Active',
    });
    const pending = await demo.post('/dashboard/api/resellerProduct', {
      serviceid: 105,
    });
    expect((pending.body as { status: string }).status).toBe('Pending');
  });

  it("answers 404 for another client's service", async () => {
    expectError(
      await demo.post('/dashboard/api/resellerProduct', { serviceid: 201 }),
      404,
      'NOT_FOUND',
    );
  });
});
