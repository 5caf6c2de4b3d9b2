import {
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { DEMO, OTHER, signInWithPassword } from '../../../test/sign-in.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';

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

/** The test server and the demo browser of this file, once started. */
const started = {
  get server() {
    return server;
  },
  get demo() {
    return demo;
  },
};

describeEndpointBehaviour(started, {
  endpoint: 'withdrawals',
  valid: () => ({}),
  fault: {
    actions: ['GetAffiliates'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(started, {
  endpoint: 'withdrawal',
  valid: () => ({ amount: 1, paymentmethod: 'paypal' }),
  invalid: { input: { amount: 0, paymentmethod: 'paypal' }, path: 'amount' },
  fault: {
    actions: ['OpenTicket'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: ticketsInAffiliateDepartment,
});
