import { notifications } from '@mantine/notifications';
import {
  act,
  configure,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, EUR, makeAllData, makeInvoice } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, renderWithProviders } from '@/testing/render';

import { openPaymentPage } from '../utils/open-payment-page';

import { InvoiceList } from './invoice-list';

// The whole app renders in one test: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../utils/open-payment-page', () => ({ openPaymentPage: vi.fn() }));

const LINK = 'http://billing.example/oauth/singlesignon.php?access_token=mass';

const THREE_UNPAID = [
  makeInvoice({ invoiceid: 1001, total: '9.99' }),
  makeInvoice({ invoiceid: 1002, total: '9.99' }),
  makeInvoice({ invoiceid: 1004, total: '9.99' }),
  makeInvoice({ invoiceid: 1003, status: 'Paid', total: '89.99' }),
];

let payAllRequests: unknown[] = [];

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  vi.mocked(openPaymentPage).mockClear();
  payAllRequests = [];
  server.use(
    handle('payAll', (body) => {
      payAllRequests.push(body);
      return {
        link: LINK,
        count: 3,
        total: '29.97',
        currency: EUR,
      };
    }),
  );
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('Pay all', { timeout: 30_000 }, () => {
  it('says how many unpaid invoices it pays and their total', async () => {
    await renderWithProviders(<InvoiceList invoices={THREE_UNPAID} />);
    expect(screen.getByTestId('pay-all')).toHaveTextContent(
      'Pay all (3) · €29.97',
    );
  });

  it.each([
    ['one unpaid invoice', [makeInvoice({ invoiceid: 1001 })]],
    [
      'no unpaid invoice',
      [
        makeInvoice({ invoiceid: 1001, status: 'Paid' }),
        makeInvoice({ invoiceid: 1003, status: 'Cancelled' }),
      ],
    ],
  ])('is not offered with %s', async (_case, invoices) => {
    // Positive control: the same list with a second unpaid invoice offers it.
    const { unmount } = await renderWithProviders(
      <InvoiceList
        invoices={[
          ...invoices,
          makeInvoice({ invoiceid: 1008 }),
          makeInvoice({ invoiceid: 1009 }),
        ]}
      />,
    );
    expect(screen.getByTestId('pay-all')).toBeVisible();
    unmount();
    await renderWithProviders(<InvoiceList invoices={invoices} />);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(invoices.length);
    expect(screen.queryByTestId('pay-all')).toBeNull();
  });

  it('asks for the mass payment link once and leaves for it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceList invoices={THREE_UNPAID} />);
    const button = screen.getByRole('button', { name: /Pay all/ });
    await user.click(button);
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK));
    expect(payAllRequests).toEqual([{}]);
    expect(button).toHaveAttribute('data-loading', 'true');
    await user.click(button);
    expect(payAllRequests).toHaveLength(1);
  });

  it('does not leave to pay other invoices than it showed: it says what is due now, and the dashboard catches up', async () => {
    // Invoice 1005 was added since the dashboard was read: WHMCS's mass
    // payment now covers four invoices.
    server.use(
      handle('payAll', (body) => {
        payAllRequests.push(body);
        return { link: LINK, count: 4, total: '39.96', currency: EUR };
      }),
    );
    let dashboardReads = 0;
    server.use(
      handle('allData', () => {
        dashboardReads += 1;
        return makeAllData({
          invoicesData:
            dashboardReads === 1
              ? THREE_UNPAID
              : [
                  ...THREE_UNPAID,
                  makeInvoice({ invoiceid: 1005, total: '9.99' }),
                ],
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/');
    const section = await waitFor(() => {
      const element = document.getElementById('invoices');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    const button = await within(section).findByRole('button', {
      name: 'Pay all (3) · €29.97',
    });
    expect(dashboardReads).toBe(1);
    await user.click(button);
    expect(
      await screen.findByText(
        'What is due changed meanwhile: now 4 unpaid invoices, €39.96. Check the list, then pay again.',
      ),
    ).toBeVisible();
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(
      await within(section).findByRole('button', {
        name: 'Pay all (4) · €39.96',
      }),
    ).not.toHaveAttribute('data-loading');
    expect(dashboardReads).toBe(2);
    // What it shows now is what it pays.
    await user.click(
      within(section).getByRole('button', { name: 'Pay all (4) · €39.96' }),
    );
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK));
    expect(payAllRequests).toHaveLength(2);
  });

  it('says so, translated, when nothing is due any more', async () => {
    server.use(handle('payAll', () => errorResponse('NOTHING_TO_PAY')));
    const user = userEvent.setup();
    await renderWithProviders(<InvoiceList invoices={THREE_UNPAID} />, {
      locale: 'de-de',
    });
    await user.click(screen.getByTestId('pay-all'));
    expect(
      await screen.findByText('Es gibt keine offenen Rechnungen zu bezahlen.'),
    ).toBeInTheDocument();
    expect(openPaymentPage).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('pay-all')).not.toHaveAttribute('data-loading'),
    );
  });

  it('is on the dashboard’s invoices section', async () => {
    server.use(
      handle('allData', () => makeAllData({ invoicesData: THREE_UNPAID })),
    );
    await renderApp('/dashboard/');
    const section = await waitFor(() => {
      const element = document.getElementById('invoices');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(
      await within(section).findByRole('button', {
        name: 'Pay all (3) · €29.97',
      }),
    ).toBeVisible();
  });
});
