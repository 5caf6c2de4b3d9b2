import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../../constants.js';
import { hashPassword } from '../../passwords.js';
import type { TextStorer } from '../../text.js';
import { setCustomFieldValue } from '../custom-fields.js';
import type { Database } from '../database.js';
import { insertRow } from '../rows.js';

import {
  CONFIG_CONNECTIONS,
  FIELD_MAC,
  FIELD_PARENTAL_CODE,
  FIELD_PASSWORD,
  FIELD_REDIRECT_URL,
  PRODUCT,
} from './catalog.js';
import { seedCredits } from './demo-credits.js';
import { seedEmails } from './demo-emails.js';
import { seedPayMethods } from './demo-paymethods.js';
import type { SeedDays } from './seed-days.js';

/** A 16×16 PNG (a blue "screen" with a red bar): the demo ticket's screenshot. */
export const DEMO_SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJklEQVR4nGP4SiJgGMwa5Ky68KBRDfTSQCRAaLijpoYHUcMGIgEAzmQu6dOma1YAAAAASUVORK5CYII=',
  'base64',
);

const [DEMO, OTHER, TWO_FACTOR, , TRIAL] = DEMO_ACCOUNTS;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month of a date (`YYYY-MM-DD`), as the demo's English texts name it. */
function monthOf(date: string): string {
  return MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
}

/** A date as the demo's English texts write it: `12 October`. */
function dayAndMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthOf(date)}`;
}

interface DemoClient {
  id: number;
  userId: number;
  uuid: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  address1: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phonenumber: string;
  groupid: number;
  defaultgateway: string;
  allowSso: number;
  twoFactor: number;
  lastLogin: string;
  lastIp: string;
  createdAt: string;
  /** Account credit in cents (shown as an offer on unpaid invoices). */
  credit?: number;
  /** Currency id (1 EUR by default, 2 USD). */
  currency?: number;
}

/**
 * Dates here are days from the seed day (`day(-1)`, `at(-8, '19:38:21')`): the
 * demo's story is told as seen on the seed day, whichever day that is.
 */
const demoClients = ({ at }: SeedDays): DemoClient[] => [
  {
    id: DEMO.clientId,
    userId: DEMO.userId,
    uuid: 'a7c1e7d2-5b4f-4f0e-9d41-6c2f1b8e3a01',
    firstname: 'Demo',
    lastname: 'Customer',
    email: DEMO.email,
    password: DEMO.password,
    address1: 'Hauptstraße 12',
    city: 'Berlin',
    state: 'Berlin',
    postcode: '10115',
    country: 'DE',
    phonenumber: '030 12345678',
    groupid: 3,
    defaultgateway: 'paypal',
    allowSso: 1,
    twoFactor: 0,
    lastLogin: at(-8, '19:38:21'),
    lastIp: '198.51.100.23',
    createdAt: at(-624, '09:12:00'),
    credit: 1000,
  },
  {
    id: OTHER.clientId,
    userId: OTHER.userId,
    uuid: 'b3d9f0a4-2c6e-4a1b-8f73-5e0d9c4b2a02',
    firstname: 'Other',
    lastname: 'Customer',
    email: OTHER.email,
    password: OTHER.password,
    address1: 'Rue de Rivoli 45',
    city: 'Paris',
    state: 'Île-de-France',
    postcode: '75001',
    country: 'FR',
    phonenumber: '01 42 68 53 00',
    groupid: 0,
    defaultgateway: 'stripe',
    allowSso: 1,
    twoFactor: 0,
    lastLogin: at(-7, '21:40:02'),
    lastIp: '203.0.113.54',
    createdAt: at(-483, '17:45:30'),
  },
  {
    id: TWO_FACTOR.clientId,
    userId: TWO_FACTOR.userId,
    uuid: 'c5e2a8b6-7d3f-4c9a-b1e8-2f6a0d5c3b03',
    firstname: 'Two',
    lastname: 'Factor',
    email: TWO_FACTOR.email,
    password: TWO_FACTOR.password,
    address1: 'Calle de Alcalá 20',
    city: 'Madrid',
    state: 'Madrid',
    postcode: '28014',
    country: 'ES',
    phonenumber: '912 345 678',
    groupid: 0,
    defaultgateway: '',
    allowSso: 0,
    twoFactor: 1,
    lastLogin: '0000-00-00 00:00:00',
    lastIp: '',
    createdAt: at(-281, '11:05:12'),
  },
  {
    id: TRIAL.clientId,
    userId: TRIAL.userId,
    uuid: 'e9b4c2d1-3a5f-4e7b-9c08-1d2e3f4a5b05',
    firstname: 'Trial',
    lastname: 'Customer',
    email: TRIAL.email,
    password: TRIAL.password,
    address1: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    postcode: '10118',
    country: 'US',
    phonenumber: '212 555 0147',
    groupid: 0,
    defaultgateway: 'paypal',
    allowSso: 1,
    twoFactor: 0,
    lastLogin: at(-2, '18:02:44'),
    lastIp: '192.0.2.77',
    createdAt: at(-2, '18:00:00'),
    currency: 2,
  },
];

interface DemoService {
  id: number;
  clientId: number;
  orderId: number;
  orderNumber: string;
  productId: number;
  regdate: string;
  amount: number;
  paymentmethod: string;
  billingcycle: string;
  nextduedate: string;
  status: string;
  username: string;
  password: string;
  suspendreason?: string;
  terminationdate?: string;
  connections: number;
  mac: string;
  linePassword: string;
  parentalCode: string;
}

const demoServices = ({ day }: SeedDays): DemoService[] => [
  {
    id: 101,
    clientId: 1,
    orderId: 1,
    orderNumber: '4821937502',
    productId: PRODUCT.premium,
    regdate: day(-317),
    amount: 8999,
    paymentmethod: 'paypal',
    billingcycle: 'Annually',
    nextduedate: day(48),
    status: 'Active',
    username: 'demo_premium',
    password: 'Xq7-Lm2p-Rt9w',
    connections: 2,
    mac: '00:1A:79:12:34:56',
    linePassword: 'kT4wZ9pQ2mVx',
    parentalCode: '0000',
  },
  {
    id: 102,
    clientId: 1,
    orderId: 2,
    orderNumber: '5930174826',
    productId: PRODUCT.standard,
    regdate: day(-54),
    amount: 999,
    paymentmethod: 'stripe',
    billingcycle: 'Monthly',
    nextduedate: day(7),
    status: 'Active',
    username: 'demo_standard',
    password: 'Bn5-Hy8k-Wd3s',
    connections: 1,
    mac: '',
    linePassword: 'r8YcN3vLq6Tz',
    parentalCode: '',
  },
  {
    id: 103,
    clientId: 1,
    orderId: 3,
    orderNumber: '6047281935',
    productId: PRODUCT.standard,
    regdate: day(-180),
    amount: 999,
    paymentmethod: 'stripe',
    billingcycle: 'Monthly',
    nextduedate: day(-58),
    status: 'Suspended',
    username: 'demo_kitchen',
    password: 'Pf2-Gs6j-Mc4v',
    suspendreason: 'Overdue on Payment',
    connections: 1,
    mac: '00:1A:79:AB:CD:EF',
    linePassword: 'h2KsW7dPx9Ln',
    parentalCode: '',
  },
  {
    id: 104,
    clientId: 1,
    orderId: 4,
    orderNumber: '3719502846',
    productId: PRODUCT.standard,
    regdate: day(-392),
    amount: 999,
    paymentmethod: 'paypal',
    billingcycle: 'Monthly',
    nextduedate: day(-211),
    status: 'Cancelled',
    username: 'demo_old',
    password: 'Tv3-Qa7n-Ly5e',
    terminationdate: day(-192),
    connections: 1,
    mac: '00:1A:79:00:11:22',
    linePassword: 'w5JmQ3tZc8Rb',
    parentalCode: '',
  },
  {
    id: 105,
    clientId: 1,
    orderId: 5,
    orderNumber: '7263019485',
    productId: PRODUCT.premium,
    regdate: day(-8),
    amount: 8999,
    paymentmethod: 'paypal',
    billingcycle: 'Annually',
    nextduedate: day(-8),
    status: 'Pending',
    username: 'demo_livingroom',
    password: 'Jc8-Ru4x-Fh6m',
    connections: 2,
    mac: '',
    linePassword: 'p9XvB4nKs2Wq',
    parentalCode: '',
  },
  // Paid until 4 days after the seed day, its renewal invoice (1008) already
  // made: the dashboard's "runs out soon" case. The dates count from the seed
  // day, not from today: in a database seeded 5 or more days ago (a reused
  // file) this line is past its due date.
  {
    id: 106,
    clientId: 1,
    orderId: 7,
    orderNumber: '9182736450',
    productId: PRODUCT.standard,
    regdate: day(-26),
    amount: 999,
    paymentmethod: 'paypal',
    billingcycle: 'Monthly',
    nextduedate: day(4),
    status: 'Active',
    username: 'demo_bedroom',
    password: 'Hs4-Vq9m-Zt2d',
    connections: 1,
    mac: '00:1A:79:5E:0C:06',
    linePassword: 'c7RnX2wQe4Lt',
    parentalCode: '',
  },
  {
    id: 201,
    clientId: 2,
    orderId: 6,
    orderNumber: '8150362947',
    productId: PRODUCT.standard,
    regdate: day(-79),
    amount: 999,
    paymentmethod: 'stripe',
    billingcycle: 'Monthly',
    nextduedate: day(12),
    status: 'Active',
    username: 'other_standard',
    password: 'Ew6-Nb2c-Kp8t',
    connections: 1,
    mac: '00:1A:79:65:43:21',
    linePassword: 'm3QwE8rTy5Ui',
    parentalCode: '1234',
  },
];

interface DemoInvoice {
  id: number;
  clientId: number;
  date: string;
  duedate: string;
  status: string;
  paymentmethod: string;
  serviceId: number;
  description: string;
  amount: number;
  datepaid?: string;
  dateCancelled?: string;
  dateRefunded?: string;
  payment?: { transid: string; fees: number };
  refund?: { transid: string; date: string };
}

const demoInvoices = ({ day, at, period }: SeedDays): DemoInvoice[] => [
  {
    id: 1001,
    clientId: 1,
    date: day(-8),
    duedate: day(-1),
    status: 'Unpaid',
    paymentmethod: 'paypal',
    serviceId: 105,
    description: `IPTV Premium — 12 months - demo_livingroom ${period(-8, 356)}`,
    amount: 8999,
  },
  {
    id: 1002,
    clientId: 1,
    date: day(-65),
    duedate: day(-58),
    status: 'Unpaid',
    paymentmethod: 'stripe',
    serviceId: 103,
    description: `IPTV Standard — 1 month - demo_kitchen ${period(-58, -28)}`,
    amount: 999,
  },
  {
    id: 1003,
    clientId: 1,
    date: day(-317),
    duedate: day(-317),
    status: 'Paid',
    paymentmethod: 'paypal',
    serviceId: 101,
    description: `IPTV Premium — 12 months - demo_premium ${period(-317, 47)}`,
    amount: 8999,
    datepaid: at(-317, '10:24:11'),
    payment: { transid: '8TX94512AB3345621', fees: 291 },
  },
  {
    id: 1004,
    clientId: 1,
    date: day(-54),
    duedate: day(-54),
    status: 'Paid',
    paymentmethod: 'stripe',
    serviceId: 102,
    description: `IPTV Standard — 1 month - demo_standard ${period(-54, -24)}`,
    amount: 999,
    datepaid: at(-54, '18:02:47'),
    payment: { transid: 'ch_3QmK8L2eZvKYlo2C0a1b2c3d', fees: 44 },
  },
  {
    id: 1005,
    clientId: 1,
    date: day(-23),
    duedate: day(-23),
    status: 'Paid',
    paymentmethod: 'stripe',
    serviceId: 102,
    description: `IPTV Standard — 1 month - demo_standard ${period(-23, 6)}`,
    amount: 999,
    datepaid: at(-23, '07:45:10'),
    payment: { transid: 'ch_3QrT5N8fAwLZmp3D1e2f3g4h', fees: 44 },
  },
  {
    id: 1006,
    clientId: 1,
    date: day(-218),
    duedate: day(-211),
    status: 'Cancelled',
    paymentmethod: 'paypal',
    serviceId: 104,
    description: `IPTV Standard — 1 month - demo_old ${period(-211, -181)}`,
    amount: 999,
    dateCancelled: at(-192, '11:00:00'),
  },
  {
    id: 1007,
    clientId: 1,
    date: day(-248),
    duedate: day(-241),
    status: 'Refunded',
    paymentmethod: 'paypal',
    serviceId: 104,
    description: `IPTV Standard — 1 month - demo_old ${period(-241, -212)}`,
    amount: 999,
    datepaid: at(-245, '12:14:09'),
    dateRefunded: at(-239, '09:30:00'),
    payment: { transid: '5PK28193XL4410207', fees: 64 },
    refund: { transid: '9RF55012AB1927384', date: at(-239, '09:30:00') },
  },
  {
    id: 1008,
    clientId: 1,
    date: day(-3),
    duedate: day(4),
    status: 'Unpaid',
    paymentmethod: 'paypal',
    serviceId: 106,
    description: `IPTV Standard — 1 month - demo_bedroom ${period(4, 34)}`,
    amount: 999,
  },
  {
    id: 2001,
    clientId: 2,
    date: day(-9),
    duedate: day(12),
    status: 'Unpaid',
    paymentmethod: 'stripe',
    serviceId: 201,
    description: `IPTV Standard — 1 month - other_standard ${period(12, 42)}`,
    amount: 999,
  },
];

function seedClients(db: Database, store: TextStorer, days: SeedDays): void {
  const { day, at } = days;
  for (const client of demoClients(days)) {
    insertRow(db, 'users', {
      id: client.userId,
      firstname: store(client.firstname),
      lastname: store(client.lastname),
      email: client.email,
      password_hash: hashPassword(
        client.password,
        `demo-user-${client.userId}`,
      ),
      two_factor: client.twoFactor,
      last_login: client.lastLogin,
      last_ip: client.lastIp,
      created_at: client.createdAt,
    });
    insertRow(db, 'clients', {
      id: client.id,
      uuid: client.uuid,
      owner_user_id: client.userId,
      firstname: store(client.firstname),
      lastname: store(client.lastname),
      email: client.email,
      address1: store(client.address1),
      city: store(client.city),
      state: store(client.state),
      postcode: client.postcode,
      country: client.country,
      phonenumber: client.phonenumber,
      status: 'Active',
      groupid: client.groupid,
      currency: client.currency ?? 1,
      credit: client.credit ?? 0,
      defaultgateway: client.defaultgateway,
      allow_sso: client.allowSso,
      email_verified: 1,
      marketing_optin: client.id === 1 ? 1 : 0,
      last_login: client.lastLogin,
      last_ip: client.lastIp,
      created_at: client.createdAt,
      updated_at: client.createdAt,
    });
    insertRow(db, 'user_clients', {
      user_id: client.userId,
      client_id: client.id,
      is_owner: 1,
    });
  }
  setCustomFieldValue(
    db,
    FIELD_REDIRECT_URL,
    1,
    store('https://reseller.demo-customer.example/welcome'),
  );
  insertRow(db, 'affiliates', {
    id: 1,
    clientid: 1,
    date: day(-545),
    visitors: 340,
    paytype: 'percentage',
    payamount: 1500,
    onetime: 0,
    balance: 12550,
    withdrawn: 4000,
    created_at: at(-545, '12:00:00'),
    updated_at: at(-27, '00:00:00'),
  });
}

/** The trial customer's free 24-hour line (no cycle, no due date, no invoice). */
function seedTrialLine(
  db: Database,
  store: TextStorer,
  { day }: SeedDays,
): void {
  insertRow(db, 'services', {
    id: 501,
    client_id: TRIAL.clientId,
    order_id: 8,
    order_number: '2840175936',
    product_id: PRODUCT.trial,
    server_id: 1,
    regdate: day(-2),
    firstpaymentamount: 0,
    recurringamount: 0,
    paymentmethod: 'paypal',
    billingcycle: 'Free Account',
    nextduedate: '0000-00-00',
    status: 'Active',
    username: store('trial_24h'),
    password: store('Gt5-Wp3k-Ns8r'),
  });
  setCustomFieldValue(db, FIELD_MAC, 501, '');
  setCustomFieldValue(db, FIELD_PASSWORD, 501, store('f6TzK2mQw9Hc'));
  setCustomFieldValue(db, FIELD_PARENTAL_CODE, 501, '');
}

function seedServices(db: Database, store: TextStorer, days: SeedDays): void {
  for (const service of demoServices(days)) {
    insertRow(db, 'services', {
      id: service.id,
      client_id: service.clientId,
      order_id: service.orderId,
      order_number: service.orderNumber,
      product_id: service.productId,
      server_id: 1,
      regdate: service.regdate,
      firstpaymentamount: service.amount,
      recurringamount: service.amount,
      paymentmethod: service.paymentmethod,
      billingcycle: service.billingcycle,
      nextduedate: service.nextduedate,
      terminationdate: service.terminationdate ?? '0000-00-00',
      status: service.status,
      username: store(service.username),
      password: store(service.password),
      suspendreason: store(service.suspendreason ?? ''),
    });
    setCustomFieldValue(db, FIELD_MAC, service.id, store(service.mac));
    setCustomFieldValue(
      db,
      FIELD_PASSWORD,
      service.id,
      store(service.linePassword),
    );
    setCustomFieldValue(
      db,
      FIELD_PARENTAL_CODE,
      service.id,
      store(service.parentalCode),
    );
    insertRow(db, 'service_config_options', {
      service_id: service.id,
      config_id: CONFIG_CONNECTIONS,
      sub_id: service.connections,
      qty: 0,
    });
  }
}

function seedInvoices(db: Database, store: TextStorer, days: SeedDays): void {
  for (const invoice of demoInvoices(days)) {
    const createdAt = `${invoice.date} 10:05:00`;
    insertRow(db, 'invoices', {
      id: invoice.id,
      userid: invoice.clientId,
      date: invoice.date,
      duedate: invoice.duedate,
      datepaid: invoice.datepaid ?? '0000-00-00 00:00:00',
      date_refunded: invoice.dateRefunded ?? '0000-00-00 00:00:00',
      date_cancelled: invoice.dateCancelled ?? '0000-00-00 00:00:00',
      subtotal: invoice.amount,
      total: invoice.amount,
      status: invoice.status,
      paymentmethod: invoice.paymentmethod,
      created_at: createdAt,
      updated_at: invoice.dateRefunded ?? invoice.datepaid ?? createdAt,
    });
    insertRow(db, 'invoice_items', {
      invoice_id: invoice.id,
      type: 'Hosting',
      relid: invoice.serviceId,
      description: store(invoice.description),
      amount: invoice.amount,
      taxed: 0,
    });
    if (invoice.payment && invoice.datepaid) {
      const paymentId = insertRow(db, 'transactions', {
        userid: invoice.clientId,
        currency: 0,
        gateway: invoice.paymentmethod,
        date: invoice.datepaid,
        description: 'Invoice Payment',
        amountin: invoice.amount,
        fees: invoice.payment.fees,
        amountout: 0,
        rate: '1.00000',
        transid: invoice.payment.transid,
        invoiceid: invoice.id,
        refundid: 0,
      });
      if (invoice.refund) {
        insertRow(db, 'transactions', {
          userid: invoice.clientId,
          currency: 0,
          gateway: invoice.paymentmethod,
          date: invoice.refund.date,
          description: `Refund of Transaction ID ${invoice.payment.transid}`,
          amountin: 0,
          fees: 0,
          amountout: invoice.amount,
          rate: '1.00000',
          transid: invoice.refund.transid,
          invoiceid: invoice.id,
          refundid: paymentId,
        });
      }
    }
  }
}

function insertTicket(
  db: Database,
  store: TextStorer,
  ticket: {
    id: number;
    tid: string;
    c: string;
    deptid: number;
    userid: number;
    date: string;
    subject: string;
    message: string;
    status: string;
    priority: string;
    lastreply: string;
    service: string;
  },
): void {
  insertRow(db, 'tickets', {
    ...ticket,
    subject: store(ticket.subject),
    message: store(ticket.message),
    editor: 'plain',
  });
}

function insertReply(
  db: Database,
  store: TextStorer,
  reply: {
    id: number;
    ticketId: number;
    userid: number;
    date: string;
    message: string;
    admin: string;
  },
): void {
  insertRow(db, 'ticket_replies', {
    id: reply.id,
    ticket_id: reply.ticketId,
    userid: reply.userid,
    date: reply.date,
    message: store(reply.message),
    admin: store(reply.admin),
  });
}

function seedTickets(
  db: Database,
  store: TextStorer,
  { day, at }: SeedDays,
): void {
  const staff = DEMO_ADMIN.displayName;
  insertTicket(db, store, {
    id: 11,
    tid: '482913',
    c: 'Ab3dE9xQ',
    deptid: 1,
    userid: 1,
    date: at(-8, '19:42:10'),
    subject: 'Channels keep buffering since yesterday evening',
    message:
      'Hello,\r\n\r\nsince yesterday evening most sports channels buffer every few minutes on my MAG 322 (MAC 00:1A:79:12:34:56). Movies on demand play fine. I attached a screenshot of the error.\r\n\r\nThanks,\r\nDemo',
    status: 'Open',
    priority: 'Medium',
    lastreply: at(-7, '09:15:33'),
    service: 'S101',
  });
  insertRow(db, 'ticket_attachments', {
    kind: 'ticket',
    rel_id: 11,
    idx: 0,
    filename: 'buffering-screenshot.png',
    stored_name: '739201_buffering-screenshot.png',
    data: DEMO_SCREENSHOT_PNG,
  });
  insertRow(db, 'ticket_notes', {
    id: 1,
    ticket_id: 11,
    date: at(-7, '09:10:02'),
    message: store(
      'EU-1 load at 09:00 was 64 %, no packet loss. Customer box runs firmware 2.20; asked for a restart.',
    ),
    admin: store(staff),
  });
  insertReply(db, store, {
    id: 1,
    ticketId: 11,
    userid: 1,
    date: at(-7, '09:15:33'),
    message:
      'Hi Demo,\r\n\r\nthanks for the screenshot. We rebalanced the EU-1 streaming servers this morning. Please restart your box and tell us if the buffering continues.\r\n\r\nBest regards,\r\nAlex',
    admin: staff,
  });

  insertTicket(db, store, {
    id: 12,
    tid: '517204',
    c: 'Kq7LmP2z',
    deptid: 2,
    userid: 1,
    date: at(-18, '14:03:27'),
    subject: 'Can I pay my annual renewal by bank transfer?',
    // Service 101's renewal (its next due date).
    message: `Hi,\r\n\r\nmy Premium subscription renews in ${monthOf(day(48))}. Can I pay the invoice by bank transfer instead of PayPal?\r\n\r\nDemo`,
    status: 'Answered',
    priority: 'Low',
    lastreply: at(-18, '16:21:05'),
    service: 'S101',
  });
  insertReply(db, store, {
    id: 2,
    ticketId: 12,
    userid: 1,
    date: at(-18, '16:21:05'),
    message:
      'Hello Demo,\r\n\r\nyes: open the invoice once it is issued and choose "Bank Transfer" as payment method. Please put the invoice number in the transfer reference.\r\n\r\nKind regards,\r\nAlex',
    admin: staff,
  });

  insertTicket(db, store, {
    id: 13,
    tid: '390561',
    c: 'Zt4Xc8Vb',
    deptid: 1,
    userid: 1,
    date: at(-57, '20:11:45'),
    subject: 'How do I set up the EPG on my Smart TV?',
    message:
      'Hello,\r\n\r\nthe channel list works on my Samsung TV but the programme guide stays empty. Which EPG URL do I need?\r\n\r\nDemo',
    status: 'Closed',
    priority: 'Low',
    lastreply: at(-56, '18:30:12'),
    service: 'S101',
  });
  insertReply(db, store, {
    id: 3,
    ticketId: 13,
    userid: 1,
    date: at(-56, '09:02:18'),
    message:
      'Hi Demo,\r\n\r\nin your player settings set the EPG URL to the one shown in the members area under your subscription, then refresh the guide.\r\n\r\nAlex',
    admin: staff,
  });
  insertReply(db, store, {
    id: 4,
    ticketId: 13,
    userid: 1,
    date: at(-56, '18:30:12'),
    message: 'Thanks, the guide works now!',
    admin: '',
  });

  insertTicket(db, store, {
    id: 21,
    tid: '605318',
    c: 'Hw9RtY3u',
    deptid: 1,
    userid: 2,
    date: at(-7, '21:47:09'),
    subject: 'Firestick app says "invalid login"',
    message:
      'Good evening,\r\n\r\nafter updating the app on my Fire TV Stick it says "invalid login" although I use the same username and password as before. Can you check my line?\r\n\r\nThanks',
    status: 'Open',
    priority: 'High',
    lastreply: at(-7, '21:47:09'),
    service: 'S201',
  });
}

function seedAnnouncements(
  db: Database,
  store: TextStorer,
  { day, at }: SeedDays,
): void {
  const maintenance = dayAndMonth(day(-47));
  const announcements: [number, string, string, string, number][] = [
    [
      1,
      at(-10, '10:00:00'),
      'New EU-1 streaming servers are live',
      '<p>We have moved all European channels to our new <strong>EU-1</strong> server cluster. Expect faster channel switching and fewer interruptions during big matches.</p><p>Nothing to do on your side: if a channel does not load, restart your player once.</p>',
      1,
    ],
    [
      2,
      at(-29, '09:00:00'),
      'EPG updated for the winter schedule',
      '<p>The programme guide now covers <strong>14 days</strong> ahead for all sports and movie channels.</p><p>Refresh the EPG in your player settings to load the new listings.</p>',
      1,
    ],
    [
      3,
      at(-57, '08:30:00'),
      `Scheduled maintenance on ${maintenance}`,
      `<p>On <strong>${maintenance} from 03:00 to 04:00 CET</strong> we update our servers. Live TV and catch-up may be unavailable for a few minutes.</p>`,
      1,
    ],
    [
      4,
      at(-7, '16:00:00'),
      'Four-day offer: 3 months free on yearly plans (draft)',
      `<p>Draft: order any 12-month plan between ${dayAndMonth(day(-1))} and ${dayAndMonth(day(2))} and get 3 extra months.</p>`,
      0,
    ],
  ];
  for (const [id, date, title, body, published] of announcements) {
    insertRow(db, 'announcements', {
      id,
      date,
      title: store(title),
      announcement: body,
      published,
      created_at: date,
      updated_at: date,
    });
  }
}

function seedActivity(db: Database, { at }: SeedDays): void {
  const entries: [string, string, string, number, number, number, string][] = [
    [
      at(-10, '03:00:02'),
      'Cron Job: Daily Automation Complete',
      'System',
      0,
      0,
      0,
      '',
    ],
    [
      at(-9, '08:12:40'),
      'Invoice Created - Invoice ID: 2001',
      'System',
      2,
      0,
      0,
      '',
    ],
    [
      at(-8, '10:05:00'),
      'Invoice Created - Invoice ID: 1001',
      'System',
      1,
      0,
      0,
      '',
    ],
    [
      at(-8, '19:38:21'),
      'User Login Successful - User ID: 501',
      DEMO.email,
      1,
      DEMO.userId,
      0,
      '198.51.100.23',
    ],
    [
      at(-8, '19:42:10'),
      'New Support Ticket Opened - Ticket ID: 11',
      DEMO.email,
      1,
      DEMO.userId,
      0,
      '198.51.100.23',
    ],
    [
      at(-7, '09:15:33'),
      'Ticket Reply Added - Ticket ID: 11',
      DEMO_ADMIN.username,
      1,
      0,
      DEMO_ADMIN.id,
      '192.0.2.10',
    ],
  ];
  entries.forEach(
    ([date, description, username, clientid, userid, adminid, ip], index) => {
      insertRow(db, 'activity_log', {
        id: index + 1,
        date,
        description,
        username,
        clientid,
        userid,
        adminid,
        ipaddress: ip,
      });
    },
  );
}

/**
 * Seeds the demo customers and their services, invoices, tickets, announcements,
 * affiliate account, activity log, sent e-mails, stored pay methods and credit log, with fixed ids and with dates a fixed number
 * of days from the seed day (see README). Texts go through `store`, as if an admin
 * had typed them into WHMCS.
 */
export function seedDemo(
  db: Database,
  store: TextStorer,
  days: SeedDays,
): void {
  seedClients(db, store, days);
  seedServices(db, store, days);
  seedTrialLine(db, store, days);
  seedInvoices(db, store, days);
  seedTickets(db, store, days);
  seedAnnouncements(db, store, days);
  seedActivity(db, days);
  seedEmails(db, days);
  seedPayMethods(db, days);
  seedCredits(db, days);
}
