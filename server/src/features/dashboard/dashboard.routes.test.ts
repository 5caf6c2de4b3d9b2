import {
  allDataResponseSchema,
  departementsResponseSchema,
  invoicesResponseSchema,
  meResponseSchema,
  subscriptionsResponseSchema,
  ticketsResponseSchema,
} from '@members/contract';
import type { SubscriptionLists } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { callEmulator } from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import { DEMO, OTHER } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true },
});

const SESSION_READS: [string, string, unknown][] = [
  ['POST', '/dashboard/api/allData', {}],
  ['POST', '/dashboard/api/invoices', {}],
  ['POST', '/dashboard/api/tickets', {}],
  ['POST', '/api/subscriptions', {}],
  ['POST', '/dashboard/api/departements', {}],
  ['POST', '/dashboard/api/invoice', { invoiceid: 1001 }],
  ['POST', '/dashboard/api/ticket', { ticketid: 11 }],
  ['GET', '/dashboard/api/me', undefined],
];

describe('allData', () => {
  it('gives the demo customer every section', async () => {
    const response = await suite.demo.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({});
    expect(data.subscriptionsData.activeSubs.map((s) => s.id)).toEqual([
      101, 102, 106,
    ]);
    expect(data.subscriptionsData.unactiveSubs.map((s) => s.id).sort()).toEqual(
      [103, 104, 105],
    );
    const sub101 = data.subscriptionsData.activeSubs[0];
    expect(sub101?.mac).toBe('00:1A:79:12:34:56');
    expect(sub101?.parentalCode).toBe('0000');
    expect(sub101?.hasPasswordField).toBe(true);
    expect(sub101?.currency.code).toBe('EUR');
    expect(data.subscriptionsData.activeSubs[1]?.mac).toBeNull();
    expect(data.invoicesData.map((i) => i.invoiceid).sort()).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect(data.invoicesData.every((i) => i.currency.code === 'EUR')).toBe(
      true,
    );
    expect(data.ticketsData.map((t) => t.ticketid).sort()).toEqual([
      11, 12, 13,
    ]);
    expect(data.ticketsData.every((t) => t.department !== '')).toBe(true);
    expect(data.announcementsData).toHaveLength(3);
    expect(data.affiliateData).toMatchObject({
      visitors: 340,
      balance: '125.50',
      withdrawn: '40.00',
    });
    expect(data.resellerData).not.toBeNull();
  });

  it('gives the other customer only their own data', async () => {
    const response = await suite.other.post('/dashboard/api/allData', {});
    const data = allDataResponseSchema.parse(response.body);
    expect(data.subscriptionsData.activeSubs.map((s) => s.id)).toEqual([201]);
    expect(data.subscriptionsData.unactiveSubs).toEqual([]);
    expect(data.invoicesData.map((i) => i.invoiceid)).toEqual([2001]);
    expect(data.ticketsData.map((t) => t.ticketid)).toEqual([21]);
    expect(data.affiliateData).toBeNull();
    expect(data.resellerData).toBeNull();
  });

  it('carries the signed-in user with the role flags, as me gives them', async () => {
    for (const [browser, flags] of [
      [suite.demo, { affiliate: true, reseller: true }],
      [suite.other, { affiliate: false, reseller: false }],
    ] as const) {
      const data = allDataResponseSchema.parse(
        (await browser.post('/dashboard/api/allData', {})).body,
      );
      const me = meResponseSchema.parse(
        (await browser.get('/dashboard/api/me')).body,
      );
      expect(data.user).toMatchObject(flags);
      expect(data.user).toEqual(me.user);
    }
  });

  it('never sends the WHMCS service password or server details', async () => {
    const response = await suite.demo.post('/dashboard/api/allData', {});
    // The lines are in the answer (WHMCS sends each with its password and
    // server), so what is left out was there to leave out.
    expect(response.status, response.text).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({});
    expect(data.subscriptionsData.activeSubs.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(
      /serverip|servername|"password"|passwordhash/,
    );
  });

  it('shows the other sections when one WHMCS call fails', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetInvoices'],
    });
    const response = await suite.demo.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({ invoicesData: 'WHMCS_UNAVAILABLE' });
    expect(data.invoicesData).toEqual([]);
    expect(data.subscriptionsData.activeSubs).toHaveLength(3);
  });

  it('names a section that timed out', async () => {
    suite.server.emulator.setFaults({ hang: true, actions: ['GetTickets'] });
    const response = await suite.demo.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({ ticketsData: 'WHMCS_TIMEOUT' });
    expect(data.invoicesData).toHaveLength(8);
  });

  it('reports a reply it cannot use', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'garbage',
      actions: ['GetClientsProducts'],
    });
    const data = allDataResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/allData', {})).body,
    );
    expect(data.errors.subscriptionsData).toBe('WHMCS_BAD_REPLY');
  });

  it('accepts the own clientid and email and refuses others (403)', async () => {
    expect(
      (
        await suite.demo.post('/dashboard/api/allData', {
          clientid: 1,
          email: DEMO.email,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await suite.demo.post('/dashboard/api/allData', {
          email: 'DEMO@example.com',
        })
      ).status,
    ).toBe(200);
    expectError(
      await suite.demo.post('/dashboard/api/allData', { clientid: 2 }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await suite.demo.post('/dashboard/api/allData', { email: OTHER.email }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await suite.demo.post('/dashboard/api/invoices', { clientid: 2 }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('lists', () => {
  it('invoices, tickets, subscriptions and departments', async () => {
    const invoices = invoicesResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/invoices', {})).body,
    );
    expect(invoices.invoices).toHaveLength(8);
    const dates = invoices.invoices.map((invoice) => invoice.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const tickets = ticketsResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/tickets', {})).body,
    );
    expect(tickets.tickets.map((ticket) => ticket.ticketid).sort()).toEqual([
      11, 12, 13,
    ]);

    const subscriptions = subscriptionsResponseSchema.parse(
      (await suite.demo.post('/api/subscriptions', {})).body,
    );
    expect(subscriptions.activeSubs).toHaveLength(3);
    expect(subscriptions.unactiveSubs).toHaveLength(3);

    const departments = departementsResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/departements', {})).body,
    );
    expect(departments.departements).toEqual([
      { id: 1, name: 'Support' },
      { id: 2, name: 'Billing' },
      { id: 3, name: 'Affiliates' },
    ]);
  });
});

describe('subscription custom fields', () => {
  const db = () => suite.server.emulator.db;

  /** The custom field names of every line in the answer, by service id. */
  function fieldNamesOf(lists: SubscriptionLists): Map<number, string[]> {
    return new Map(
      [...lists.activeSubs, ...lists.unactiveSubs].map((sub) => [
        sub.id,
        sub.customfields.customfield.map((field) => field.name),
      ]),
    );
  }

  /** The custom field names of service 101 in the order WHMCS answers them. */
  async function whmcsOrderOf101(): Promise<string[]> {
    const reply = (await callEmulator(
      suite.server.emulator.url,
      'GetClientsProducts',
      { serviceid: '101' },
    )) as {
      products: {
        product: { customfields: { customfield: { name: string }[] } }[];
      };
    };
    return (reply.products.product[0]?.customfields.customfield ?? []).map(
      (field) => field.name,
    );
  }

  /** What subscriptions and allData answer, both. */
  async function bothAnswers(): Promise<SubscriptionLists[]> {
    const subscriptions = subscriptionsResponseSchema.parse(
      (await suite.demo.post('/api/subscriptions', {})).body,
    );
    const all = allDataResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/allData', {})).body,
    );
    return [subscriptions, all.subscriptionsData];
  }

  /** Changes the products' custom fields in WHMCS for one test, then puts them back. */
  async function withFields(
    change: string,
    run: () => Promise<void>,
  ): Promise<void> {
    const before = db()
      .prepare(
        "SELECT id, name, sort FROM custom_fields WHERE type = 'product'",
      )
      .all() as { id: number; name: string; sort: number }[];
    db().exec(change);
    try {
      await run();
    } finally {
      const restore = db().prepare(
        'UPDATE custom_fields SET name = ?, sort = ? WHERE id = ?',
      );
      for (const field of before) {
        restore.run(field.name, field.sort, field.id);
      }
    }
  }

  it("lists the MAC field first, then the others in WHMCS's order, whatever order WHMCS answers in", async () => {
    // An install whose admin ordered the fields Parental Code, Password,
    // MAC Address (each product's display order), so WHMCS answers them so.
    await withFields(
      "UPDATE custom_fields SET sort = CASE name WHEN 'Parental Code' THEN 1 WHEN 'Password' THEN 2 WHEN 'MAC Address' THEN 3 ELSE sort END WHERE type = 'product'",
      async () => {
        expect(await whmcsOrderOf101()).toEqual([
          'Parental Code',
          'Password',
          'MAC Address',
        ]);
        for (const lists of await bothAnswers()) {
          const names = fieldNamesOf(lists);
          expect([...names.keys()].sort()).toEqual([
            101, 102, 103, 104, 105, 106,
          ]);
          for (const fields of names.values()) {
            expect(fields).toEqual([
              'MAC Address',
              'Parental Code',
              'Password',
            ]);
          }
          const line = lists.activeSubs.find((sub) => sub.id === 101);
          expect(line?.customfields.customfield[0]?.value).toBe(
            '00:1A:79:12:34:56',
          );
          expect(line?.mac).toBe('00:1A:79:12:34:56');
        }
      },
    );
  });

  it("lists a product's first field first when none has the configured MAC name (it holds the MAC)", async () => {
    await withFields(
      "UPDATE custom_fields SET name = 'Device MAC' WHERE type = 'product' AND name = 'MAC Address'",
      async () => {
        expect(await whmcsOrderOf101()).toEqual([
          'Device MAC',
          'Password',
          'Parental Code',
        ]);
        for (const lists of await bothAnswers()) {
          const line = lists.activeSubs.find((sub) => sub.id === 101);
          expect(line?.mac).toBe('00:1A:79:12:34:56');
          expect(line?.customfields.customfield).toEqual([
            expect.objectContaining({
              name: 'Device MAC',
              value: '00:1A:79:12:34:56',
            }),
            expect.objectContaining({ name: 'Password', value: '' }),
            expect.objectContaining({ name: 'Parental Code', value: '0000' }),
          ]);
        }
      },
    );
  });
});

describe('without a session', () => {
  it.each(SESSION_READS)('%s %s answers 401', async (method, path, body) => {
    const guest = new TestBrowser(suite.server.url);
    const response = await guest.request(method, path, { body });
    expectError(response, 401, 'UNAUTHENTICATED');
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'allData',
  valid: () => ({}),
  invalid: { input: { clientid: 'one' }, path: 'clientid' },
});
