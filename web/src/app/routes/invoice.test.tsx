import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { makeInvoiceDetail } from '@/testing/fixtures-dashboard';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

describe('invoice page', () => {
  it('shows the invoice: number, status banner, dates, items and totals', async () => {
    let requested: unknown;
    server.use(
      handle('invoice', (body) => {
        requested = body;
        return {
          invoice: makeInvoiceDetail({
            invoiceid: 1001,
            invoicenum: 'INV-1001',
            subtotal: '100.00',
            credit: '10.00',
            tax: '18.00',
            taxrate: '20.000',
            total: '108.00',
            balance: '108.00',
            paymentmethod: 'banktransfer',
            items: [
              {
                id: 1,
                type: 'Hosting',
                relid: 101,
                description: 'IPTV Premium — 12 months',
                amount: '100.00',
                taxed: true,
              },
            ],
          }),
        };
      }),
    );
    await renderApp('/dashboard/invoice?invoiceid=1001');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice INV-1001',
      }),
    ).toBeInTheDocument();
    expect(requested).toEqual({ invoiceid: 1001 });
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('data-status', 'Unpaid');
    expect(banner).toHaveTextContent(/€108.00/);
    const rows = screen.getAllByRole('row');
    const text = rows.map((row) => row.textContent);
    expect(text).toContain('IPTV Premium — 12 months€100.00');
    expect(text).toContain('Subtotal€100.00');
    expect(text).toContain('Credit applied−€10.00');
    expect(text).toContain('Tax (20%)€18.00');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('€108.00');
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent('€108.00');
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('Nov 15, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to invoices' }),
    ).toHaveAttribute('href', '/dashboard/#invoices');
  });

  it('shows a paid invoice with a green banner and its payment date', async () => {
    server.use(
      handle('invoice', () => ({
        invoice: makeInvoiceDetail({
          status: 'Paid',
          balance: '0.00',
          datepaid: '2026-11-02T10:30:00',
          transactions: [
            {
              id: 7,
              date: '2026-11-02T10:30:00',
              gateway: 'paypal',
              transid: 'PP-123',
              amount: '89.99',
            },
          ],
        }),
      })),
    );
    await renderApp('/dashboard/invoice?invoiceid=1001');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Paid on Nov 2, 2026, 10:30 AM');
    expect(banner.getAttribute('style')).toContain('green');
    expect(screen.getByText(/PP-123/)).toBeInTheDocument();
  });

  it('shows not found when the server says NOT_FOUND', async () => {
    server.use(handle('invoice', () => errorResponse('NOT_FOUND')));
    await renderApp('/dashboard/invoice?invoiceid=2001');
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByText('Invoice not found')).toBeInTheDocument();
    expect(
      within(notFound).getByRole('link', { name: 'Back to invoices' }),
    ).toHaveAttribute('href', '/dashboard/#invoices');
  });

  it.each([
    '',
    '?invoiceid=abc',
    '?invoiceid=0',
    '?invoiceid=-4',
    '?invoiceid=99999999999',
  ])(
    'shows not found without asking the server for a bad id (%s)',
    async (query) => {
      let calls = 0;
      server.use(
        handle('invoice', () => {
          calls += 1;
          return errorResponse('VALIDATION');
        }),
      );
      await renderApp(`/dashboard/invoice${query}`);
      expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
      expect(calls).toBe(0);
    },
  );

  it('shows other failures with a retry that refetches', async () => {
    let calls = 0;
    server.use(
      handle('invoice', () => {
        calls += 1;
        return calls === 1
          ? errorResponse('INTERNAL')
          : { invoice: makeInvoiceDetail() };
      }),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/invoice?invoiceid=1001');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1001' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
