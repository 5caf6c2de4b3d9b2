import { randomUUID } from 'node:crypto';

import {
  allDataResponseSchema,
  catalogueResponseSchema,
  changePlanResponseSchema,
  orderResponseSchema,
  planOptionsResponseSchema,
} from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { beforeAll, describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import {
  callEndpoint,
  describeEndpointBehaviour,
} from '../../../test/endpoint-behaviour.js';
import type { EndpointInput } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import {
  readOutbox,
  signedInBrowser,
  waitForMail,
} from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startPartialOutage } from '../../../test/support/partial-outage.js';

const PLANS_ENV = {
  UPGRADE_PATHS: '3:2,1;2:1;1:2',
  ORDER_PRODUCT_GROUPS: '1:IPTV',
};

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
  env: PLANS_ENV,
});

const [DEMO, , , , TRIAL] = DEMO_ACCOUNTS;

let trial: TestBrowser;
beforeAll(async () => {
  trial = (await signedInBrowser(suite.server, TRIAL)).browser;
});

function whmcs(action: string, params: Record<string, string | number>) {
  return callEmulator(
    suite.server.emulator.url,
    action,
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    ),
  );
}

function ordersOf(clientId: number): number {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS n FROM orders WHERE userid = ?')
    .get(clientId) as { n: number };
  return row.n;
}

function productOf(serviceId: number): number {
  const row = suite.server.emulator.db
    .prepare('SELECT product_id FROM services WHERE id = ?')
    .get(serviceId) as { product_id: number };
  return row.product_id;
}

function statusOf(serviceId: number): string {
  const row = suite.server.emulator.db
    .prepare('SELECT status FROM services WHERE id = ?')
    .get(serviceId) as { status: string };
  return row.status;
}

function call(
  browser: TestBrowser,
  endpoint: 'planOptions' | 'changePlan' | 'catalogue' | 'order',
  input: EndpointInput,
  headers: Record<string, string> = {},
) {
  return callEndpoint(browser, endpoint, input, headers);
}

async function pay(invoiceid: number) {
  const invoice = await whmcs('GetInvoice', { invoiceid });
  await whmcs('AddInvoicePayment', {
    invoiceid,
    transid: `test-${randomUUID()}`,
    gateway: 'paypal',
    amount: String(invoice.balance),
  });
}

describe('planOptions', () => {
  it("prices the line's allowed plans in the client's currency", async () => {
    const response = await call(suite.demo, 'planOptions', { serviceid: 102 });
    expect(response.status, response.text).toBe(200);
    const answer = planOptionsResponseSchema.parse(response.body);
    expect(answer.currency.code).toBe('EUR');
    expect(answer.current).toMatchObject({
      productid: 2,
      billingcycle: 'Monthly',
      recurringAmount: '9.99',
      isTrial: false,
    });
    // Premium is offered yearly only: a new cycle is charged in full.
    expect(answer.options).toEqual([
      expect.objectContaining({
        productid: 1,
        billingcycle: 'annually',
        recurringAmount: '89.99',
        dueNow: '89.99',
        isUpgrade: true,
      }),
    ]);
    expect(answer.pendingInvoiceid).toBeNull();
  });

  it('offers a trial line every paid plan and cycle, in USD', async () => {
    const response = await call(trial, 'planOptions', { serviceid: 501 });
    expect(response.status, response.text).toBe(200);
    const answer = planOptionsResponseSchema.parse(response.body);
    expect(answer.currency.code).toBe('USD');
    expect(answer.current.isTrial).toBe(true);
    expect(
      answer.options.map((option) => [
        option.productid,
        option.billingcycle,
        option.dueNow,
      ]),
    ).toEqual([
      [2, 'monthly', '10.99'],
      [2, 'quarterly', '29.99'],
      [1, 'annually', '97.99'],
    ]);
    expect(answer.options.every((option) => option.isUpgrade)).toBe(true);
  });

  it("answers 404 for another client's line and for one that is not Active", async () => {
    const mine = await call(suite.demo, 'planOptions', { serviceid: 101 });
    expect(mine.status, mine.text).toBe(200);
    expectError(
      await call(suite.demo, 'planOptions', { serviceid: 201 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(suite.demo, 'planOptions', { serviceid: 103 }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('changePlan', () => {
  it('refuses a plan the product does not allow, a cycle not offered and a changed price, ordering nothing', async () => {
    const before = ordersOf(DEMO.clientId);
    expectError(
      await call(suite.demo, 'changePlan', {
        serviceid: 102,
        productid: 4,
        billingcycle: 'monthly',
        dueNow: '40.00',
      }),
      409,
      'PLAN_NOT_ALLOWED',
    );
    expectError(
      await call(suite.demo, 'changePlan', {
        serviceid: 102,
        productid: 1,
        billingcycle: 'monthly',
        dueNow: '5.00',
      }),
      409,
      'CYCLE_NOT_OFFERED',
    );
    const changed = expectError(
      await call(suite.demo, 'changePlan', {
        serviceid: 102,
        productid: 1,
        billingcycle: 'annually',
        dueNow: '80.00',
      }),
      409,
      'PRICE_CHANGED',
    );
    expect(changed.reason).toBe('89.99');
    expectError(
      await call(suite.demo, 'changePlan', {
        serviceid: 201,
        productid: 1,
        billingcycle: 'annually',
        dueNow: '89.99',
      }),
      404,
      'NOT_FOUND',
    );
    expect(ordersOf(DEMO.clientId)).toBe(before);
    expect(productOf(102)).toBe(2);
  });

  it('orders nothing when WHMCS is down at the order, and orders on the next try', async () => {
    // A server of its own, whose WHMCS fails the order but not its quote
    // (both UpgradeProduct), so the change gets as far as the order.
    const outage = await startPartialOutage(suite.server.emulator, PLANS_ENV);
    try {
      const serviceid = await freshLine();
      const input = {
        serviceid,
        productid: 1,
        billingcycle: 'annually',
        dueNow: '89.99',
      };
      const before = ordersOf(DEMO.clientId);
      outage.failWhen(
        (form) =>
          form.get('action') === 'UpgradeProduct' && !form.has('calconly'),
      );
      expectError(
        await call(outage.browser, 'changePlan', input),
        502,
        'WHMCS_UNAVAILABLE',
      );
      outage.failWhen(null);
      expect(ordersOf(DEMO.clientId)).toBe(before);
      // Nothing of the failed try is left holding the line.
      const retried = await call(outage.browser, 'changePlan', input);
      expect(retried.status, retried.text).toBe(200);
      expect(changePlanResponseSchema.parse(retried.body).serviceid).toBe(
        serviceid,
      );
      expect(ordersOf(DEMO.clientId)).toBe(before + 1);
    } finally {
      await outage.close();
    }
  });

  it('orders the change once per key, waits for its invoice, and changes the line when it is paid', async () => {
    const before = ordersOf(DEMO.clientId);
    const outbox = (await readOutbox(suite.demo)).length;
    const headers = { 'idempotency-key': `plan-${randomUUID()}` };
    const input = {
      serviceid: 106,
      productid: 1,
      billingcycle: 'annually',
      dueNow: '89.99',
    };
    const first = await call(suite.demo, 'changePlan', input, headers);
    expect(first.status, first.text).toBe(200);
    const answer = changePlanResponseSchema.parse(first.body);
    expect(answer.serviceid).toBe(106);
    expect(answer.invoiceid).not.toBeNull();
    const again = await call(suite.demo, 'changePlan', input, headers);
    expect(again.body).toEqual(first.body);
    expect(ordersOf(DEMO.clientId)).toBe(before + 1);
    const mail = await waitForMail(suite.demo, DEMO.email, outbox);
    expect(mail.text).toContain(`/invoice?invoiceid=${answer.invoiceid}`);

    // WHMCS takes no other change of the line until that invoice is paid.
    const options = planOptionsResponseSchema.parse(
      (await call(suite.demo, 'planOptions', { serviceid: 106 })).body,
    );
    expect(options.pendingInvoiceid).toBe(answer.invoiceid);
    expectError(
      await call(suite.demo, 'changePlan', input),
      409,
      'UPGRADE_PENDING',
    );

    await pay(answer.invoiceid ?? 0);
    expect(productOf(106)).toBe(1);
    const dashboard = allDataResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/allData', {})).body,
    );
    expect(
      dashboard.subscriptionsData.activeSubs.find((line) => line.id === 106),
    ).toMatchObject({
      productId: 1,
      name: expect.stringContaining('IPTV Premium'),
    });
  });
});

describe('catalogue', () => {
  it("lists the configured group's recurring products with their offered cycles", async () => {
    const response = await call(suite.demo, 'catalogue', {});
    expect(response.status, response.text).toBe(200);
    const answer = catalogueResponseSchema.parse(response.body);
    expect(answer.currency.code).toBe('EUR');
    expect(answer.products).toEqual([
      expect.objectContaining({
        productid: 1,
        groupName: 'IPTV',
        cycles: [
          { billingcycle: 'annually', price: '89.99', setupFee: '0.00' },
        ],
      }),
      expect.objectContaining({
        productid: 2,
        cycles: [
          { billingcycle: 'monthly', price: '9.99', setupFee: '0.00' },
          { billingcycle: 'quarterly', price: '27.99', setupFee: '0.00' },
        ],
      }),
    ]);
  });

  it('prices it in USD for the trial customer, paid products first', async () => {
    const answer = catalogueResponseSchema.parse(
      (await call(trial, 'catalogue', {})).body,
    );
    expect(answer.currency.code).toBe('USD');
    expect(answer.products.map((product) => product.productid)).toEqual([1, 2]);
    expect(answer.products[1]?.cycles[0]?.price).toBe('10.99');
  });
});

describe('order', () => {
  it('refuses a cycle not offered, a changed price and a promotion that does not apply, ordering nothing', async () => {
    const before = ordersOf(TRIAL.clientId);
    const base = { productid: 2, billingcycle: 'monthly', price: '10.99' };
    expectError(
      await call(trial, 'order', { ...base, billingcycle: 'annually' }),
      409,
      'CYCLE_NOT_OFFERED',
    );
    expectError(
      await call(trial, 'order', { ...base, price: '9.99' }),
      409,
      'PRICE_CHANGED',
    );
    for (const promocode of ['NOPE', 'SUMMER25', 'FIRST50', 'PREMIUM5']) {
      expectError(
        await call(trial, 'order', { ...base, promocode }),
        422,
        'PROMO_CODE_INVALID',
      );
    }
    expectError(
      await call(trial, 'order', { ...base, productid: 4 }),
      404,
      'NOT_FOUND',
    );
    expect(ordersOf(TRIAL.clientId)).toBe(before);
  });

  it('orders nothing when WHMCS is down at the order', async () => {
    const before = ordersOf(TRIAL.clientId);
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['AddOrder'],
    });
    expectError(
      await call(trial, 'order', {
        productid: 2,
        billingcycle: 'monthly',
        price: '10.99',
      }),
      502,
      'WHMCS_UNAVAILABLE',
    );
    suite.server.emulator.resetFaults();
    expect(ordersOf(TRIAL.clientId)).toBe(before);
  });

  it('orders a line once per key with the promotion, which is set up when its invoice is paid', async () => {
    const before = ordersOf(TRIAL.clientId);
    const outbox = (await readOutbox(trial)).length;
    const headers = { 'idempotency-key': `order-${randomUUID()}` };
    const input = {
      productid: 2,
      billingcycle: 'monthly',
      price: '10.99',
      promocode: 'WELCOME10',
    };
    const first = await call(trial, 'order', input, headers);
    expect(first.status, first.text).toBe(200);
    const answer = orderResponseSchema.parse(first.body);
    const again = await call(trial, 'order', input, headers);
    expect(again.body).toEqual(first.body);
    expect(ordersOf(TRIAL.clientId)).toBe(before + 1);

    const invoice = await whmcs('GetInvoice', {
      invoiceid: answer.invoiceid ?? 0,
    });
    expect(invoice).toMatchObject({ status: 'Unpaid', total: '9.89' });
    const mail = await waitForMail(trial, TRIAL.email, outbox);
    expect(mail.text).toContain(`/invoice?invoiceid=${answer.invoiceid}`);

    const serviceid = answer.serviceid ?? 0;
    expect(statusOf(serviceid)).toBe('Pending');
    await pay(answer.invoiceid ?? 0);
    expect(statusOf(serviceid)).toBe('Active');
  });
});

describe('plan mails', () => {
  it('are written in the language WHMCS writes to the customer in, their link too, whatever the page’s', async () => {
    const { language } = (await whmcs('GetClientsDetails', {
      clientid: TRIAL.clientId,
    })) as { language: string };
    await whmcs('UpdateClient', {
      clientid: TRIAL.clientId,
      language: 'german',
    });
    try {
      const outbox = (await readOutbox(trial)).length;
      const ordered = await call(trial, 'order', {
        productid: 2,
        billingcycle: 'monthly',
        price: '10.99',
      });
      expect(ordered.status, ordered.text).toBe(200);
      const { invoiceid } = orderResponseSchema.parse(ordered.body);
      const mail = await waitForMail(trial, TRIAL.email, outbox);
      expect(mail.subject).toMatch(/^Ihre Bestellung bei /);
      expect(mail.text).toContain(
        `/dashboard/de-de/invoice?invoiceid=${invoiceid}`,
      );
    } finally {
      await whmcs('UpdateClient', { clientid: TRIAL.clientId, language });
    }
  });
});

/** A fresh Active Standard line of the demo client: ordered and paid in WHMCS. */
async function freshLine(): Promise<number> {
  const ordered = await whmcs('AddOrder', {
    clientid: DEMO.clientId,
    paymentmethod: 'paypal',
    'pid[0]': 2,
    'billingcycle[0]': 'monthly',
    noemail: 1,
  });
  await pay(Number(ordered.invoiceid));
  return Number(ordered.serviceids);
}

function upgradesOf(clientId: number): Promise<number> {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS n FROM upgrades WHERE userid = ?')
    .get(clientId) as { n: number };
  return Promise.resolve(row.n);
}

describeEndpointBehaviour(suite, {
  endpoint: 'planOptions',
  valid: () => ({ serviceid: 101 }),
  invalid: { input: { serviceid: 0 }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 999999 } },
  fault: {
    actions: ['UpgradeProduct'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'changePlan',
  valid: async () => ({
    serviceid: await freshLine(),
    productid: 1,
    billingcycle: 'annually',
    dueNow: '89.99',
  }),
  invalid: {
    input: {
      serviceid: 102,
      productid: 1,
      billingcycle: 'weekly',
      dueNow: '89.99',
    },
    path: 'billingcycle',
  },
  otherClient: {
    input: {
      serviceid: 201,
      productid: 1,
      billingcycle: 'annually',
      dueNow: '89.99',
    },
    missing: {
      serviceid: 999999,
      productid: 1,
      billingcycle: 'annually',
      dueNow: '89.99',
    },
  },
  fault: {
    actions: ['UpgradeProduct'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: () => upgradesOf(DEMO.clientId),
});

describeEndpointBehaviour(suite, {
  endpoint: 'catalogue',
  valid: () => ({}),
  fault: {
    actions: ['GetProducts'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'order',
  valid: () => ({ productid: 2, billingcycle: 'monthly', price: '9.99' }),
  invalid: {
    input: { productid: 2, billingcycle: 'monthly', price: 'free' },
    path: 'price',
  },
  fault: {
    actions: ['AddOrder'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: () => Promise.resolve(ordersOf(DEMO.clientId)),
});
