import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openPaymentPage } from '@/features/invoices/utils/open-payment-page';
import { authStore } from '@/stores/auth-store';
import {
  demoUser,
  envFixture,
  makeAllData,
  makeInvoice,
  makeSubscription,
  makeTicket,
} from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in each test: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('@/features/invoices/utils/open-payment-page', () => ({
  openPaymentPage: vi.fn(),
}));

const NEWS = [
  {
    id: 2,
    date: '2026-11-18T10:00:00',
    title: 'New EU-1 streaming servers are live',
    body: '<p>Faster.</p>',
  },
  {
    id: 1,
    date: '2026-10-02T08:30:00',
    title: 'Scheduled maintenance',
    body: '<p>Soon.</p>',
  },
];

/** One of each kind, listed out of order. */
function everyKind() {
  return makeAllData({
    subscriptionsData: {
      activeSubs: [
        makeSubscription({ id: 101, nextDueDate: '2027-01-15' }),
        makeSubscription({
          id: 106,
          name: 'IPTV Standard — 1 month',
          username: 'demo_bedroom',
          nextDueDate: '2026-12-02',
        }),
      ],
      unactiveSubs: [],
    },
    invoicesData: [
      makeInvoice({ invoiceid: 1008, duedate: '2026-12-02', total: '9.99' }),
      makeInvoice({ invoiceid: 1001, duedate: '2026-11-27', total: '89.99' }),
      makeInvoice({ invoiceid: 1002, duedate: '2026-10-01', total: '9.99' }),
      makeInvoice({ invoiceid: 1003, status: 'Paid', duedate: '2026-01-15' }),
    ],
    ticketsData: [
      makeTicket({ ticketid: 11, status: 'Open' }),
      makeTicket({
        ticketid: 12,
        tid: '517204',
        status: 'Answered',
        subject: 'Can I pay by bank transfer?',
      }),
    ],
    announcementsData: NEWS,
  });
}

async function findPanel(): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = document.getElementById('attention');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).queryByTestId('loading')).toBeNull();
    return panel as HTMLElement;
  });
}

function itemsOf(panel: HTMLElement): HTMLElement[] {
  return within(panel).getAllByTestId('attention-item');
}

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  window.localStorage.clear();
  vi.mocked(openPaymentPage).mockClear();
  // Midday of the billing day the fixtures are written for; the clock still runs.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.parse('2026-11-27T12:00:00Z'));
});

const machineZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  // Node reads TZ again when it changes: some tests move the browser.
  if (machineZone === undefined) {
    delete process.env.TZ;
  } else {
    process.env.TZ = machineZone;
  }
});

// The whole app renders in each test: slow on a busy machine.
describe('Needs attention', { timeout: 20_000 }, () => {
  it('ranks overdue, unpaid, running out (with its renewal invoice), answered and new, each with its way to act', async () => {
    server.use(handle('allData', () => everyKind()));
    await renderApp('/dashboard/');
    const panel = await findPanel();
    expect(
      within(panel).getByRole('heading', { level: 2, name: /Needs attention/ }),
    ).toBeVisible();

    const items = itemsOf(panel);
    expect(items.map((item) => item.dataset.kind)).toEqual([
      'overdue',
      'unpaid',
      'renewal',
      'ticket',
      'announcements',
    ]);
    const [overdue, dueToday, renewal, ticket, news] = items.map((item) =>
      within(item),
    );
    expect(
      overdue?.getByRole('link', { name: 'Invoice #1002 is 57 days overdue' }),
    ).toHaveAttribute('href', '/dashboard/invoice?invoiceid=1002');
    expect(overdue?.getByText(/^€9\.99 · due .*2026$/)).toBeVisible();
    expect(
      overdue?.getByRole('button', { name: 'Pay now: invoice #1002' }),
    ).toBeVisible();
    expect(
      dueToday?.getByRole('link', {
        name: 'Invoice #1001 is waiting for payment',
      }),
    ).toBeVisible();
    expect(dueToday?.getByText(/^€89\.99 · due /)).toBeVisible();
    expect(
      renewal?.getByRole('link', {
        name: 'IPTV Standard — 1 month runs out in 5 days',
      }),
    ).toHaveAttribute('href', '/dashboard/subscription?subscriptionid=106');
    expect(
      renewal?.getByText(
        /^Line demo_bedroom, paid until .*\. Pay invoice #1008 \(€9\.99\) to renew it\.$/,
      ),
    ).toBeVisible();
    expect(
      ticket?.getByRole('link', {
        name: 'Support answered “Can I pay by bank transfer?”',
      }),
    ).toHaveAttribute('href', '/dashboard/ticket?ticketid=12');
    expect(
      ticket?.getByText(/^Ticket #517204 · waiting for your reply since /),
    ).toBeVisible();
    expect(
      news?.getByRole('link', { name: '2 new announcements' }),
    ).toHaveAttribute('href', '/dashboard/#announcements');

    // Three unpaid (the renewal's among them): Pay all pays them in one payment.
    expect(
      within(panel).getByRole('button', { name: 'Pay all (3) · €109.97' }),
    ).toBeVisible();
  });

  it('counts days in the billing time zone, wherever the browser is', async () => {
    const dueYesterdayInBerlin = () =>
      makeAllData({
        subscriptionsData: { activeSubs: [], unactiveSubs: [] },
        invoicesData: [
          makeInvoice({
            invoiceid: 1001,
            duedate: '2026-11-27',
            total: '9.99',
          }),
        ],
        ticketsData: [],
        announcementsData: [],
      });
    // 23:30 UTC on the 27th: already the 28th in Berlin, still the 27th in
    // Los Angeles (15:30) and in UTC, and the 28th in Tokyo (08:30).
    vi.setSystemTime(Date.parse('2026-11-27T23:30:00Z'));
    server.use(
      handle('allData', dueYesterdayInBerlin),
      handle('env', () => ({
        ...envFixture,
        billingTimeZone: 'Europe/Berlin',
      })),
    );
    process.env.TZ = 'America/Los_Angeles';
    const berlin = await renderApp('/dashboard/');
    expect(
      await within(await findPanel()).findByRole('link', {
        name: 'Invoice #1001 is 1 day overdue',
      }),
    ).toBeVisible();
    berlin.unmount();

    // Billing in UTC, the customer in Tokyo: due today there, not overdue.
    server.use(
      handle('env', () => ({ ...envFixture, billingTimeZone: 'UTC' })),
    );
    process.env.TZ = 'Asia/Tokyo';
    await renderApp('/dashboard/');
    expect(
      within(await findPanel()).getByRole('link', {
        name: 'Invoice #1001 is waiting for payment',
      }),
    ).toBeVisible();
  });

  it('pays the renewal invoice from its line', async () => {
    const paid: unknown[] = [];
    server.use(
      handle('allData', () => everyKind()),
      handle('payInvoice', (body) => {
        paid.push(body.invoiceid);
        return { error: false, link: 'https://billing.example/pay/1008' };
      }),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    const renewal = itemsOf(panel).find(
      (item) => item.dataset.kind === 'renewal',
    );
    await userEvent.click(
      within(renewal as HTMLElement).getByRole('button', {
        name: 'Pay now: invoice #1008',
      }),
    );
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith(
        'https://billing.example/pay/1008',
      ),
    );
    expect(paid).toEqual([1008]);
  });

  it('says how to renew when WHMCS has made no renewal invoice, and offers no Pay all for one unpaid', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({
                id: 102,
                username: 'demo_standard',
                nextDueDate: '2026-12-04',
              }),
              makeSubscription({ id: 101, nextDueDate: '2026-12-05' }),
            ],
            unactiveSubs: [],
          },
          invoicesData: [
            makeInvoice({ invoiceid: 1001, duedate: '2026-12-20' }),
          ],
          ticketsData: [],
          announcementsData: [],
        }),
      ),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    const items = itemsOf(panel);
    // 7 days ahead counts; 8 days ahead does not.
    expect(items.map((item) => item.dataset.kind)).toEqual([
      'unpaid',
      'renewal',
    ]);
    const renewal = within(items[1] as HTMLElement);
    expect(
      renewal.getByText(
        /^Line demo_standard, paid until .*\. Renew it by paying your invoice once it is issued\.$/,
      ),
    ).toBeVisible();
    expect(renewal.getByRole('link', { name: 'See invoices' })).toHaveAttribute(
      'href',
      '/dashboard/#invoices',
    );
    expect(within(panel).queryByTestId('pay-all')).toBeNull();
    expect(
      within(panel).getByRole('button', { name: 'Pay now: invoice #1001' }),
    ).toBeVisible();
  });

  it('says all is well when nothing needs doing', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [makeInvoice({ status: 'Paid' })],
          ticketsData: [makeTicket({ status: 'Open' })],
          announcementsData: null,
        }),
      ),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    expect(
      within(panel).getByText('All is well — nothing needs your attention'),
    ).toBeVisible();
    expect(within(panel).queryAllByTestId('attention-item')).toEqual([]);
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('does not say all is well when a section could not be read', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [],
          ticketsData: [],
          announcementsData: null,
          errors: { invoicesData: 'WHMCS_UNAVAILABLE' },
        }),
      ),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    expect(within(panel).getByTestId('attention-calm')).toHaveTextContent(
      /some of your account cannot be checked right now/,
    );
    expect(within(panel).queryByText(/All is well/)).toBeNull();
  });

  it('counts announcements as seen once opened from the panel, and the server keeps the mark', async () => {
    const marks: string[] = [];
    let allDataCalls = 0;
    server.use(
      handle('allData', () => {
        allDataCalls += 1;
        return makeAllData({
          invoicesData: [],
          ticketsData: [makeTicket({ status: 'Answered' })],
          announcementsData: NEWS,
        });
      }),
      handle('markAnnouncementsSeen', ({ date }) => {
        marks.push(date);
        return { error: false, announcementsSeenUpTo: date };
      }),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    await userEvent.click(
      within(panel).getByRole('link', { name: '2 new announcements' }),
    );
    await waitFor(() =>
      expect(itemsOf(panel).map((item) => item.dataset.kind)).toEqual([
        'ticket',
      ]),
    );
    await waitFor(() => expect(marks).toEqual(['2026-11-18T10:00:00']));
    expect(screen.getByRole('heading', { name: NEWS[0]?.title })).toBeVisible();
    // The answer went into the dashboard's data: allData was not asked again.
    expect(allDataCalls).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('counts as new only the announcements after the mark the server keeps', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [],
          ticketsData: [],
          announcementsData: NEWS,
          announcementsSeenUpTo: '2026-10-02T08:30:00',
        }),
      ),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    const news = within(panel).getByRole('link', {
      name: '1 new announcement',
    });
    expect(news.closest('li')).toHaveTextContent(NEWS[0]?.title ?? '');
  });

  it('counts none as new while the mark is not known', async () => {
    const { announcementsSeenUpTo: _unknown, ...withoutMark } = makeAllData({
      invoicesData: [],
      ticketsData: [makeTicket({ status: 'Answered' })],
      announcementsData: NEWS,
    });
    server.use(handle('allData', () => withoutMark));
    await renderApp('/dashboard/');
    const panel = await findPanel();
    expect(itemsOf(panel).map((item) => item.dataset.kind)).toEqual(['ticket']);
  });

  it('sends the mark this browser kept before to the server once, then forgets it', async () => {
    const key = `members.announcementsSeen.${demoUser.userid}`;
    window.localStorage.setItem(key, '2026-10-02T08:30:00');
    const marks: string[] = [];
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [],
          ticketsData: [],
          announcementsData: NEWS,
        }),
      ),
      handle('markAnnouncementsSeen', ({ date }) => {
        marks.push(date);
        return { error: false, announcementsSeenUpTo: date };
      }),
    );
    const first = await renderApp('/dashboard/');
    const panel = await findPanel();
    // The browser's mark counts at once: only the newer one is new.
    expect(
      within(panel).getByRole('link', { name: '1 new announcement' }),
    ).toBeVisible();
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    expect(marks).toEqual(['2026-10-02T08:30:00']);
    first.unmount();

    // Next time there is nothing left to send.
    await renderApp('/dashboard/');
    await findPanel();
    expect(marks).toEqual(['2026-10-02T08:30:00']);
  });

  it('forgets without sending a mark of this browser the server already has a later one of', async () => {
    const key = `members.announcementsSeen.${demoUser.userid}`;
    window.localStorage.setItem(key, '2026-10-02T08:30:00');
    const marks: string[] = [];
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [],
          ticketsData: [makeTicket({ status: 'Answered' })],
          announcementsData: NEWS,
          announcementsSeenUpTo: '2026-11-18T10:00:00',
        }),
      ),
      handle('markAnnouncementsSeen', ({ date }) => {
        marks.push(date);
        return { error: false, announcementsSeenUpTo: date };
      }),
    );
    await renderApp('/dashboard/');
    const panel = await findPanel();
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    expect(itemsOf(panel).map((item) => item.dataset.kind)).toEqual(['ticket']);
    expect(marks).toEqual([]);
  });
});
