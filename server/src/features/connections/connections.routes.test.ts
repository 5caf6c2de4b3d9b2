import { randomUUID } from 'node:crypto';

import {
  addConnectionResponseSchema,
  connectionOptionsResponseSchema,
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
import { signedInBrowser } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startPartialOutage } from '../../../test/support/partial-outage.js';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
});

const [DEMO, , , , TRIAL] = DEMO_ACCOUNTS;
/** The trial customer's free line: its product has no connections option. */
const TRIAL_LINE = 501;
/** Config option "Connections": 1, 2 or 3 connections (choices 1–3). */
const CONNECTIONS = 1;

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

function call(
  browser: TestBrowser,
  endpoint: 'connectionOptions' | 'addConnection',
  input: EndpointInput,
  headers: Record<string, string> = {},
) {
  return callEndpoint(browser, endpoint, input, headers);
}

function upgradesOf(serviceId: number): Promise<number> {
  const row = suite.server.emulator.db
    .prepare(
      "SELECT COUNT(*) AS n FROM upgrades WHERE relid = ? AND type = 'configoptions'",
    )
    .get(serviceId) as { n: number };
  return Promise.resolve(row.n);
}

function allUpgradesOf(clientId: number): Promise<number> {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS n FROM upgrades WHERE userid = ?')
    .get(clientId) as { n: number };
  return Promise.resolve(row.n);
}

function choiceOf(serviceId: number): number {
  const row = suite.server.emulator.db
    .prepare(
      'SELECT sub_id FROM service_config_options WHERE service_id = ? AND config_id = ?',
    )
    .get(serviceId, CONNECTIONS) as { sub_id: number };
  return row.sub_id;
}

/** A fresh Active Standard line of the demo customer (one connection), ordered and paid. */
async function freshLine(): Promise<number> {
  const ordered = await whmcs('AddOrder', {
    clientid: DEMO.clientId,
    paymentmethod: 'paypal',
    'pid[0]': 2,
    'billingcycle[0]': 'monthly',
    'configoptions[0]': Buffer.from('a:1:{i:1;i:1;}').toString('base64'),
    noemail: 1,
  });
  const invoice = await whmcs('GetInvoice', {
    invoiceid: Number(ordered.invoiceid),
  });
  await whmcs('AddInvoicePayment', {
    invoiceid: Number(ordered.invoiceid),
    transid: `test-${randomUUID()}`,
    gateway: 'paypal',
    amount: String(invoice.balance),
  });
  const serviceid = Number(ordered.serviceids);
  suite.server.emulator.db
    .prepare(
      `INSERT INTO service_config_options (service_id, config_id, sub_id, qty) VALUES (?, ?, 1, 0)
       ON CONFLICT (service_id, config_id) DO UPDATE SET sub_id = 1`,
    )
    .run(serviceid, CONNECTIONS);
  return serviceid;
}

async function optionsOf(serviceid: number) {
  const response = await call(suite.demo, 'connectionOptions', { serviceid });
  expect(response.status, response.text).toBe(200);
  return connectionOptionsResponseSchema.parse(response.body);
}

describe('connectionOptions', () => {
  it('offers an Active line the higher connection counts, priced by WHMCS', async () => {
    const answer = await optionsOf(102);
    expect(answer).toMatchObject({
      serviceid: 102,
      available: true,
      billingcycle: 'Monthly',
      current: {
        connections: 1,
        label: '1 connection',
        recurringAmount: '9.99',
      },
    });
    expect(answer.currency.code).toBe('EUR');
    expect(answer.choices.map((choice) => choice.connections)).toEqual([2, 3]);
    expect(answer.choices[0]).toMatchObject({
      choiceId: 2,
      label: '2 connections',
      recurringAmount: '11.99',
    });
    expect(answer.choices[1]?.recurringAmount).toBe('13.99');
    const quote = await whmcs('UpgradeProduct', {
      serviceid: 102,
      type: 'configoptions',
      'configoptions[1]': 2,
      calconly: 1,
    });
    expect(answer.choices[0]?.dueNow).toBe(
      String(quote.total).replace(/[^\d.]/g, ''),
    );
  });

  it('offers nothing for a product without the option or a line that is not Active', async () => {
    const response = await call(trial, 'connectionOptions', {
      serviceid: TRIAL_LINE,
    });
    expect(response.status, response.text).toBe(200);
    expect(connectionOptionsResponseSchema.parse(response.body)).toMatchObject({
      available: false,
      current: null,
      choices: [],
    });
    expect(await optionsOf(103)).toMatchObject({
      serviceid: 103,
      available: false,
      current: null,
      choices: [],
    });
  });
});

describe('addConnection', () => {
  it('refuses a choice not above the current one, another client’s line and a changed price, ordering nothing', async () => {
    const serviceid = await freshLine();
    expectError(
      await call(suite.demo, 'addConnection', {
        serviceid,
        choiceId: 1,
        dueNow: '0.00',
      }),
      409,
      'CONNECTIONS_NOT_OFFERED',
    );
    expectError(
      await call(suite.demo, 'addConnection', {
        serviceid: 103,
        choiceId: 2,
        dueNow: '1.00',
      }),
      409,
      'CONNECTIONS_NOT_OFFERED',
    );
    expectError(
      await call(suite.demo, 'addConnection', {
        serviceid: 201,
        choiceId: 2,
        dueNow: '1.00',
      }),
      404,
      'NOT_FOUND',
    );
    const [two] = (await optionsOf(serviceid)).choices;
    const changed = expectError(
      await call(suite.demo, 'addConnection', {
        serviceid,
        choiceId: 2,
        dueNow: '0.01',
      }),
      409,
      'PRICE_CHANGED',
    );
    expect(changed.reason).toBe(two?.dueNow);
    expect(await upgradesOf(serviceid)).toBe(0);
  });

  it('orders nothing when WHMCS is down at the order, and orders on the next try', async () => {
    const outage = await startPartialOutage(suite.server.emulator, {});
    try {
      const serviceid = await freshLine();
      const [two] = (await optionsOf(serviceid)).choices;
      const input = { serviceid, choiceId: 2, dueNow: two?.dueNow ?? '' };
      outage.failWhen(
        (form) =>
          form.get('action') === 'UpgradeProduct' && !form.has('calconly'),
      );
      expectError(
        await call(outage.browser, 'addConnection', input),
        502,
        'WHMCS_UNAVAILABLE',
      );
      outage.failWhen(null);
      expect(await upgradesOf(serviceid)).toBe(0);
      expect(choiceOf(serviceid)).toBe(1);
      const retried = await call(outage.browser, 'addConnection', input);
      expect(retried.status, retried.text).toBe(200);
      expect(await upgradesOf(serviceid)).toBe(1);
    } finally {
      await outage.close();
    }
  });

  it('orders once per key, with an invoice naming the change, and the line takes it when paid', async () => {
    const serviceid = await freshLine();
    const [, three] = (await optionsOf(serviceid)).choices;
    const input = { serviceid, choiceId: 3, dueNow: three?.dueNow ?? '' };
    const headers = { 'idempotency-key': `connection-${randomUUID()}` };
    const first = await call(suite.demo, 'addConnection', input, headers);
    expect(first.status, first.text).toBe(200);
    const answer = addConnectionResponseSchema.parse(first.body);
    expect(answer.serviceid).toBe(serviceid);
    const again = await call(suite.demo, 'addConnection', input, headers);
    expect(again.body).toEqual(first.body);
    expect(await upgradesOf(serviceid)).toBe(1);

    const invoice = await whmcs('GetInvoice', {
      invoiceid: answer.invoiceid ?? 0,
    });
    expect(invoice.status).toBe('Unpaid');
    expect(JSON.stringify(invoice.items)).toContain(
      'Connections: 1 connection => 3 connections',
    );
    expectError(
      await call(suite.demo, 'addConnection', input),
      409,
      'UPGRADE_PENDING',
    );
    await whmcs('AddInvoicePayment', {
      invoiceid: answer.invoiceid ?? 0,
      transid: `test-${randomUUID()}`,
      gateway: 'paypal',
      amount: String(invoice.balance),
    });
    expect(choiceOf(serviceid)).toBe(3);
    const after = await optionsOf(serviceid);
    expect(after.current).toMatchObject({
      connections: 3,
      recurringAmount: '13.99',
    });
    expect(after.choices).toEqual([]);
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'connectionOptions',
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
  endpoint: 'addConnection',
  valid: async () => {
    const serviceid = await freshLine();
    const [two] = (await optionsOf(serviceid)).choices;
    return { serviceid, choiceId: 2, dueNow: two?.dueNow ?? '' };
  },
  invalid: {
    input: { serviceid: 102, choiceId: 2, dueNow: 'free' },
    path: 'dueNow',
  },
  otherClient: {
    input: { serviceid: 201, choiceId: 2, dueNow: '1.00' },
    missing: { serviceid: 999999, choiceId: 2, dueNow: '1.00' },
  },
  fault: {
    actions: ['UpgradeProduct'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
  writes: () => allUpgradesOf(DEMO.clientId),
});
