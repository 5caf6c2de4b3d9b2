import {
  allDataResponseSchema,
  deviceSetupResponseSchema,
  invoiceResponseSchema,
  openTicketResponseSchema,
  subscriptionListsSchema,
  ticketResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import { encodeCustomFields } from '../src/whmcs/index.js';

import { callEmulator } from './emulator-api.js';
import { expectError } from './expect-error.js';
import { signedInBrowser } from './sign-in.js';
import { useSignedInServer } from './signed-in-server.js';

const ODD = { email: 'odd@example.com', password: 'odd-password-1' };

/**
 * The members area against the emulator in its default, real-install mode:
 * WHMCS stores what was typed HTML-escaped, prints PHP notices before its
 * JSON, holds odd records and answers business errors as such
 * (docs/whmcs-compatibility.md §3).
 */
const suite = useSignedInServer({
  // The breakers are on here: which failures count toward them is tested.
  env: { WHMCS_BREAKER_THRESHOLD: '5', WHMCS_BREAKER_RESET_MS: '60000' },
  resetAfterEach: { faults: true, limits: true },
});

const TYPED = `Tom & Jerry's "best" <3 ü ı 😀`;
const STORED = 'Tom &amp; Jerry&#039;s &quot;best&quot; &lt;3 ü ı 😀';

function whmcs(action: string, params: Record<string, string> = {}) {
  return callEmulator(suite.server.emulator.url, action, params);
}

function db() {
  return suite.server.emulator.db;
}

async function dashboard() {
  const response = await suite.demo.post('/dashboard/api/allData', {});
  expect(response.status).toBe(200);
  return allDataResponseSchema.parse(response.body);
}

async function metric(name: string, action: string): Promise<number> {
  const values = await suite.server.metrics.registry
    .getSingleMetric(name)
    ?.get();
  return (
    values?.values.find((value) => value.labels.action === action)?.value ?? 0
  );
}

describe('text WHMCS stores escaped', () => {
  it('shows a ticket subject and message exactly as typed, though WHMCS stores them escaped', async () => {
    const form = new FormData();
    form.append('deptid', '1');
    form.append('subject', TYPED);
    form.append('message', TYPED);
    const opened = await suite.demo.request(
      'POST',
      '/dashboard/api/openTicket',
      { form },
    );
    expect(opened.status).toBe(200);
    const { ticketid } = openTicketResponseSchema.parse(opened.body);

    const stored = await whmcs('GetTicket', { ticketid: String(ticketid) });
    expect(stored.subject).toBe(STORED);

    const shown = ticketResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/ticket', { ticketid })).body,
    ).ticket;
    expect(shown.subject).toBe(TYPED);
    expect(shown.replies[0]?.message).toBe(TYPED);
    const listed = (await dashboard()).ticketsData.find(
      (ticket) => ticket.ticketid === ticketid,
    );
    expect(listed?.subject).toBe(TYPED);
  });

  it('decodes exactly once: what was typed as an entity stays that text', async () => {
    const form = new FormData();
    form.append('deptid', '1');
    form.append('subject', 'Literally &amp; and &lt;b&gt;');
    form.append('message', 'x');
    const { ticketid } = openTicketResponseSchema.parse(
      (
        await suite.demo.request('POST', '/dashboard/api/openTicket', {
          form,
        })
      ).body,
    );
    const shown = ticketResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/ticket', { ticketid })).body,
    ).ticket;
    expect(shown.subject).toBe('Literally &amp; and &lt;b&gt;');
  });

  it('shows an invoice line an admin typed with entities as text', async () => {
    db()
      .prepare(
        'UPDATE invoice_items SET description = ? WHERE invoice_id = 1001',
      )
      .run(STORED);
    const invoice = invoiceResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/invoice', { invoiceid: 1001 }))
        .body,
    ).invoice;
    expect(invoice.items.map((item) => item.description)).toContain(TYPED);
  });

  it('shows a custom field value as typed and gives players a line password they accept', async () => {
    const password = `Abc&123'x "q"`;
    const fields = (await whmcs('GetClientsProducts', {
      serviceid: '101',
    })) as {
      products: {
        product: {
          customfields: { customfield: { id: number; name: string }[] };
        }[];
      };
    };
    const passwordField =
      fields.products.product[0]?.customfields.customfield.find(
        (field) => field.name === 'Password',
      );
    expect(passwordField).toBeDefined();
    const written = await whmcs('UpdateClientProduct', {
      serviceid: '101',
      servicepassword: password,
      customfields: encodeCustomFields({ [passwordField?.id ?? 0]: password }),
    });
    expect(written.result).toBe('success');
    const raw = (await whmcs('GetClientsProducts', { serviceid: '101' })) as {
      products: { product: { password: string }[] };
    };
    expect(raw.products.product[0]?.password).toBe(
      'Abc&amp;123&#039;x &quot;q&quot;',
    );

    const setup = deviceSetupResponseSchema.parse(
      (await suite.demo.post('/dashboard/api/deviceSetup', { serviceid: 101 }))
        .body,
    );
    expect(setup.password).toBe(password);
    // A player (PHP's $_GET) reads the query string percent-decoded.
    const playlist = new URL(setup.playlistUrl);
    expect(playlist.searchParams.get('password')).toBe(password);
    expect(playlist.searchParams.get('username')).toBe(setup.username);
    expect(playlist.search).not.toMatch(/&amp;|&#039;|'|"/);
    expect(new URL(setup.epgUrl ?? '').searchParams.get('password')).toBe(
      password,
    );
  });
});

describe('PHP output before the JSON', () => {
  it.each(['notice', 'bom'] as const)(
    'keeps the section when WHMCS prints a %s before its reply',
    async (kind) => {
      suite.server.emulator.setFaults({
        errorRate: 1,
        errorKind: kind,
        actions: ['GetInvoices'],
      });
      const data = await dashboard();
      expect(data.errors).toEqual({});
      expect(data.invoicesData.map((invoice) => invoice.invoiceid)).toContain(
        1001,
      );
    },
  );
});

describe('odd records', () => {
  it('leaves out one broken record, counts it, and shows the rest of the section', async () => {
    const before = await metric(
      'members_whmcs_records_dropped_total',
      'GetTickets',
    );
    db().prepare("UPDATE tickets SET status = '' WHERE id = 12").run();
    try {
      const data = await dashboard();
      expect(data.errors).toEqual({});
      const ids = data.ticketsData.map((ticket) => ticket.ticketid);
      expect(ids).toContain(11);
      expect(ids).not.toContain(12);
      expect(
        await metric('members_whmcs_records_dropped_total', 'GetTickets'),
      ).toBe(before + 1);
    } finally {
      db()
        .prepare("UPDATE tickets SET status = 'Answered' WHERE id = 12")
        .run();
    }
  });

  it('reads statuses whatever their case and spaces, and keeps an unknown one', async () => {
    db()
      .prepare("UPDATE services SET status = ' active ' WHERE id = 102")
      .run();
    db()
      .prepare(
        "UPDATE services SET status = 'Waiting for Stock' WHERE id = 105",
      )
      .run();
    try {
      const lists = (await dashboard()).subscriptionsData;
      expect(lists.activeSubs.find((sub) => sub.id === 102)?.status).toBe(
        'Active',
      );
      expect(lists.unactiveSubs.find((sub) => sub.id === 105)?.status).toBe(
        'Waiting for Stock',
      );
    } finally {
      db()
        .prepare("UPDATE services SET status = 'Active' WHERE id = 102")
        .run();
      db()
        .prepare("UPDATE services SET status = 'Pending' WHERE id = 105")
        .run();
    }
  });
});

describe('the odd demo client', () => {
  it('shows every record of a real install: a deleted product, odd texts, a negative promotion line', async () => {
    const { browser: odd } = await signedInBrowser(suite.server, ODD);
    const response = await odd.post('/dashboard/api/allData', {});
    expect(response.status).toBe(200);
    const data = allDataResponseSchema.parse(response.body);
    expect(data.errors).toEqual({});
    const all = [
      ...data.subscriptionsData.activeSubs,
      ...data.subscriptionsData.unactiveSubs,
    ];
    expect(all.map((sub) => sub.id).sort()).toEqual([401, 402, 403]);
    const deleted = all.find((sub) => sub.id === 402);
    expect(deleted).toMatchObject({ productId: 0, name: '', status: 'Active' });
    expect(JSON.stringify(data)).not.toMatch(/&amp;|&quot;|&#039;|&lt;|&gt;/);

    const setup = deviceSetupResponseSchema.parse(
      (await odd.post('/dashboard/api/deviceSetup', { serviceid: 401 })).body,
    );
    const password = new URL(setup.playlistUrl).searchParams.get('password');
    expect(password).toBe(setup.password);
    expect(password).not.toMatch(/&amp;|&#039;|&quot;|&lt;/);

    const invoice = invoiceResponseSchema.parse(
      (await odd.post('/dashboard/api/invoice', { invoiceid: 4001 })).body,
    ).invoice;
    expect(invoice.items.some((item) => item.amount.startsWith('-'))).toBe(
      true,
    );
    expect(invoice.total).toBe('8.99');
  });
});

describe('paging', () => {
  it('follows the pages of WHMCS: a client with more invoices than one page sees them all', async () => {
    const insert = db().prepare(
      "INSERT INTO invoices (id, userid, date, duedate, subtotal, total, status, paymentmethod, created_at, updated_at) VALUES (?, 1, '2025-01-01', '2025-01-15', 100, 100, 'Paid', 'paypal', '2025-01-01 00:00:00', '2025-01-01 00:00:00')",
    );
    const ids = Array.from({ length: 230 }, (_, i) => 900_001 + i);
    for (const id of ids) {
      insert.run(id);
    }
    try {
      const listed = (await dashboard()).invoicesData.map(
        (invoice) => invoice.invoiceid,
      );
      expect(listed).toEqual(expect.arrayContaining([...ids, 1001, 1007]));
      expect(new Set(listed).size).toBe(listed.length);
    } finally {
      db().prepare('DELETE FROM invoices WHERE id > 900000').run();
    }
  });
});

describe('service custom fields', () => {
  it('lets no field reach the browser unless the settings name it', async () => {
    const insert = db().prepare(
      "INSERT INTO custom_fields (id, type, name, description, field_type, sort) VALUES (90, 'product', 'Admin notes', '', 'textarea', 90)",
    );
    insert.run();
    db()
      .prepare(
        'INSERT INTO product_custom_fields (product_id, field_id) VALUES (1, 90)',
      )
      .run();
    db()
      .prepare(
        "INSERT INTO custom_field_values (field_id, rel_id, value) VALUES (90, 101, 'owes us money, be firm')",
      )
      .run();
    try {
      const response = await suite.demo.post('/api/subscriptions', {});
      const lists = subscriptionListsSchema.parse(response.body);
      const service = lists.activeSubs.find((sub) => sub.id === 101);
      expect(service?.customfields.customfield.map((f) => f.name)).toEqual(
        expect.arrayContaining(['MAC Address', 'Password', 'Parental Code']),
      );
      expect(JSON.stringify(response.body)).not.toContain('Admin notes');
      expect(JSON.stringify(response.body)).not.toContain('be firm');
      expect(
        JSON.stringify((await dashboard()).subscriptionsData),
      ).not.toContain('be firm');
    } finally {
      db().prepare('DELETE FROM custom_field_values WHERE field_id = 90').run();
      db()
        .prepare('DELETE FROM product_custom_fields WHERE field_id = 90')
        .run();
      db().prepare('DELETE FROM custom_fields WHERE id = 90').run();
    }
  });
});

describe('business errors', () => {
  const billingCircuit = async () =>
    (await suite.server.metrics.breakerState.get()).values.find(
      (value) => value.labels.group === 'billing',
    )?.value ?? 0;

  // Last in the file: the positive control leaves the billing circuit open.
  it('answers WHMCS_REJECTED, not "unavailable", and never opens the circuit; an outage does', async () => {
    const invoice = () =>
      suite.demo.post('/dashboard/api/invoice', { invoiceid: 1001 });
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['GetInvoice'],
    });
    for (let i = 0; i < 40; i++) {
      const envelope = expectError(await invoice(), 422, 'WHMCS_REJECTED');
      expect(envelope.message).not.toMatch(/not available/i);
    }
    expect(await billingCircuit()).toBe(0);
    suite.server.emulator.resetFaults();
    expect((await invoice()).status).toBe(200);

    // Outages (HTTP 500) open it once they are half of the group's calls in
    // the window (the rejected ones count as answered); then calls fail at
    // once, even after WHMCS is back, until the circuit tries again.
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetInvoice'],
    });
    for (let i = 0; i < 200 && (await billingCircuit()) === 0; i++) {
      expectError(await invoice(), 502, 'WHMCS_UNAVAILABLE');
    }
    expect(await billingCircuit()).toBe(1);
    suite.server.emulator.resetFaults();
    expectError(await invoice(), 502, 'WHMCS_UNAVAILABLE');
  });
});
