import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeInvoice } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { InvoiceList, STACKED_QUERY } from './invoice-list';

function setNarrow(isNarrow: boolean) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => ({
    matches: isNarrow && query === STACKED_QUERY,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

afterEach(() => setNarrow(false));

const invoices = [
  makeInvoice({ invoiceid: 1001, status: 'Unpaid', total: '9.99' }),
  makeInvoice({
    invoiceid: 1003,
    invoicenum: 'INV-2026-0003',
    status: 'Paid',
    total: '89.99',
  }),
];

describe('InvoiceList', () => {
  it('shows a table whose rows open their invoice', async () => {
    await renderWithProviders(<InvoiceList invoices={invoices} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/invoice?invoiceid=1001',
    );
    expect(
      within(rows[1] as HTMLElement).getByRole('link', {
        name: 'INV-2026-0003',
      }),
    ).toHaveAttribute('href', '/dashboard/invoice?invoiceid=1003');
    expect(rows[0]).toHaveTextContent('Nov 1, 2026');
    expect(rows[0]).toHaveTextContent('Nov 15, 2026');
    expect(rows[0]).toHaveTextContent('€9.99');
    expect(rows[0]).toHaveTextContent('Unpaid');
    expect(rows[0]).toHaveAttribute('data-unpaid');
    expect(rows[1]).not.toHaveAttribute('data-unpaid');
  });

  it('stacks cards on narrow screens, each a link', async () => {
    setNarrow(true);
    await renderWithProviders(<InvoiceList invoices={invoices} />);
    expect(screen.queryByRole('table')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute(
      'href',
      '/dashboard/invoice?invoiceid=1001',
    );
    expect(links[0]).toHaveTextContent('Invoice #1001');
    expect(links[0]).toHaveTextContent('Due Nov 15, 2026');
    expect(links[0]).toHaveAttribute('data-unpaid');
  });

  it('shows the latest few plus every unpaid one, and all on demand', async () => {
    const user = userEvent.setup();
    const many = [
      ...Array.from({ length: 7 }, (_, index) =>
        makeInvoice({ invoiceid: 2000 + index, status: 'Paid' }),
      ),
      makeInvoice({ invoiceid: 1500, status: 'Unpaid' }),
    ];
    await renderWithProviders(<InvoiceList invoices={many} />);
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('link', { name: '#1500' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Show all 8 invoices' }),
    );
    expect(screen.getAllByRole('link')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });
});
