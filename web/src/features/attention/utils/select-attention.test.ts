import { describe, expect, it } from 'vitest';

import {
  makeAllData,
  makeInvoice,
  makeSubscription,
  makeTicket,
} from '@/testing/fixtures';

import {
  newestDate,
  RENEWAL_WINDOW_DAYS,
  selectAttention,
} from './select-attention';

const TODAY = '2026-11-27';

const announcement = (id: number, date: string) => ({
  id,
  date,
  title: `News ${id}`,
  body: '<p>News</p>',
});

/** Nothing to do: no unpaid invoice, lines paid far ahead, no answered ticket, news seen. */
function calmData() {
  return makeAllData({
    subscriptionsData: {
      activeSubs: [makeSubscription({ nextDueDate: '2027-01-15' })],
      unactiveSubs: [
        makeSubscription({
          id: 103,
          status: 'Suspended',
          nextDueDate: '2026-10-01',
        }),
      ],
    },
    invoicesData: [makeInvoice({ status: 'Paid', duedate: '2026-10-01' })],
    ticketsData: [
      makeTicket({ status: 'Open' }),
      makeTicket({ ticketid: 13, status: 'Closed' }),
    ],
    announcementsData: [announcement(1, '2026-11-10T08:00:00')],
  });
}

function kinds(data: ReturnType<typeof makeAllData>, seenUpTo: string | null) {
  return selectAttention(data, TODAY, seenUpTo).items.map((item) => item.kind);
}

describe('selectAttention', () => {
  it('is empty when nothing needs doing', () => {
    const attention = selectAttention(calmData(), TODAY, '2026-11-10T08:00:00');
    expect(attention).toEqual({ items: [], unpaid: [], isPartial: false });
  });

  it('ranks overdue, unpaid, renewals, answered tickets, then unseen news', () => {
    const data = makeAllData({
      subscriptionsData: {
        activeSubs: [makeSubscription({ id: 102, nextDueDate: '2026-12-02' })],
        unactiveSubs: [],
      },
      invoicesData: [
        makeInvoice({ invoiceid: 1001, duedate: '2026-11-30' }),
        makeInvoice({ invoiceid: 1002, duedate: '2026-10-01' }),
      ],
      ticketsData: [makeTicket({ ticketid: 12, status: 'Answered' })],
      announcementsData: [announcement(1, '2026-11-18T10:00:00')],
    });
    const { items } = selectAttention(data, TODAY, null);
    expect(items.map((item) => item.kind)).toEqual([
      'overdue',
      'unpaid',
      'renewal',
      'ticket',
      'announcements',
    ]);
    expect(items[0]).toMatchObject({
      kind: 'overdue',
      invoice: { invoiceid: 1002 },
      days: 57,
    });
    expect(items[1]).toMatchObject({ invoice: { invoiceid: 1001 } });
  });

  it('orders within a kind: the oldest due first', () => {
    const data = makeAllData({
      invoicesData: [
        makeInvoice({ invoiceid: 3, duedate: '2026-11-20' }),
        makeInvoice({ invoiceid: 1, duedate: '2026-10-01' }),
        makeInvoice({ invoiceid: 4, duedate: '2026-12-20' }),
        makeInvoice({ invoiceid: 2, duedate: '2026-12-01' }),
      ],
    });
    const { items } = selectAttention(data, TODAY, '9999');
    expect(
      items.flatMap((item) =>
        'invoice' in item && item.invoice ? [item.invoice.invoiceid] : [],
      ),
    ).toEqual([1, 3, 2, 4]);
  });

  it('calls an invoice due today unpaid and one due yesterday overdue', () => {
    const data = makeAllData({
      invoicesData: [
        makeInvoice({ invoiceid: 1, duedate: TODAY }),
        makeInvoice({ invoiceid: 2, duedate: '2026-11-26' }),
        makeInvoice({ invoiceid: 3, status: 'Paid', duedate: '2026-11-01' }),
      ],
      ticketsData: [],
    });
    const { items, unpaid } = selectAttention(data, TODAY, '9999');
    expect(items).toMatchObject([
      { kind: 'overdue', invoice: { invoiceid: 2 }, days: 1 },
      { kind: 'unpaid', invoice: { invoiceid: 1 } },
    ]);
    expect(unpaid.map((invoice) => invoice.invoiceid)).toEqual([1, 2]);
  });

  it('counts a line due in 7 days, not one due in 8, and one already past', () => {
    expect(RENEWAL_WINDOW_DAYS).toBe(7);
    const data = makeAllData({
      subscriptionsData: {
        activeSubs: [
          makeSubscription({ id: 1, nextDueDate: '2026-12-04' }),
          makeSubscription({ id: 2, nextDueDate: '2026-12-05' }),
          makeSubscription({ id: 3, nextDueDate: '2026-11-25' }),
          makeSubscription({ id: 4, nextDueDate: TODAY }),
        ],
        unactiveSubs: [
          makeSubscription({ id: 5, status: 'Suspended', nextDueDate: TODAY }),
        ],
      },
      invoicesData: [],
      ticketsData: [],
    });
    const { items } = selectAttention(data, TODAY, '9999');
    expect(items).toMatchObject([
      { kind: 'renewal', subscription: { id: 3 }, days: -2 },
      { kind: 'renewal', subscription: { id: 4 }, days: 0 },
      { kind: 'renewal', subscription: { id: 1 }, days: 7 },
    ]);
  });

  it('links a renewal to the one Unpaid invoice due on its next due date, else to none, and lists that invoice on the line only', () => {
    const data = makeAllData({
      subscriptionsData: {
        activeSubs: [
          makeSubscription({ id: 1, nextDueDate: '2026-12-01' }),
          makeSubscription({ id: 2, nextDueDate: '2026-12-02' }),
          makeSubscription({ id: 3, nextDueDate: '2026-12-03' }),
        ],
        unactiveSubs: [],
      },
      invoicesData: [
        makeInvoice({ invoiceid: 10, duedate: '2026-12-01' }),
        makeInvoice({ invoiceid: 11, duedate: '2026-12-02' }),
        makeInvoice({ invoiceid: 12, duedate: '2026-12-02' }),
        makeInvoice({ invoiceid: 13, status: 'Paid', duedate: '2026-12-03' }),
      ],
    });
    const { items, unpaid } = selectAttention(data, TODAY, '9999');
    const renewals = items.filter((item) => item.kind === 'renewal');
    // The renewal invoice is said once, on its line; Pay all still counts it.
    expect(
      items.flatMap((item) =>
        item.kind === 'unpaid' ? [item.invoice.invoiceid] : [],
      ),
    ).toEqual([11, 12]);
    expect(unpaid.map((invoice) => invoice.invoiceid)).toEqual([10, 11, 12]);
    expect(renewals).toMatchObject([
      { subscription: { id: 1 }, invoice: { invoiceid: 10 } },
      { subscription: { id: 2 }, invoice: null },
      { subscription: { id: 3 }, invoice: null },
    ]);
  });

  it('lists answered tickets only, waiting longest first', () => {
    const data = makeAllData({
      ticketsData: [
        makeTicket({ ticketid: 1, status: 'Open' }),
        makeTicket({
          ticketid: 2,
          status: 'Answered',
          lastreply: '2026-11-20T10:00:00',
        }),
        makeTicket({ ticketid: 3, status: 'Customer-Reply' }),
        makeTicket({
          ticketid: 4,
          status: 'Answered',
          lastreply: '2026-11-10T10:00:00',
        }),
        makeTicket({ ticketid: 5, status: 'Closed' }),
      ],
      invoicesData: [],
    });
    const tickets = selectAttention(data, TODAY, '9999').items.flatMap(
      (item) => (item.kind === 'ticket' ? [item.ticket.ticketid] : []),
    );
    expect(tickets).toEqual([4, 2]);
  });

  it('groups the announcements newer than the seen mark; all are new when none was seen', () => {
    const data = makeAllData({
      invoicesData: [],
      ticketsData: [],
      announcementsData: [
        announcement(3, '2026-11-18T10:00:00'),
        announcement(2, '2026-10-30T09:00:00'),
        announcement(1, '2026-10-02T08:30:00'),
      ],
    });
    const unseenIds = (seenUpTo: string | null | undefined) =>
      selectAttention(data, TODAY, seenUpTo).items.flatMap((item) =>
        item.kind === 'announcements'
          ? item.announcements.map((news) => news.id)
          : [],
      );
    expect(unseenIds(null)).toEqual([3, 2, 1]);
    expect(unseenIds('2026-10-30T09:00:00')).toEqual([3]);
    expect(unseenIds('2026-11-18T10:00:00')).toEqual([]);
    expect(kinds({ ...data, announcementsData: null }, null)).toEqual([]);
    // A mark that is not known counts none as new.
    expect(unseenIds(undefined)).toEqual([]);
  });

  it('adds nothing from a failed section and does not call that all well', () => {
    const data = makeAllData({
      invoicesData: [makeInvoice({ duedate: '2026-10-01' })],
      ticketsData: [makeTicket({ status: 'Answered' })],
      errors: {
        invoicesData: 'WHMCS_UNAVAILABLE',
        ticketsData: 'WHMCS_UNAVAILABLE',
      },
    });
    const control = selectAttention({ ...data, errors: {} }, TODAY, '9999');
    expect(control.items.map((item) => item.kind)).toEqual([
      'overdue',
      'ticket',
    ]);
    expect(selectAttention(data, TODAY, '9999')).toMatchObject({
      items: [],
      unpaid: [],
      isPartial: true,
    });
  });
});

describe('stored cards', () => {
  const card = (id: number, expiryState: 'valid' | 'expiring' | 'expired') => ({
    id,
    kind: 'card' as const,
    description: '',
    cardType: 'Visa',
    lastFour: '4242',
    expiry: '2026-11',
    expiryState,
    bankName: null,
    gateway: 'stripe',
    isDefault: false,
  });

  it('lists expired cards before expiring ones, after the renewals', () => {
    const data = {
      ...calmData(),
      expiringPayMethods: [card(1, 'expiring'), card(2, 'expired')],
    };
    const { items } = selectAttention(data, TODAY, '9999');
    expect(
      items.map((item) => (item.kind === 'card' ? item.method.id : item.kind)),
    ).toEqual([2, 1]);
  });

  it('adds nothing when the cards could not be read', () => {
    expect(selectAttention(calmData(), TODAY, '9999').items).toEqual([]);
  });
});

describe('dates', () => {
  it('finds the newest announcement date', () => {
    expect(
      newestDate([
        announcement(1, '2026-10-02T08:30:00'),
        announcement(2, '2026-11-18T10:00:00'),
      ]),
    ).toBe('2026-11-18T10:00:00');
    expect(newestDate([])).toBeNull();
  });
});
