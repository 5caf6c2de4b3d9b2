import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendJson, startFakeWhmcs } from '../../test/start-fake-whmcs.js';
import type { FakeWhmcs } from '../../test/start-fake-whmcs.js';

import { createWhmcsClient } from './client.js';
import { whmcsActions } from './registry.js';
import type { WhmcsActionName, WhmcsActionReply } from './registry.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
// WHMCS's published example replies: one copy in the repository, kept with
// the emulator that is checked against them too.
const fixturesDir = path.resolve(
  repoRoot,
  'emulator/test/fixtures/whmcs-samples',
);
const referenceDir = path.resolve(
  repoRoot,
  '../shared/reference/whmcs-samples',
);

const sampleFiles = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.doc.json'))
  .sort();

function isActionName(name: string): name is WhmcsActionName {
  return Object.hasOwn(whmcsActions, name);
}

function readSample(action: WhmcsActionName): unknown {
  return JSON.parse(
    readFileSync(path.join(fixturesDir, `${action}.json`), 'utf8'),
  );
}

function parseSample<A extends WhmcsActionName>(
  action: A,
): WhmcsActionReply<A> {
  return whmcsActions[action].replySchema.parse(
    readSample(action),
  ) as WhmcsActionReply<A>;
}

describe('WHMCS sample replies', () => {
  it('has a sample for every registered action but GetTicketAttachment', () => {
    const sampled = sampleFiles.map((name) => name.replace(/\.json$/, ''));
    const missing = Object.keys(whmcsActions).filter(
      (action) => !sampled.includes(action),
    );
    expect(missing).toEqual(['GetTicketAttachment']);
    expect(sampled.every(isActionName)).toBe(true);
  });

  it.each(sampleFiles)('parses %s with its action schema', (fileName) => {
    const action = fileName.replace(/\.json$/, '');
    if (!isActionName(action)) {
      throw new Error(`No action registered for ${fileName}`);
    }
    const result = whmcsActions[action].replySchema.safeParse(
      readSample(action),
    );
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('normalises GetClientsDetails', () => {
    const { client, stats } = parseSample('GetClientsDetails');
    expect(client.id).toBe(1);
    expect(client.owner_user_id).toBe(1);
    expect(client.email).toBe('test-client@example.com');
    expect(client.credit).toBe('0.00');
    expect(client.marketing_emails_opt_in).toBe(true);
    expect(client.disableautocc).toBe(false);
    expect(client.email_preferences?.invoice).toBe(true);
    expect(client.customfields).toEqual([
      { id: 1, value: 'Custom Field Value' },
    ]);
    expect(client.users).toEqual([
      {
        id: 1,
        name: 'Testing User',
        email: 'testuser@whmcs.com',
        is_owner: true,
      },
    ]);
    expect(client).not.toHaveProperty('customfields1');
    expect(client).not.toHaveProperty('notes');
    // Only what the members area reads is parsed and kept: of the stats, the flag.
    expect(client).not.toHaveProperty('taxexempt');
    expect(stats).toEqual({ isAffiliate: false });
  });

  it('normalises GetClientsProducts ids, money and dates', () => {
    const reply = parseSample('GetClientsProducts');
    expect(reply.totalresults).toBe(2);
    expect(reply.numreturned).toBe(2);
    const [first, second] = reply.products;
    expect(first?.id).toBe(1);
    expect(first?.pid).toBe(1);
    expect(first?.clientid).toBe(1);
    expect(first?.regdate).toBe('2015-01-01');
    expect(first?.nextduedate).toBe('2016-11-25');
    expect(first?.recurringamount).toBe('12.95');
    expect(first?.firstpaymentamount).toBe('12.95');
    // Fields the members area never reads are left out, not parsed.
    expect(first).not.toHaveProperty('overidesuspenduntil');
    expect(first).not.toHaveProperty('diskusage');
    expect(first?.customfields).toEqual([]);
    expect(first?.configoptions).toEqual([]);
    expect(first?.status).toBe('Terminated');
    expect(second?.configoptions).toEqual([
      {
        id: 1,
        option: 'Sample Config Option',
        type: 'dropdown',
        value: 'Selected option value',
      },
    ]);
  });

  it('normalises GetInvoices and GetInvoice, with transactions "" as []', () => {
    const invoices = parseSample('GetInvoices');
    expect(invoices.invoices[0]).toMatchObject({
      id: 1,
      userid: 1,
      date: '2016-01-01',
      datepaid: null,
      total: '15.95',
      status: 'Unpaid',
      paymethodid: null,
    });
    expect(invoices.invoices[0]).not.toHaveProperty('created_at');

    const invoice = parseSample('GetInvoice');
    expect(invoice.invoiceid).toBe(1);
    expect(invoice.userid).toBe(2361);
    expect(invoice.balance).toBe('15.95');
    expect(invoice.datepaid).toBeNull();
    expect(invoice.ccgateway).toBe(false);
    expect(invoice.transactions).toEqual([]);
    expect(invoice.items).toEqual([
      {
        id: 1,
        type: 'Hosting',
        relid: 1,
        description: 'Sample Monthly Product (01/01/2016 - 31/01/2016)',
        amount: '15.95',
        taxed: false,
      },
    ]);
  });

  it('normalises GetTicket: opening message, staff replies, [[]] attachments, staff-only notes', () => {
    const ticket = parseSample('GetTicket');
    expect(ticket.ticketid).toBe(1);
    expect(ticket.tid).toBe('516757');
    expect(ticket.status).toBe('Closed');
    const [opening, staff, client] = ticket.replies;
    expect(opening?.isOpeningMessage).toBe(true);
    expect(opening?.isStaffReply).toBe(false);
    expect(opening?.attachments).toEqual([
      { filename: 'attachment_name.png', index: 0 },
    ]);
    expect(opening?.attachments_removed).toBe(true);
    expect(staff?.isOpeningMessage).toBe(false);
    expect(staff?.isStaffReply).toBe(true);
    expect(staff?.admin).toBe('Demo Admin');
    expect(staff?.attachments).toEqual([]);
    expect(client?.isStaffReply).toBe(false);
    expect(client?.userid).toBe(1);
    expect(ticket).not.toHaveProperty('notes');
    expect(ticket.staffOnlyNotes).toEqual([
      {
        noteid: 1,
        date: '2016-01-01 06:26:42',
        message: 'This is a ticket note',
        attachment: '',
        attachments: [],
        attachments_removed: false,
        admin: 'Demo Admin',
      },
    ]);
  });

  it('normalises GetTickets', () => {
    const reply = parseSample('GetTickets');
    expect(reply.totalresults).toBe(1);
    expect(reply.tickets[0]).toMatchObject({
      id: 1,
      tid: '516757',
      deptid: 1,
      userid: 1,
      status: 'Answered',
      lastreply: '2016-01-01 06:30:16',
      attachments: [{ filename: 'attachment_name.png', index: 0 }],
    });
  });

  it('normalises ValidateLogin twoFactorEnabled "false" to false', () => {
    const reply = parseSample('ValidateLogin');
    expect(reply).toEqual({
      userid: 1,
      passwordhash: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      twoFactorEnabled: false,
    });
  });

  it('normalises GetActivityLog under activity.entry without numreturned', () => {
    const reply = parseSample('GetActivityLog');
    expect(reply.totalresults).toBe(2);
    expect(reply.numreturned).toBeUndefined();
    expect(reply.activity.map((entry) => entry.id)).toEqual([2, 1]);
    expect(reply.activity[0]?.date).toBe('2021-01-01 06:56:49');
  });

  it('normalises GetProducts pricing by currency and product-url', () => {
    const [product] = parseSample('GetProducts').products;
    expect(product?.pid).toBe(1);
    expect(product?.['product-url']).toBe(
      'https://www.example.com/whmcs/product-group/best-hosting-plan',
    );
    expect(product?.pricing.USD?.monthly).toBe('25.99');
    expect(product?.pricing.USD?.quarterly).toBe('-1.00');
    expect(product?.customfields[0]?.required).toBe(false);
    const option = product?.configoptions[0]?.options[0];
    expect(option?.rawName).toBe('');
    expect(option?.required).toBeNull();
    expect(option?.pricing.USD?.monthly).toBe('2.99');
  });

  it('normalises the small catalogues and affiliate records', () => {
    expect(parseSample('GetClientGroups').groups).toEqual([
      {
        id: 1,
        groupname: 'Client Group 1',
        groupcolour: '#28C99B',
        discountpercent: 10,
        susptermexempt: true,
        separateinvoices: true,
      },
      {
        id: 2,
        groupname: 'Client Group 2',
        groupcolour: '#FFFFFF',
        discountpercent: 0,
        susptermexempt: false,
        separateinvoices: false,
      },
    ]);
    expect(parseSample('GetCurrencies').currencies).toEqual([
      { id: 1, code: 'USD', prefix: '$', suffix: ' USD', format: 1, rate: 1 },
    ]);
    expect(parseSample('GetPaymentMethods').paymentmethods).toHaveLength(2);
    expect(parseSample('GetSupportDepartments').departments).toEqual([
      {
        id: 1,
        name: 'Sample Support Department',
        awaitingreply: 0,
        opentickets: 0,
      },
    ]);
    const [affiliate] = parseSample('GetAffiliates').affiliates;
    expect(affiliate).toMatchObject({
      id: 1,
      clientid: 1,
      visitors: 145,
      balance: '15.00',
      withdrawn: '0.00',
      onetime: true,
    });
    const [announcement] = parseSample('GetAnnouncements').announcements;
    expect(announcement?.published).toBe(true);
    expect(announcement?.created_at).toBeNull();
  });

  it('normalises the write replies', () => {
    expect(parseSample('AddClient')).toEqual({ clientid: 1 });
    expect(parseSample('UpdateClient')).toEqual({ clientid: 1 });
    expect(parseSample('UpdateClientProduct')).toEqual({ serviceid: 1 });
    expect(parseSample('UpdateTicket')).toEqual({ ticketid: 1 });
    expect(parseSample('OpenTicket')).toEqual({
      id: 1,
      tid: '516757',
      c: 'KPqH7yG3',
    });
    expect(parseSample('CreateSsoToken').redirect_url).toBe(
      'http://example.test/oauth/singlesignon.php?access_token=afaed4482ad1e6b75492cdd421cc458b1991a97c',
    );
    for (const action of [
      'AddInvoicePayment',
      'AddTicketReply',
      'LogActivity',
      'ModuleChangePw',
      'SendEmail',
    ] as const) {
      expect(parseSample(action)).toEqual({});
    }
  });
});

describe('WHMCS sample replies through the client', () => {
  let upstream: FakeWhmcs;

  beforeAll(async () => {
    upstream = await startFakeWhmcs((request, response) => {
      const action = request.form.get('action') ?? '';
      sendJson(
        response,
        readFileSync(path.join(fixturesDir, `${action}.json`), 'utf8'),
      );
    });
  });

  afterAll(async () => {
    await upstream.close();
  });

  it('parses each sample served over HTTP', async () => {
    const client = createWhmcsClient({
      url: upstream.url,
      identifier: 'id',
      secret: 'secret',
    });
    expect((await client.getInvoice({ invoiceid: 1 })).transactions).toEqual(
      [],
    );
    expect(
      (await client.validateLogin({ email: 'a', password2: 'b' }))
        .twoFactorEnabled,
    ).toBe(false);
    expect((await client.getCurrencies()).currencies[0]?.code).toBe('USD');
    expect(await client.logActivity({ description: 'x' })).toEqual({});
  });
});

describe('WHMCS sample fixtures', () => {
  it('stay byte-identical to the shared reference copy', ({ skip }) => {
    skip(
      !existsSync(referenceDir),
      `no reference samples at ${referenceDir}, so there is nothing to compare`,
    );
    const referenceFiles = readdirSync(referenceDir).sort();
    expect(readdirSync(fixturesDir).sort()).toEqual(
      expect.arrayContaining(referenceFiles),
    );
    for (const name of referenceFiles) {
      const copy = readFileSync(path.join(fixturesDir, name));
      const reference = readFileSync(path.join(referenceDir, name));
      expect(copy.equals(reference), `${name} differs`).toBe(true);
    }
  });
});
