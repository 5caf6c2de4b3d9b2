import type {
  AllDataResponse,
  AuthUser,
  Currency,
  EnvResponse,
  InvoiceSummary,
  LineStatusResponse,
  Subscription,
  TicketSummary,
} from '@members/contract';

/** Euro as the demo data has it. */
export const EUR: Currency = { code: 'EUR', prefix: '€', suffix: ' EUR' };

/** The demo customer: affiliate and reseller. */
export const demoUser: AuthUser = {
  userid: 1,
  affiliate: true,
  reseller: true,
  scope: ['customer', 'affiliate', 'reseller'],
};

/** A customer without flags. */
export const plainUser: AuthUser = {
  userid: 2,
  affiliate: false,
  reseller: false,
  scope: ['customer'],
};

/** Public settings as the server sends them. */
export const envFixture: EnvResponse = {
  error: false,
  providerName: 'StreamMax',
  streamUrl: 'http://line.streammax.example:8080',
  trialStreamUrl: 'http://trial.streammax.example:8080',
  trialProductIds: [3],
  customHostProductId: null,
  customStreamUrl: null,
  epgUrl: null,
  resellerGroups: [3, 4],
  affiliateUrls: [
    'https://streammax.example/?aff=',
    'https://streammax.example/offers?aff=',
    'https://streammax.example/trial?aff=',
  ],
  affiliateDepartmentId: 3,
  announcementsVisible: true,
  withdrawalMethods: [{ id: 'paypal', name: 'PayPal' }],
  uploads: {
    maxFiles: 5,
    maxFileBytes: 5 * 1024 * 1024,
    allowedTypes: ['image/png', 'application/pdf'],
  },
  clientIp: '127.0.0.1',
  linePanel: true,
};

/** Builds a subscription with sensible defaults. */
export function makeSubscription(
  overrides: Partial<Subscription> = {},
): Subscription {
  return {
    id: 101,
    productId: 1,
    name: 'IPTV Premium — 12 months',
    groupName: 'IPTV',
    status: 'Active',
    regdate: '2026-01-15',
    nextDueDate: '2027-01-15',
    billingCycle: 'Annually',
    recurringAmount: '89.00',
    currency: EUR,
    username: 'demo101',
    mac: '00:1A:79:12:34:56',
    parentalCode: '0000',
    hasPasswordField: true,
    withdrawUntil: null,
    cancellation: null,
    customfields: { customfield: [] },
    ...overrides,
  };
}

/** A line's live state on the IPTV panel: Active, 1 of 2 connections in use, 30 days left. */
export function makeLineStatus(
  overrides: Partial<LineStatusResponse> = {},
): LineStatusResponse {
  return {
    status: 'Active',
    expiresAt: '2026-12-27T12:00:00.000Z',
    isTrial: false,
    activeConnections: 1,
    maxConnections: 2,
    outputFormats: ['m3u8', 'ts'],
    checkedAt: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}

/** Builds an invoice summary with sensible defaults. */
export function makeInvoice(
  overrides: Partial<InvoiceSummary> = {},
): InvoiceSummary {
  return {
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
    currency: EUR,
    paymentmethod: 'paypal',
    ...overrides,
  };
}

/** Builds a ticket summary with sensible defaults. */
export function makeTicket(
  overrides: Partial<TicketSummary> = {},
): TicketSummary {
  return {
    ticketid: 11,
    tid: '482913',
    deptid: 1,
    department: 'Support',
    subject: 'No picture on channel 5',
    status: 'Open',
    priority: 'Medium',
    date: '2026-11-20T09:30:00',
    lastreply: '2026-11-20T11:05:42',
    ...overrides,
  };
}

/** The dashboard data of the demo customer. */
export function makeAllData(
  overrides: Partial<AllDataResponse> = {},
): AllDataResponse {
  return {
    subscriptionsData: {
      activeSubs: [
        makeSubscription(),
        makeSubscription({ id: 102, mac: null }),
      ],
      unactiveSubs: [
        makeSubscription({ id: 103, status: 'Suspended' }),
        makeSubscription({ id: 104, status: 'Cancelled' }),
        makeSubscription({ id: 105, status: 'Pending' }),
      ],
    },
    invoicesData: [
      makeInvoice(),
      makeInvoice({
        invoiceid: 1003,
        status: 'Paid',
        datepaid: '2026-10-02T10:00:00',
      }),
    ],
    ticketsData: [
      makeTicket(),
      makeTicket({ ticketid: 12, status: 'Answered' }),
    ],
    announcementsData: [
      {
        id: 1,
        date: '2026-11-10T08:00:00',
        title: 'New sports package',
        body: '<p>More <strong>football</strong> from December.</p>',
      },
    ],
    announcementsSeenUpTo: null,
    affiliateData: {
      id: 1,
      since: '2025-06-01',
      visitors: 340,
      balance: '125.50',
      withdrawn: '40.00',
      commissionType: 'percentage',
      commissionAmount: '15.00',
      onetime: false,
      currency: EUR,
    },
    resellerData: {
      redirect_url: 'https://reseller.example/welcome',
      updatedAt: '2026-11-01T10:00:00',
    },
    errors: {},
    ...overrides,
  };
}
