import {
  DEMO_CREDENTIALS,
  DEMO_SEED,
  startEmulator,
} from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  collectPages,
  createWhmcsClient,
  encodeAttachments,
  encodeCustomFields,
  whmcsActions,
  WhmcsBadReplyError,
  WhmcsError,
  WhmcsHttpError,
  WhmcsTimeoutError,
} from '../src/whmcs/index.js';
import type { WhmcsActionName, WhmcsClient } from '../src/whmcs/index.js';
import { isSupportedWhmcsVersion } from '../src/whmcs/version.js';

/**
 * The only place where our WHMCS client and the emulator meet: every action
 * the client knows is called against the emulator's demo data, and every
 * reply must parse. The emulator was written from WHMCS's documentation, not
 * from our client, so a disagreement here is a bug on one side.
 */
let emulator: RunningEmulator;
let whmcs: WhmcsClient;
const covered = new Set<WhmcsActionName>();

function track(client: WhmcsClient): WhmcsClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'call') {
        return (action: WhmcsActionName, params: never) => {
          covered.add(action);
          return target.call(action, params);
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property === 'string' && typeof value === 'function') {
        const action = (property.charAt(0).toUpperCase() +
          property.slice(1)) as WhmcsActionName;
        if (action in whmcsActions) {
          return (...args: unknown[]) => {
            covered.add(action);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
      }
      return value;
    },
  });
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'demo', bulkClients: 300 });
  whmcs = track(
    createWhmcsClient({
      url: emulator.url,
      identifier: DEMO_CREDENTIALS.identifier,
      secret: DEMO_CREDENTIALS.secret,
      timeoutMs: 5000,
    }),
  );
});

afterAll(async () => {
  await emulator.close();
});

afterEach(() => {
  emulator.resetFaults();
});

describe('client against the emulator: reads of the demo seed', () => {
  it('GetClientsDetails for every demo client, by id and by e-mail', async () => {
    for (const clientid of [1, 2, 3]) {
      const reply = await whmcs.getClientsDetails({ clientid, stats: true });
      expect(reply.client.id).toBe(clientid);
      expect(reply.stats).toBeDefined();
    }
    const byEmail = await whmcs.getClientsDetails({
      email: 'demo@example.com',
    });
    expect(byEmail.client.id).toBe(1);
    expect(byEmail.client.groupid).toBe(DEMO_SEED.clientGroups.resellers);
    expect(byEmail.client.users.map((user) => user.id)).toContain(501);
    await expect(
      whmcs.getClientsDetails({ email: 'nobody@example.com' }),
    ).rejects.toSatisfy(
      (error) => error instanceof WhmcsError && error.isNotFound(),
    );
  });

  it('GetClientsProducts with services 101 to 106 for client 1', async () => {
    const reply = await whmcs.getClientsProducts({ clientid: 1 });
    expect(reply.products.map((product) => product.id)).toEqual([
      101, 102, 103, 104, 105, 106,
    ]);
    const first = reply.products[0];
    expect(first?.customfields.map((field) => field.name)).toEqual([
      'MAC Address',
      'Password',
      'Parental Code',
    ]);
    expect(first?.customfields[0]?.value).toBe('00:1A:79:12:34:56');
    expect((await whmcs.getClientsProducts({ clientid: 3 })).products).toEqual(
      [],
    );
    expect(
      (await whmcs.getClientsProducts({ serviceid: 201 })).products[0]
        ?.clientid,
    ).toBe(2);
  });

  it('GetInvoices and GetInvoice for every demo invoice', async () => {
    const list = await whmcs.getInvoices({ userid: 1 });
    expect(list.invoices.map((invoice) => invoice.id).sort()).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    for (const invoiceid of [
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 2001,
    ]) {
      const invoice = await whmcs.getInvoice({ invoiceid });
      expect(invoice.invoiceid).toBe(invoiceid);
      expect(invoice.items.length).toBeGreaterThan(0);
    }
    expect((await whmcs.getInvoice({ invoiceid: 2001 })).userid).toBe(2);
    expect(
      (await whmcs.getInvoice({ invoiceid: 1003 })).transactions.length,
    ).toBeGreaterThan(0);
    expect(
      (await whmcs.getInvoices({ userid: 1, status: 'Unpaid' })).invoices,
    ).toHaveLength(3);
  });

  it('GetTickets, GetTicket both ways and GetTicketAttachment', async () => {
    expect(
      (await whmcs.getTickets({ clientid: 1 })).tickets.map((t) => t.id).sort(),
    ).toEqual([11, 12, 13]);
    for (const ticketid of [11, 12, 13, 21]) {
      for (const repliessort of ['ASC', 'DESC'] as const) {
        const ticket = await whmcs.getTicket({ ticketid, repliessort });
        expect(ticket.ticketid).toBe(ticketid);
      }
    }
    const ticket = await whmcs.getTicket({ ticketid: 11 });
    expect(ticket.replies.some((reply) => reply.isStaffReply)).toBe(true);
    expect(ticket.staffOnlyNotes.length).toBeGreaterThan(0);
    const opening = ticket.replies.find((reply) => reply.isOpeningMessage);
    expect(opening?.attachments.length).toBeGreaterThan(0);
    const attachment = await whmcs.getTicketAttachment({
      relatedid: 11,
      type: 'ticket',
      index: 0,
    });
    expect(attachment.filename).toMatch(/\.png$/);
  });

  it('GetEmails: a client’s sent e-mails, every page', async () => {
    const page = await whmcs.getEmails({ clientid: 1, limitnum: 2 });
    expect(page.totalresults).toBeGreaterThan(2);
    expect(page.emails).toHaveLength(2);
    const all = await collectPages(
      whmcs,
      'GetEmails',
      { clientid: 1 },
      (reply) => reply.emails,
      { pageSize: 2 },
    );
    expect(all).toHaveLength(page.totalresults);
    expect(all.every((email) => email.userid === 1)).toBe(true);
  });

  it('GetCredits and GetConfigurationValue: the credit log and the add-funds settings', async () => {
    const log = await whmcs.getCredits({ clientid: 1 });
    expect(log.totalresults).toBe(log.credits.length);
    expect(log.credits.some((entry) => entry.amount.startsWith('-'))).toBe(
      true,
    );
    const setting = await whmcs.getConfigurationValue({
      setting: 'AddFundsMinimum',
    });
    expect(setting).toMatchObject({ setting: 'AddFundsMinimum' });
    expect(setting.value).toMatch(/^\d+\.\d{2}$/);
    await expect(
      whmcs.getConfigurationValue({ setting: 'NoSuchSetting' }),
    ).rejects.toThrow('Invalid name for parameter setting');
  });

  it('GetStats: the number of open network issues (none in the demo seed)', async () => {
    const stats = await whmcs.getStats();
    expect(stats.networkissues_open).toBe(0);
  });

  it('departments, announcements, affiliates, groups, products, gateways, currencies', async () => {
    expect(
      (await whmcs.getSupportDepartments()).departments.map((d) => d.id),
    ).toEqual([1, 2, 3]);
    const announcements = (await whmcs.getAnnouncements()).announcements;
    expect(announcements.filter((a) => a.published)).toHaveLength(3);
    const affiliates = await whmcs.getAffiliates({ userid: 1 });
    expect(affiliates.affiliates[0]).toMatchObject({
      clientid: 1,
      visitors: 340,
      balance: '125.50',
      withdrawn: '40.00',
    });
    expect((await whmcs.getClientGroups()).groups.map((g) => g.id)).toEqual([
      1, 3, 4,
    ]);
    expect((await whmcs.getProducts()).products.length).toBe(4);
    expect((await whmcs.getProducts({ pid: '1,2' })).products.length).toBe(2);
    expect((await whmcs.getPaymentMethods()).paymentmethods.length).toBe(3);
    expect((await whmcs.getCurrencies()).currencies.map((c) => c.code)).toEqual(
      ['EUR', 'USD'],
    );
    expect(
      (await whmcs.getActivityLog({ clientid: 1 })).activity.length,
    ).toBeGreaterThan(0);
  });

  it('ValidateLogin answers user ids and the two-factor flag', async () => {
    const demo = await whmcs.validateLogin({
      email: 'demo@example.com',
      password2: 'demo-password-1',
    });
    expect(demo).toMatchObject({ userid: 501, twoFactorEnabled: false });
    const twoFactor = await whmcs.validateLogin({
      email: 'twofactor@example.com',
      password2: 'twofactor-password-1',
    });
    expect(twoFactor.twoFactorEnabled).toBe(true);
    await expect(
      whmcs.validateLogin({ email: 'demo@example.com', password2: 'nope' }),
    ).rejects.toBeInstanceOf(WhmcsError);
  });

  it('walks every page of the bulk seed', async () => {
    const services = await collectPages(
      whmcs,
      'GetClientsProducts',
      {},
      (reply) => reply.products,
      { pageSize: 100 },
    );
    expect(services.length).toBeGreaterThan(300);
    expect(new Set(services.map((service) => service.id)).size).toBe(
      services.length,
    );
    const invoices = await collectPages(
      whmcs,
      'GetInvoices',
      {},
      (reply) => reply.invoices,
    );
    expect(invoices.some((invoice) => invoice.id > 100_000)).toBe(true);
  });
});

describe('client against the emulator: writes', () => {
  it('AddClient, UpdateClient and the new client reads back', async () => {
    const added = await whmcs.addClient({
      email: 'conformance@example.com',
      firstname: 'Con',
      lastname: 'Formance',
      password2: 'conformance-password',
      skipvalidation: true,
      noemail: true,
    });
    expect(added.clientid).toBeGreaterThan(3);
    const updated = await whmcs.updateClient({
      clientid: added.clientid,
      customfields: encodeCustomFields({ 10: 'https://reseller.example.com' }),
    });
    expect(updated.clientid).toBe(added.clientid);
    const details = await whmcs.getClientsDetails({ clientid: added.clientid });
    expect(details.client.customfields).toContainEqual({
      id: 10,
      value: 'https://reseller.example.com',
    });
  });

  it('GetPayMethods, UpdatePayMethod set_as_default and DeletePayMethod', async () => {
    const before = await whmcs.getPayMethods({ clientid: 1 });
    expect(before.paymethods.map((m) => m.card_last_four)).toEqual([
      '4242',
      '5454',
      '',
    ]);
    expect(before.paymethods[1]?.expiry_date).toMatch(/^\d{2}\/\d{2}$/);
    expect(before.paymethods[2]?.bank_name).toBe('Demo Savings Bank');
    const [visa, mastercard, bank] = before.paymethods;
    const updated = await whmcs.updatePayMethod({
      clientid: 1,
      paymethodid: mastercard?.id ?? 0,
      set_as_default: true,
    });
    expect(updated.paymethodid).toBe(mastercard?.id);
    const deleted = await whmcs.deletePayMethod({
      clientid: 1,
      paymethodid: bank?.id ?? 0,
    });
    expect(deleted.paymethodid).toBe(bank?.id);
    const after = await whmcs.getPayMethods({ clientid: 1 });
    expect(after.paymethods.map((m) => m.id)).toEqual([
      mastercard?.id,
      visa?.id,
    ]);
    await whmcs.updatePayMethod({
      clientid: 1,
      paymethodid: visa?.id ?? 0,
      set_as_default: true,
    });
  });

  it('ResetPassword answers the address WHMCS mails, and echoes an unknown one', async () => {
    const known = await whmcs.resetPassword({ email: 'demo@example.com' });
    expect(known.email).toBe('demo@example.com');
    const unknown = await whmcs.resetPassword({ email: 'nobody@example.com' });
    expect(unknown.email).toBe('nobody@example.com');
  });

  it('UpgradeProduct quotes and orders; AddOrder, AcceptOrder, GetOrders, GetPromotions', async () => {
    const change = {
      serviceid: 106,
      type: 'product',
      newproductid: 1,
      newproductbillingcycle: 'annually',
    } as const;
    const quote = await whmcs.upgradeProduct({ ...change, calconly: true });
    expect(quote.newproductid).toBe(1);
    expect(Number(quote.price)).toBeGreaterThan(0);
    expect(quote.invoiceid).toBeNull();
    const upgrade = await whmcs.upgradeProduct({
      ...change,
      paymentmethod: 'paypal',
    });
    expect(upgrade.orderid).toBeGreaterThan(0);
    expect(upgrade.invoiceid).toBeGreaterThan(0);

    const [promotion] = (await whmcs.getPromotions({ code: 'WELCOME10' }))
      .promotions;
    expect(promotion?.code).toBe('WELCOME10');
    const order = await whmcs.addOrder({
      clientid: 5,
      paymentmethod: 'paypal',
      pid: [2],
      billingcycle: ['monthly'],
      promocode: 'WELCOME10',
    });
    expect(order.serviceids).toHaveLength(1);
    expect(order.invoiceid).toBeGreaterThan(0);
    await whmcs.acceptOrder({ orderid: order.orderid, autosetup: true });
    const [placed] = (await whmcs.getOrders({ id: order.orderid })).orders;
    expect(placed?.status).toBe('Active');
    await expect(
      whmcs.addOrder({
        clientid: 5,
        paymentmethod: 'paypal',
        pid: [999],
        billingcycle: ['monthly'],
      }),
    ).rejects.toBeInstanceOf(WhmcsError);
  });

  it('UpdateClientProduct merges custom fields; ModuleChangePw', async () => {
    await whmcs.updateClientProduct({
      serviceid: 102,
      customfields: encodeCustomFields({ 1: '00:1A:79:AA:BB:CC' }),
    });
    const service = (await whmcs.getClientsProducts({ serviceid: 102 }))
      .products[0];
    expect(service?.customfields.find((f) => f.id === 1)?.value).toBe(
      '00:1A:79:AA:BB:CC',
    );
    expect(service?.customfields.find((f) => f.id === 2)?.value).not.toBe('');
    await whmcs.moduleChangePw({
      serviceid: 102,
      servicepassword: 'N3w-line-pass',
    });
    await expect(
      whmcs.updateClientProduct({ serviceid: 999_999 }),
    ).rejects.toBeInstanceOf(WhmcsError);
  });

  it('LogActivity, CreateSsoToken, SendEmail, AddInvoicePayment', async () => {
    await whmcs.logActivity({ clientid: 1, description: 'conformance check' });
    const log = await whmcs.getActivityLog({
      clientid: 1,
      description: 'conformance',
    });
    expect(log.activity[0]?.description).toBe('conformance check');
    const sso = await whmcs.createSsoToken({
      client_id: 1,
      destination: 'sso:custom_redirect',
      sso_redirect_path: 'viewinvoice.php?id=1001',
    });
    expect(sso.redirect_url).toContain('/oauth/singlesignon.php?access_token=');
    await whmcs.sendEmail({
      customtype: 'general',
      customsubject: 'Hello',
      custommessage: '<p>Hi</p>',
      id: 1,
    });
    await whmcs.addInvoicePayment({
      invoiceid: 1002,
      transid: 'conformance-1',
      gateway: 'paypal',
    });
    expect((await whmcs.getInvoice({ invoiceid: 1002 })).status).toBe('Paid');
  });

  it('ApplyCredit: the credit moves to the invoice, which is Paid at balance 0', async () => {
    const credit = async () =>
      (await whmcs.getClientsDetails({ clientid: 1 })).client.credit;
    expect(await credit()).toBe('10.00');
    const partial = await whmcs.applyCredit({
      invoiceid: 1001,
      amount: '4.00',
      noemail: true,
    });
    expect(partial).toEqual({
      invoiceid: 1001,
      amount: '4.00',
      invoicepaid: false,
    });
    const invoice = await whmcs.getInvoice({ invoiceid: 1001 });
    expect(invoice).toMatchObject({
      status: 'Unpaid',
      credit: '4.00',
      balance: '85.99',
    });
    expect(await credit()).toBe('6.00');
    await expect(
      whmcs.applyCredit({ invoiceid: 1001, amount: '6.01' }),
    ).rejects.toThrow('Amount exceeds customer credit balance');
    await expect(
      whmcs.applyCredit({ invoiceid: 1003, amount: '1.00' }),
    ).rejects.toThrow('Invoice Not in Unpaid Status');
  });

  it('AddCancelRequest, GetCancelledPackages', async () => {
    const added = await whmcs.addCancelRequest({
      serviceid: 101,
      type: 'End of Billing Period',
      reason: 'Conformance & co',
    });
    expect(added).toEqual({ serviceid: 101, userid: 1 });
    const listed = await whmcs.getCancelledPackages({ limitnum: 25 });
    expect(listed.packages).toEqual([
      expect.objectContaining({
        relid: 101,
        reason: 'Conformance & co',
        type: 'End of Billing Period',
      }),
    ]);
    expect(listed.totalresults).toBe(1);
    await expect(
      whmcs.addCancelRequest({ serviceid: 101 }),
    ).rejects.toBeInstanceOf(WhmcsError);
  });

  it('OpenTicket with an attachment, AddTicketReply, UpdateTicket', async () => {
    const opened = await whmcs.openTicket({
      deptid: 1,
      subject: 'Conformance',
      message: 'Hello **world**',
      clientid: 1,
      markdown: true,
      attachments: encodeAttachments([
        { name: 'note.txt', data: Buffer.from('hello') },
      ]),
    });
    expect(opened.id).toBeGreaterThan(0);
    await whmcs.addTicketReply({
      ticketid: opened.id,
      message: 'From staff',
      adminusername: 'admin',
    });
    await whmcs.addTicketReply({
      ticketid: opened.id,
      message: 'From me',
      clientid: 1,
    });
    await whmcs.updateTicket({ ticketid: opened.id, status: 'Closed' });
    const ticket = await whmcs.getTicket({ ticketid: opened.id });
    expect(ticket.status).toBe('Closed');
    expect(ticket.replies.map((reply) => reply.isStaffReply)).toEqual([
      false,
      true,
      false,
    ]);
    const file = await whmcs.getTicketAttachment({
      relatedid: opened.id,
      type: 'ticket',
      index: 0,
    });
    expect(Buffer.from(file.data, 'base64').toString()).toBe('hello');
  });

  it('WhmcsDetails names a supported version', async () => {
    const reply = await whmcs.whmcsDetails();
    expect(reply.whmcs.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(reply.whmcs.canonicalversion).toMatch(/^\d+\.\d+\.\d+-/);
    expect(isSupportedWhmcsVersion(reply.whmcs.version)).toBe(true);
  });

  it('called every action the client knows', () => {
    expect([...covered].sort()).toEqual(Object.keys(whmcsActions).sort());
  });
});

describe('client against the emulator: faults', () => {
  it('a WHMCS error becomes WhmcsError with its message', async () => {
    emulator.setFaults({ errorRate: 1, errorKind: 'whmcs' });
    await expect(whmcs.getCurrencies()).rejects.toBeInstanceOf(WhmcsError);
  });

  it('an HTTP 500 becomes WhmcsHttpError, after one retry for reads', async () => {
    emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    await expect(whmcs.getCurrencies()).rejects.toBeInstanceOf(WhmcsHttpError);
  });

  it('an HTML page and garbage JSON become WhmcsBadReplyError', async () => {
    emulator.setFaults({ errorRate: 1, errorKind: 'html' });
    await expect(whmcs.getCurrencies()).rejects.toBeInstanceOf(
      WhmcsBadReplyError,
    );
    emulator.setFaults({ errorRate: 1, errorKind: 'garbage' });
    await expect(whmcs.getCurrencies()).rejects.toBeInstanceOf(
      WhmcsBadReplyError,
    );
  });

  it('a hanging WHMCS becomes WhmcsTimeoutError at the deadline', async () => {
    emulator.setFaults({ hang: true });
    const impatient = createWhmcsClient({
      url: emulator.url,
      identifier: DEMO_CREDENTIALS.identifier,
      secret: DEMO_CREDENTIALS.secret,
      timeoutMs: 300,
    });
    await expect(impatient.getCurrencies()).rejects.toBeInstanceOf(
      WhmcsTimeoutError,
    );
  });

  it('faults limited to one action leave the others alone', async () => {
    emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['GetInvoices'],
    });
    await expect(whmcs.getInvoices({ userid: 1 })).rejects.toBeInstanceOf(
      WhmcsHttpError,
    );
    expect((await whmcs.getCurrencies()).currencies.length).toBe(2);
  });

  it('latency slows calls without failing them', async () => {
    emulator.setFaults({ latencyMs: 50, jitterMs: 20 });
    expect((await whmcs.getCurrencies()).currencies.length).toBe(2);
  });

  it('wrong credentials are WHMCS authentication errors', async () => {
    const wrong = createWhmcsClient({
      url: emulator.url,
      identifier: 'nope',
      secret: 'nope',
    });
    await expect(wrong.getCurrencies()).rejects.toSatisfy(
      (error) => error instanceof WhmcsError && error.isAccessDenied(),
    );
  });
});
