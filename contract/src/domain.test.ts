import { describe, expect, it } from 'vitest';

import { affiliateSchema } from './affiliate.js';
import { allDataResponseSchema } from './dashboard.js';
import {
  invoiceRequestSchema,
  invoiceSchema,
  invoiceSummarySchema,
} from './invoices.js';
import { subscriptionSchema } from './subscriptions.js';
import { ticketRequestSchema, ticketSchema } from './tickets.js';

const eur = { code: 'EUR', prefix: '€', suffix: ' EUR' };

const subscription = {
  id: 101,
  productId: 1,
  name: 'IPTV Premium',
  groupName: 'IPTV',
  status: 'Active',
  regdate: '2026-01-15',
  nextDueDate: '2027-01-15',
  billingCycle: 'Annually',
  recurringAmount: '89.00',
  currency: eur,
  username: 'demo101',
  mac: '00:1A:79:12:34:56',
  parentalCode: '0000',
  hasPasswordField: true,
  withdrawUntil: null,
  cancellation: null,
  customfields: {
    customfield: [
      { id: 1, name: 'MAC Address', value: '00:1A:79:12:34:56' },
      { id: 2, name: 'Password', value: 'secret' },
    ],
  },
};

const invoiceSummary = {
  invoiceid: 1001,
  invoicenum: '',
  status: 'Unpaid',
  date: '2026-11-01',
  duedate: '2026-11-15',
  datepaid: null,
  subtotal: '9.99',
  credit: '0.00',
  tax: '0.00',
  tax2: '0.00',
  total: '9.99',
  currency: eur,
  paymentmethod: 'paypal',
};

const ticket = {
  ticketid: 11,
  tid: '482913',
  deptid: 1,
  department: 'Support',
  subject: 'No picture',
  status: 'Open',
  priority: 'Medium',
  date: '2026-11-20T09:30:00',
  lastreply: '2026-11-20T11:05:42',
  replies: [
    {
      replyid: 0,
      from: 'customer',
      name: 'Demo Customer',
      date: '2026-11-20T09:30:00',
      message: 'Hello',
      attachments: [{ replyid: 0, index: 0, filename: 'screen.png' }],
    },
    {
      replyid: 7,
      from: 'staff',
      name: 'Alex Staff',
      date: '2026-11-20T11:05:42',
      message: 'Hi',
      attachments: [],
    },
  ],
  attachments: [{ replyid: 0, index: 0, filename: 'screen.png' }],
};

describe('domain schemas', () => {
  it('accept valid examples', () => {
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(invoiceSummarySchema.parse(invoiceSummary)).toEqual(invoiceSummary);
    const invoice = {
      ...invoiceSummary,
      balance: '9.99',
      taxrate: '0.000',
      taxrate2: '0.000',
      items: [
        {
          id: 1,
          type: 'Hosting',
          relid: 101,
          description: 'IPTV Premium',
          amount: '9.99',
          taxed: false,
        },
      ],
      transactions: [],
    };
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
    expect(
      affiliateSchema.parse({
        id: 1,
        since: '2025-03-01',
        visitors: 340,
        balance: '125.50',
        withdrawn: '40.00',
        commissionType: 'percentage',
        commissionAmount: '15.00',
        onetime: false,
        currency: eur,
      }).visitors,
    ).toBe(340);
  });

  it('refuse invalid examples', () => {
    expect(
      subscriptionSchema.safeParse({ ...subscription, id: '101' }).success,
    ).toBe(false);
    expect(
      subscriptionSchema.safeParse({ ...subscription, recurringAmount: 89 })
        .success,
    ).toBe(false);
    expect(
      invoiceSummarySchema.safeParse({ ...invoiceSummary, date: '01/11/2026' })
        .success,
    ).toBe(false);
    expect(
      ticketSchema.safeParse({
        ...ticket,
        replies: [{ ...ticket.replies[0], from: 'admin' }],
      }).success,
    ).toBe(false);
  });

  it('strip fields that are not in the contract', () => {
    const parsed = subscriptionSchema.parse({
      ...subscription,
      password: 'whmcs-service-password',
      serverip: '10.0.0.1',
    });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('serverip');
  });

  it('read requests need integer ids', () => {
    expect(invoiceRequestSchema.safeParse({ invoiceid: 1001 }).success).toBe(
      true,
    );
    expect(invoiceRequestSchema.safeParse({ invoiceid: '1001' }).success).toBe(
      false,
    );
    expect(ticketRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('allData answer', () => {
  const answer = {
    subscriptionsData: { activeSubs: [subscription], unactiveSubs: [] },
    invoicesData: [invoiceSummary],
    ticketsData: [],
    announcementsData: null,
    affiliateData: null,
    resellerData: { redirect_url: null, updatedAt: null },
    errors: {},
  };

  it('accepts a full answer and one with failed sections', () => {
    expect(allDataResponseSchema.parse(answer)).toEqual(answer);
    const partial = {
      ...answer,
      invoicesData: [],
      errors: { invoicesData: 'WHMCS_TIMEOUT' },
    };
    expect(allDataResponseSchema.parse(partial).errors).toEqual({
      invoicesData: 'WHMCS_TIMEOUT',
    });
  });

  it('refuses unknown sections or codes in errors', () => {
    expect(
      allDataResponseSchema.safeParse({
        ...answer,
        errors: { nope: 'INTERNAL' },
      }).success,
    ).toBe(false);
    expect(
      allDataResponseSchema.safeParse({
        ...answer,
        errors: { invoicesData: 'BROKEN' },
      }).success,
    ).toBe(false);
  });
});
