/**
 * Class "access control": every API route the server registers is either
 * public or refuses a caller without a session (401), and every route that
 * takes an invoice, ticket, subscription or attachment id answers another
 * customer's id exactly like a missing one (404), in both directions
 * between the two demo customers, without leaking anything of the owner.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { TestBrowser } from '../http-client.js';
import type { TestResponse } from '../http-client.js';
import { DEMO, OTHER } from '../sign-in.js';
import { useSignedInServer } from '../signed-in-server.js';

import { expectEnvelope, listRoutes } from './support.js';

/** Routes anyone may call; every other API route needs a session. */
const PUBLIC_ROUTES = new Set([
  'POST /dashboard/api/sendCode',
  'POST /dashboard/api/verifyCode',
  'POST /api/auth',
  'POST /dashboard/api/signup',
  'POST /dashboard/api/confirmSignup',
  // The second step of a sign-in: it needs the first step's cookie instead.
  'POST /dashboard/api/secondFactor',
  // A passkey sign-in names no account: the assertion proves the client
  // (features/security/passkey-sign-in.routes.test.ts).
  'POST /dashboard/api/passkeySignInOptions',
  'POST /dashboard/api/passkeySignIn',
  'POST /dashboard/api/sendAlert',
  'GET /dashboard/api/env',
  'GET /dashboard/api/openapi.json',
  'GET /dashboard/api/docs',
  // Online cancellation (§ 312k BGB) must work without signing in; signed
  // in, it acts on the session's own subscriptions only, and the receipt
  // needs its link's HMAC token (features/cancellation/*.routes.test.ts).
  'POST /dashboard/api/cancelRequest',
  'GET /dashboard/api/cancelReceipt',
  // Withdrawal (§ 356a BGB) likewise: the withdrawal function is for guests
  // too; signed in, only the session's own lines; the receipt needs its
  // link's token (features/withdrawal/*.routes.test.ts).
  'POST /dashboard/api/withdraw',
  'GET /dashboard/api/withdrawReceipt',
  // The service status is the provider's, the same for everyone: WHMCS's
  // public network issues feed (features/service-status/).
  'GET /dashboard/api/serviceStatus',
]);

/** The ids of one customer's objects. */
interface Owned {
  invoiceId: number;
  ticketId: number;
  serviceId: number;
  payMethodId: number;
  emailId: number;
  email: string;
  ticketSubject: string;
}

type Call = (browser: TestBrowser, ids: Owned) => Promise<TestResponse>;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    data.append(name, value);
  }
  return data;
};

/** Every route that reads or changes an object by its id. */
const OWNED_CALLS: Record<string, Call> = {
  'POST /dashboard/api/invoice': (b, ids) =>
    b.post('/dashboard/api/invoice', { invoiceid: ids.invoiceId }),
  'POST /dashboard/api/payInvoice': (b, ids) =>
    b.post('/dashboard/api/payInvoice', { invoiceid: ids.invoiceId }),
  'GET /dashboard/api/invoicePdf': (b, ids) =>
    b.get(`/dashboard/api/invoicePdf?invoiceid=${ids.invoiceId}`),
  'POST /dashboard/api/ticket': (b, ids) =>
    b.post('/dashboard/api/ticket', { ticketid: ids.ticketId }),
  'POST /dashboard/api/addReply': (b, ids) =>
    b.request('POST', '/dashboard/api/addReply', {
      form: form({ ticketid: String(ids.ticketId), message: 'Mine now?' }),
    }),
  'PUT /dashboard/api/cancelTicket': (b, ids) =>
    b.request('PUT', '/dashboard/api/cancelTicket', {
      body: { ticketid: ids.ticketId },
    }),
  'GET /dashboard/api/ticketAttachment': (b, ids) =>
    b.get(
      `/dashboard/api/ticketAttachment?ticketid=${ids.ticketId}&replyid=0&index=0`,
    ),
  'PUT /dashboard/api/updateMacAddress': (b, ids) =>
    b.request('PUT', '/dashboard/api/updateMacAddress', {
      body: { serviceid: ids.serviceId, mac: '00:1A:79:65:43:21' },
    }),
  'PUT /dashboard/api/update_parental_code': (b, ids) =>
    b.request('PUT', '/dashboard/api/update_parental_code', {
      body: { serviceid: ids.serviceId, code: '4321' },
    }),
  'PUT /api/updatePassword': (b, ids) =>
    b.request('PUT', '/api/updatePassword', {
      body: { serviceid: ids.serviceId },
    }),
  'POST /dashboard/api/deviceSetup': (b, ids) =>
    b.post('/dashboard/api/deviceSetup', { serviceid: ids.serviceId }),
  'POST /dashboard/api/lineStatus': (b, ids) =>
    b.post('/dashboard/api/lineStatus', { serviceid: ids.serviceId }),
  'POST /dashboard/api/channels': (b, ids) =>
    b.post('/dashboard/api/channels', { serviceid: ids.serviceId }),
  'POST /dashboard/api/channelGuide': (b, ids) =>
    b.post('/dashboard/api/channelGuide', {
      serviceid: ids.serviceId,
      streamIds: [1200],
    }),
  'POST /dashboard/api/openTicket': (b, ids) =>
    b.request('POST', '/dashboard/api/openTicket', {
      form: form({
        deptid: '1',
        subject: 'About my line',
        message: 'Is this line mine?',
        serviceid: String(ids.serviceId),
      }),
    }),
  'POST /dashboard/api/resellerProduct': (b, ids) =>
    b.post('/dashboard/api/resellerProduct', { serviceid: ids.serviceId }),
  'GET /dashboard/api/connectionOptions': (b, ids) =>
    b.get(`/dashboard/api/connectionOptions?serviceid=${ids.serviceId}`),
  'POST /dashboard/api/addConnection': (b, ids) =>
    b.post('/dashboard/api/addConnection', {
      serviceid: ids.serviceId,
      choiceId: 3,
      dueNow: '1.00',
    }),
  'POST /dashboard/api/setDefaultPayMethod': (b, ids) =>
    b.post('/dashboard/api/setDefaultPayMethod', {
      paymethodid: ids.payMethodId,
    }),
  'POST /dashboard/api/removePayMethod': (b, ids) =>
    b.post('/dashboard/api/removePayMethod', { paymethodid: ids.payMethodId }),
  'GET /dashboard/api/email': (b, ids) =>
    b.get(`/dashboard/api/email?emailid=${ids.emailId}`),
};

/**
 * How a route refuses an id that is not the caller's: 404, or for a form
 * field that only names the object (openTicket's serviceid) the field
 * error an unknown id gets. Either way exactly like an id nobody has.
 */
const REFUSAL: Record<string, { status: number; code: string }> = {
  'POST /dashboard/api/openTicket': { status: 400, code: 'VALIDATION' },
};

const owned = new Map<'demo' | 'other', Owned>();

async function ownedBy(browser: TestBrowser, email: string): Promise<Owned> {
  const invoices = await browser.post('/dashboard/api/invoices', {});
  const tickets = await browser.post('/dashboard/api/tickets', {});
  const subs = await browser.post('/api/subscriptions', {});
  const payMethods = await browser.get('/dashboard/api/payMethods');
  const emails = await browser.get('/dashboard/api/emails');
  const [payMethod] = (payMethods.body as { methods: { id: number }[] })
    .methods;
  const [sentEmail] = (emails.body as { emails: { id: number }[] }).emails;
  const invoiceList = (invoices.body as { invoices: { invoiceid: number }[] })
    .invoices;
  const ticketList = (
    tickets.body as { tickets: { ticketid: number; subject: string }[] }
  ).tickets;
  const { activeSubs, unactiveSubs } = subs.body as {
    activeSubs: { id: number }[];
    unactiveSubs: { id: number }[];
  };
  const service = activeSubs[0] ?? unactiveSubs[0];
  const [invoice] = invoiceList;
  const [ticket] = ticketList;
  if (!invoice || !ticket || !service || !payMethod || !sentEmail) {
    throw new Error(
      `${email} lacks an invoice, a ticket, a subscription, a pay method or an e-mail`,
    );
  }
  return {
    invoiceId: invoice.invoiceid,
    ticketId: ticket.ticketid,
    serviceId: service.id,
    payMethodId: payMethod.id,
    emailId: sentEmail.id,
    email,
    ticketSubject: ticket.subject,
  };
}

const suite = useSignedInServer({ withOther: true });

beforeAll(async () => {
  owned.set('demo', await ownedBy(suite.demo, DEMO.email));
  owned.set('other', await ownedBy(suite.other, OTHER.email));
});

const apiRoutes = () =>
  listRoutes(suite.server.app).filter(
    (route) =>
      route.method !== 'HEAD' &&
      (route.path.startsWith('/dashboard/api/') ||
        route.path.startsWith('/api/')),
  );

/** The API routes as the server registers them, read once it runs. */
const ROUTES_KNOWN_AT_WRITING = [
  'POST /dashboard/api/logout',
  'GET /dashboard/api/me',
  'POST /dashboard/api/allData',
  'POST /dashboard/api/invoices',
  'POST /dashboard/api/tickets',
  'POST /api/subscriptions',
  'POST /dashboard/api/departements',
  'POST /dashboard/api/withdrawal',
  'GET /dashboard/api/withdrawals',
  'GET /dashboard/api/withdrawableLines',
  'PUT /dashboard/api/update_redirect_url',
  // A device's push reminders: another customer's device answers as a
  // missing one (features/push/push.routes.test.ts).
  'GET /dashboard/api/pushKey',
  'POST /dashboard/api/pushSubscribe',
  'POST /dashboard/api/pushUnsubscribe',
  'POST /dashboard/api/pushPreferences',
  ...Object.keys(OWNED_CALLS),
];

describe('access control: the route list', () => {
  it('reads at least the known API routes from the server', () => {
    const found = new Set(apiRoutes().map((r) => `${r.method} ${r.path}`));
    for (const route of ROUTES_KNOWN_AT_WRITING) {
      expect(found).toContain(route);
    }
  });
});

describe('access control: every session route refuses a caller without a session (401)', () => {
  const cases = () =>
    apiRoutes().filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));

  it('covers every registered route that is not public', () => {
    expect(cases().length).toBeGreaterThanOrEqual(
      ROUTES_KNOWN_AT_WRITING.length,
    );
  });

  it.each(ROUTES_KNOWN_AT_WRITING)(
    '%s without any credential',
    async (route) => {
      const [method = 'GET', path = '/'] = route.split(' ');
      const response = await new TestBrowser(suite.server.url).request(
        method,
        path,
        method === 'GET' ? {} : { body: {} },
      );
      expectEnvelope(response, 401, 'UNAUTHENTICATED');
    },
  );

  it.each(ROUTES_KNOWN_AT_WRITING)(
    '%s with a forged bearer token',
    async (route) => {
      const [method = 'GET', path = '/'] = route.split(' ');
      const response = await new TestBrowser(suite.server.url).request(
        method,
        path,
        {
          bearer: 'A'.repeat(43),
          ...(method === 'GET' ? {} : { body: {} }),
        },
      );
      expectEnvelope(response, 401, 'UNAUTHENTICATED');
    },
  );

  it('every route added since (read from the server) refuses too', async () => {
    const known = new Set(ROUTES_KNOWN_AT_WRITING);
    for (const { method, path } of cases()) {
      if (known.has(`${method} ${path}`)) {
        continue;
      }
      const response = await new TestBrowser(suite.server.url).request(
        method,
        path,
        method === 'GET' ? {} : { body: {} },
      );
      expect(
        response.status,
        `${method} ${path} answered without a session`,
      ).toBe(401);
    }
  });

  it('every route that takes an object id is in the ownership table', () => {
    const idRoutes = [
      ...apiRoutes().map((r) => `${r.method} ${r.path}`),
    ].filter((route) =>
      /invoice\b|invoicePdf|payInvoice|ticket\b|ticketAttachment|addReply|cancelTicket|updateMac|parental|updatePassword|deviceSetup|lineStatus|channels|channelGuide|resellerProduct|connectionOptions|addConnection|PayMethod\b|api\/email\b/i.test(
        route,
      ),
    );
    for (const route of idRoutes) {
      expect(Object.keys(OWNED_CALLS)).toContain(route);
    }
  });
});

describe("access control: a customer asking for the other's objects gets what a missing id gets (404)", () => {
  const pairs = (['demo', 'other'] as const).flatMap((who) =>
    Object.keys(OWNED_CALLS).map((route) => [who, route] as const),
  );

  it.each(pairs)(
    "%s calls %s with the other customer's id",
    async (who, route) => {
      const browser = who === 'demo' ? suite.demo : suite.other;
      const victim = owned.get(who === 'demo' ? 'other' : 'demo');
      const call = OWNED_CALLS[route];
      if (!victim || !call) {
        throw new Error('setup');
      }
      const { status, code } = REFUSAL[route] ?? {
        status: 404,
        code: 'NOT_FOUND',
      };
      const response = await call(browser, victim);
      const envelope = expectEnvelope(response, status, code);
      // Nothing of the owner leaks: no address, no subject.
      expect(response.text).not.toContain(victim.email);
      expect(response.text).not.toContain(victim.ticketSubject);
      // And it reads exactly like an id nobody has.
      const missing = await call(browser, {
        ...victim,
        invoiceId: 999_999,
        ticketId: 999_999,
        serviceId: 999_999,
      });
      const missingEnvelope = expectEnvelope(missing, status, code);
      expect({ ...envelope, requestId: '' }).toEqual({
        ...missingEnvelope,
        requestId: '',
      });
    },
  );

  it("leaves the other customer's objects as they were", async () => {
    const victim = owned.get('other');
    const ticket = await suite.other.post('/dashboard/api/ticket', {
      ticketid: victim?.ticketId,
    });
    expect(ticket.status).toBe(200);
    expect(ticket.text).not.toContain('Mine now?');
  });
});
