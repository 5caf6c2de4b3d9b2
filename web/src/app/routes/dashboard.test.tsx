import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import {
  demoUser,
  envFixture,
  makeAllData,
  makeInvoice,
  makeTicket,
} from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) {
    throw new Error(`no section #${id}`);
  }
  return element;
}

async function findSection(id: string): Promise<HTMLElement> {
  return waitFor(() => section(id));
}

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard', () => {
  it('shows skeletons in every section while loading', async () => {
    let release: () => void = () => undefined;
    server.use(
      handle('allData', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return makeAllData();
      }),
    );
    await renderApp('/dashboard/');
    // The first render loads the screen's module graph: slow on a busy machine.
    await screen.findByRole(
      'heading',
      { name: /Subscriptions/ },
      { timeout: 15_000 },
    );
    for (const id of [
      'subscriptions',
      'invoices',
      'tickets',
      'announcements',
    ]) {
      await waitFor(() =>
        expect(within(section(id)).getByTestId('loading')).toBeInTheDocument(),
      );
    }
    release();
    expect(
      await within(section('invoices')).findByRole('link', { name: '#1001' }),
    ).toBeInTheDocument();
    expect(within(section('invoices')).queryByTestId('loading')).toBeNull();
  });

  it('loads allData once for every section and shows the data', async () => {
    let calls = 0;
    server.use(
      handle('allData', () => {
        calls += 1;
        return makeAllData();
      }),
    );
    await renderApp('/dashboard/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }),
    ).toBeInTheDocument();
    await within(section('invoices')).findByRole('link', { name: '#1001' });
    expect(
      within(section('tickets')).getAllByRole('link', {
        name: /No picture on channel 5/,
      }),
    ).toHaveLength(2);
    expect(
      within(section('announcements')).getByText('New sports package'),
    ).toBeInTheDocument();
    expect(
      within(section('subscriptions')).getAllByTestId('subscription-card'),
    ).toHaveLength(2);
    expect(calls).toBe(1);
  });

  it('sums the overview from the data', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [
            makeInvoice({ invoiceid: 1, total: '10.50' }),
            makeInvoice({ invoiceid: 2, total: '4.25' }),
            makeInvoice({ invoiceid: 3, status: 'Paid', total: '99.00' }),
          ],
          ticketsData: [
            makeTicket({ ticketid: 1, status: 'Answered' }),
            makeTicket({ ticketid: 2, status: 'Closed' }),
          ],
        }),
      ),
    );
    await renderApp('/dashboard/');
    const summary = await screen.findByTestId('summary');
    const [subs, invoices, tickets] =
      within(summary).getAllByTestId('stat-card');
    expect(subs).toHaveTextContent('Active subscriptions2');
    expect(invoices).toHaveTextContent('Unpaid invoices2');
    expect(invoices).toHaveTextContent('€14.75 to pay');
    expect(tickets).toHaveTextContent('Open tickets1');
    expect(tickets).toHaveTextContent('1 answered by support');
  });

  it('shows an empty state in each section without data, and no announcements', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: { activeSubs: [], unactiveSubs: [] },
          invoicesData: [],
          ticketsData: [],
          announcementsData: [],
        }),
      ),
    );
    await renderApp('/dashboard/');
    expect(
      await screen.findByText('You don’t have a subscription yet'),
    ).toBeInTheDocument();
    expect(
      within(section('subscriptions')).getByRole('link', {
        name: 'Contact support',
      }),
    ).toHaveAttribute('href', '/dashboard/#tickets');
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByText('No tickets yet')).toBeInTheDocument();
    expect(document.getElementById('announcements')).toBeNull();
  });

  it('hides announcements when they are switched off (null)', async () => {
    server.use(
      handle('env', () => ({ ...envFixture, announcementsVisible: false })),
      handle('allData', () => makeAllData({ announcementsData: null })),
    );
    await renderApp('/dashboard/');
    await within(await findSection('invoices')).findByRole('link', {
      name: '#1001',
    });
    expect(document.getElementById('announcements')).toBeNull();
  });

  it('shows an error with retry in every section when the query fails, and retry refetches', async () => {
    let calls = 0;
    server.use(
      handle('allData', () => {
        calls += 1;
        return calls === 1 ? errorResponse('INTERNAL') : makeAllData();
      }),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/');
    for (const id of [
      'subscriptions',
      'invoices',
      'tickets',
      'announcements',
    ]) {
      expect(
        await within(await findSection(id)).findByText(
          'Something went wrong on our side. Please try again.',
        ),
      ).toBeInTheDocument();
    }
    await user.click(
      within(section('invoices')).getByRole('button', { name: 'Try again' }),
    );
    expect(
      await within(section('invoices')).findByRole('link', { name: '#1001' }),
    ).toBeInTheDocument();
    expect(
      within(section('tickets')).queryByText(
        'Something went wrong on our side. Please try again.',
      ),
    ).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows the error of a failed section only, and the others', async () => {
    let calls = 0;
    server.use(
      handle('allData', () => {
        calls += 1;
        return calls === 1
          ? makeAllData({
              invoicesData: [],
              announcementsData: null,
              errors: {
                invoicesData: 'WHMCS_TIMEOUT',
                announcementsData: 'WHMCS_UNAVAILABLE',
              },
            })
          : makeAllData();
      }),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/');
    const invoices = await findSection('invoices');
    expect(
      await within(invoices).findByText(
        'Our billing system took too long to answer. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(within(invoices).queryByText('No invoices yet')).toBeNull();
    expect(
      within(section('announcements')).getByText(
        'Our billing system is not available right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section('tickets')).getAllByRole('link', {
        name: /No picture on channel 5/,
      }),
    ).toHaveLength(2);
    expect(
      within(screen.getByTestId('summary')).getAllByText('—'),
    ).toHaveLength(1);
    await user.click(
      within(invoices).getByRole('button', { name: 'Try again' }),
    );
    expect(
      await within(invoices).findByRole('link', { name: '#1001' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('scrolls to the section named by the hash once the data is there', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await renderApp('/dashboard/#invoices');
    await within(await findSection('invoices')).findByRole('link', {
      name: '#1001',
    });
    await waitFor(() =>
      expect(
        scroll.mock.contexts.some(
          (element) => (element as HTMLElement).id === 'invoices',
        ),
      ).toBe(true),
    );
  });
});
