import type { Invoice, Ticket, TicketReply } from '@members/contract';

import { EUR, makeInvoice, makeTicket } from './fixtures';

/** Builds a whole invoice (as the `invoice` endpoint answers) with defaults. */
export function makeInvoiceDetail(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...makeInvoice(),
    subtotal: '89.99',
    total: '89.99',
    balance: '89.99',
    taxrate: '0.000',
    taxrate2: '0.000',
    items: [
      {
        id: 1,
        type: 'Hosting',
        relid: 101,
        description: 'IPTV Premium — 12 months (15/01/2027 - 14/01/2028)',
        amount: '89.99',
        taxed: false,
      },
    ],
    transactions: [],
    currency: EUR,
    ...overrides,
  };
}

/** Builds a ticket message. */
export function makeReply(overrides: Partial<TicketReply> = {}): TicketReply {
  return {
    replyid: 0,
    from: 'customer',
    name: 'Demo Customer',
    date: '2026-11-20T19:42:10',
    message: 'Hello,\r\n\r\nmost sports channels buffer.\r\n\r\nThanks',
    attachments: [],
    ...overrides,
  };
}

/** Builds a whole ticket (as the `ticket` endpoint answers) with a staff reply. */
export function makeTicketDetail(overrides: Partial<Ticket> = {}): Ticket {
  const replies = overrides.replies ?? [
    makeReply({
      attachments: [
        { replyid: 0, index: 0, filename: 'buffering-screenshot.png' },
      ],
    }),
    makeReply({
      replyid: 1,
      from: 'staff',
      name: 'Alex',
      date: '2026-11-21T09:15:33',
      message: 'Hi Demo,\r\n\r\nplease restart your box.\r\n\r\nAlex',
    }),
  ];
  return {
    ...makeTicket(),
    replies,
    attachments: replies.flatMap((reply) => reply.attachments),
    ...overrides,
  };
}
