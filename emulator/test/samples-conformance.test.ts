import { afterAll, beforeAll, describe, it } from 'vitest';

import { buildEmulator } from '../src/app.js';
import type { Emulator, ReplyStyle } from '../src/options.js';

import { callOk, expectSampleShape, type Fields } from './helpers.js';

/** A call per sampled action, in an order where the writes find what they need. */
const CALLS: [action: string, fields: Fields][] = [
  ['GetClientsDetails', { clientid: 1, stats: true }],
  ['GetClientsProducts', { clientid: 1 }],
  ['GetInvoices', { userid: 1 }],
  ['GetInvoice', { invoiceid: 1001 }],
  ['GetTickets', { clientid: 1 }],
  ['GetTicket', { ticketid: 11 }],
  ['GetSupportDepartments', {}],
  ['GetAnnouncements', {}],
  ['GetAffiliates', { userid: 1 }],
  ['GetClientGroups', {}],
  ['GetActivityLog', {}],
  ['GetProducts', { pid: 1 }],
  ['GetPaymentMethods', {}],
  ['GetCurrencies', {}],
  ['WhmcsDetails', {}],
  [
    'ValidateLogin',
    { email: 'demo@example.com', password2: 'demo-password-1' },
  ],
  [
    'AddClient',
    {
      firstname: 'Sam',
      lastname: 'Ple',
      email: 'sample@example.com',
      skipvalidation: true,
      noemail: true,
    },
  ],
  ['UpdateClient', { clientid: 2, city: 'Lyon' }],
  ['UpdateClientProduct', { serviceid: 102, notes: 'x' }],
  ['ModuleChangePw', { serviceid: 102 }],
  ['LogActivity', { clientid: 1, description: 'sample' }],
  ['CreateSsoToken', { client_id: 1 }],
  [
    'OpenTicket',
    { clientid: 1, deptid: 1, subject: 'S', message: 'M', noemail: true },
  ],
  ['AddTicketReply', { ticketid: 11, clientid: 1, message: 'R' }],
  ['UpdateTicket', { ticketid: 12, status: 'Closed' }],
  ['SendEmail', { messagename: 'Client Signup Email', id: 1 }],
  ['AddInvoicePayment', { invoiceid: 1001, transid: 'T1', noemail: true }],
  ['AddCancelRequest', { serviceid: 102, type: 'Immediate' }],
  ['GetCancelledPackages', {}],
  ['ResetPassword', { email: 'demo@example.com' }],
];

describe.each<ReplyStyle>(['docs', 'real'])(
  "WHMCS's published samples, reply style %s",
  (replyStyle) => {
    let emulator: Emulator;
    beforeAll(async () => {
      emulator = await buildEmulator({ replyStyle });
    });
    afterAll(async () => {
      await emulator.close();
    });

    it.each(CALLS)('%s has the shape of its sample', async (action, fields) => {
      expectSampleShape(await callOk(emulator, action, fields), action);
    });
  },
);
