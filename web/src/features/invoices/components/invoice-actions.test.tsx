import { notifications } from '@mantine/notifications';
import type { Invoice } from '@members/contract';
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
import { demoUser } from '@/testing/fixtures';
import { makeInvoiceDetail } from '@/testing/fixtures-dashboard';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

import { openPaymentPage } from '../utils/open-payment-page';

import { PAY_BAR_QUERY } from './invoice-actions';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../utils/open-payment-page', () => ({ openPaymentPage: vi.fn() }));

const LINK = 'http://billing.example/oauth/singlesignon.php?access_token=abc';

function setPhone(isPhone: boolean) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
    matches: isPhone && query === PAY_BAR_QUERY,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

let invoice: Invoice;
let payRequests: unknown[] = [];
let invoiceCalls = 0;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  vi.mocked(openPaymentPage).mockClear();
  invoice = makeInvoiceDetail({
    invoiceid: 1002,
    balance: '9.99',
    total: '9.99',
  });
  payRequests = [];
  invoiceCalls = 0;
  server.use(
    handle('invoice', () => {
      invoiceCalls += 1;
      return { invoice };
    }),
    handle('payInvoice', (body) => {
      payRequests.push(body);
      return { link: LINK };
    }),
  );
});

afterEach(() => {
  setPhone(false);
  act(() => notifications.clean());
});

async function openInvoice(locale?: 'de-de') {
  const user = userEvent.setup();
  const prefix = locale ? `/${locale}` : '';
  await renderApp(`/dashboard${prefix}/invoice?invoiceid=1002`, { locale });
  await screen.findByRole('heading', { level: 1 });
  return { user };
}

describe('invoice actions', { timeout: 30_000 }, () => {
  it('pays an unpaid invoice on the payment page', async () => {
    const { user } = await openInvoice();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK));
    expect(payRequests).toEqual([{ invoiceid: 1002 }]);
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(payRequests).toHaveLength(1);
  });

  it.each(['Paid', 'Cancelled', 'Refunded', 'Draft'])(
    'offers no payment for a %s invoice, on any width',
    async (status) => {
      invoice = makeInvoiceDetail({ invoiceid: 1002, status, balance: '0.00' });
      await openInvoice();
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    },
  );

  it('links the PDF in the page’s language', async () => {
    await openInvoice();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute(
      'href',
      '/dashboard/api/invoicePdf?invoiceid=1002&locale=en-en',
    );
    expect(pdf).toHaveAttribute('download');
  });

  it('asks for the PDF in German on the German page', async () => {
    await openInvoice('de-de');
    const pdf = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.includes('invoicePdf'));
    expect(pdf).toHaveAttribute(
      'href',
      '/dashboard/api/invoicePdf?invoiceid=1002&locale=de-de',
    );
  });

  it('puts Pay now with the amount due in a bar at the bottom on phones', async () => {
    setPhone(true);
    const { user } = await openInvoice();
    const bar = screen.getByTestId('pay-bar');
    expect(bar).toHaveClass('payBar');
    expect(bar).toHaveTextContent('Amount due€9.99');
    expect(screen.getAllByRole('button', { name: 'Pay now' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK));
  });

  it('shows no bar on phones when the invoice is paid', async () => {
    setPhone(true);
    invoice = makeInvoiceDetail({ invoiceid: 1002, status: 'Paid' });
    await openInvoice();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('says when the invoice can no longer be paid, and shows its new status', async () => {
    server.use(
      handle('payInvoice', () => {
        invoice = { ...invoice, status: 'Paid', balance: '0.00' };
        return errorResponse('INVOICE_NOT_PAYABLE', { reason: 'Paid' });
      }),
    );
    const { user } = await openInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText('This invoice cannot be paid.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The payment page couldn’t be opened'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull(),
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Paid');
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('fetches an unpaid invoice again when the customer comes back to the page', async () => {
    await openInvoice();
    expect(invoiceCalls).toBe(1);
    invoice = { ...invoice, status: 'Paid', balance: '0.00' };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Paid'),
    );
    expect(invoiceCalls).toBe(2);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(invoiceCalls).toBe(2);
  });
});
