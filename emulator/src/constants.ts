/** The API credentials used when none are configured. */
export const DEMO_CREDENTIALS = {
  identifier: 'demo-identifier',
  secret: 'demo-secret',
} as const;

/** Default base URL of the members area (for "back" links of the demo pages). */
export const DEFAULT_MEMBERS_AREA_URL = 'http://127.0.0.1:3000';

/** Staff account of the demo seed (AddTicketReply `adminusername`). */
export const DEMO_ADMIN = {
  id: 1,
  username: 'admin',
  displayName: 'Alex Staff',
} as const;

/** The demo seed's customers: client id, owning user id, login. */
export const DEMO_ACCOUNTS = [
  {
    clientId: 1,
    userId: 501,
    name: 'Demo Customer',
    email: 'demo@example.com',
    password: 'demo-password-1',
    notes: 'affiliate, reseller (group 3), services 101-106',
  },
  {
    clientId: 2,
    userId: 502,
    name: 'Other Customer',
    email: 'other@example.com',
    password: 'other-password-1',
    notes: 'no group, service 201',
  },
  {
    clientId: 3,
    userId: 503,
    name: 'Two Factor',
    email: 'twofactor@example.com',
    password: 'twofactor-password-1',
    notes: '2FA enabled, single sign-on blocked, no services',
  },
  {
    clientId: 4,
    userId: 504,
    name: "Zoë O'Brien",
    email: 'odd@example.com',
    password: 'odd-password-1',
    notes: 'odd but real records (reply style real only), services 401-403',
  },
  {
    clientId: 5,
    userId: 506,
    name: 'Trial Customer',
    email: 'trial@example.com',
    password: 'trial-password-1',
    notes: 'USD, one Active free trial line (service 501)',
  },
] as const;

/** The second, non-owner user of demo client 4 (WHMCS 8 users). */
export const DEMO_ODD_SECOND_USER = {
  userId: 505,
  clientId: 4,
  email: 'ayse@example.com',
  password: 'odd-password-2',
} as const;

/** Password of every client of the bulk seed. */
export const BULK_PASSWORD = 'bulk-password-1';

/** Ids of the demo seed, for tests and demos (see the README's seed table). */
export const DEMO_SEED = {
  clients: { demo: 1, other: 2, twoFactor: 3, odd: 4 },
  users: { demo: 501, other: 502, twoFactor: 503, odd: 504, oddSecond: 505 },
  services: {
    demo: {
      active: [101, 102, 106],
      suspended: 103,
      cancelled: 104,
      pending: 105,
    },
    other: { active: [201] },
    odd: { active: 401, deletedProduct: 402, withoutOrder: 403 },
  },
  invoices: {
    demo: {
      unpaid: [1001, 1002, 1008],
      paid: [1003, 1004, 1005],
      cancelled: 1006,
      refunded: 1007,
    },
    other: { unpaid: [2001] },
    odd: { unpaidWithPromo: 4001, paid: 4002, deletedProduct: 4003 },
  },
  tickets: {
    demo: { open: 11, answered: 12, closed: 13 },
    other: { open: 21 },
    odd: { customerReply: 41, closed: 42 },
  },
  announcements: { published: [1, 2, 3], drafts: [4, 5] },
  departments: { support: 1, billing: 2, affiliates: 3 },
  clientGroups: { standard: 1, resellers: 3, resellerGold: 4 },
  products: { premium: 1, standard: 2, trial: 3, resellerCredits: 4 },
  customFields: { mac: 1, password: 2, parentalCode: 3, redirectUrl: 10 },
  affiliateId: 1,
  currencies: { eur: 1, usd: 2 },
} as const;
