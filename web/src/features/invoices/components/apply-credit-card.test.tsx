import { notifications } from '@mantine/notifications';
import type {
  AccountCredit,
  ApplyCreditRequest,
  Invoice,
} from '@members/contract';
import { INVOICE_STATUSES } from '@members/contract';
import {
  act,
  configure,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { makeInvoiceDetail } from '@/testing/fixtures-dashboard';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

import { invoiceQueryOptions } from '../api/get-invoice';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const EUR = { code: 'EUR', prefix: '€', suffix: ' EUR' };

let invoice: Invoice;
let credit: AccountCredit | null;
let requests: { body: ApplyCreditRequest; key: string | null }[];
// Answers given before the server's own, one per request.
let failures: (() => Response)[];

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  invoice = makeInvoiceDetail({
    invoiceid: 1002,
    status: 'Unpaid',
    balance: '9.99',
    total: '9.99',
    credit: '0.00',
  });
  credit = { amount: '10.00', currency: EUR };
  requests = [];
  failures = [];
  server.use(
    handle('invoice', () => ({ invoice })),
    handle('allData', () => makeAllData({ credit })),
    handle('applyCredit', (body, request) => {
      requests.push({ body, key: request.headers.get('idempotency-key') });
      const failure = failures.shift();
      if (failure) {
        return failure();
      }
      const applied = Math.round(body.amount * 100);
      const balance = Math.round(Number(invoice.balance) * 100) - applied;
      invoice = {
        ...invoice,
        credit: (applied / 100).toFixed(2),
        balance: (balance / 100).toFixed(2),
        total: (balance / 100).toFixed(2),
        status: balance === 0 ? 'Paid' : 'Unpaid',
        datepaid: balance === 0 ? '2026-11-22T10:00:00' : null,
      };
      const left = Math.round(Number(credit?.amount ?? 0) * 100) - applied;
      credit = { amount: (left / 100).toFixed(2), currency: EUR };
      return {
        invoice,
        applied: (applied / 100).toFixed(2),
        credit,
      };
    }),
  );
});

afterEach(() => {
  act(() => notifications.clean());
});

async function openInvoice() {
  const user = userEvent.setup();
  await renderApp('/dashboard/invoice?invoiceid=1002');
  await screen.findByRole('heading', { level: 1 });
  const card = await screen.findByTestId('apply-credit');
  return { user, card };
}

describe('apply credit', { timeout: 30_000 }, () => {
  it('offers the credit filled in up to the balance, confirms the exact amount, then shows the invoice paid', async () => {
    const { user, card } = await openInvoice();
    expect(card).toHaveTextContent(
      'You have €10.00 of credit. Apply it to this invoice.',
    );
    const amount = within(card).getByRole('textbox', {
      name: /Amount to apply/,
    });
    expect(amount).toHaveValue('9.99');

    await user.click(
      within(card).getByRole('button', { name: 'Apply credit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply credit?' });
    expect(dialog).toHaveTextContent(
      '€9.99 of your credit will be applied to invoice #1002.',
    );
    // Nothing is sent before the confirmation.
    expect(requests).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply €9.99' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Paid'),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ invoiceid: 1002, amount: 9.99 });
    expect(requests[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText(
        '€9.99 of credit was applied. Credit left: €0.01.',
      ),
    ).toBeInTheDocument();
    // Paid: no offer and no Pay now any more, without a reload.
    expect(screen.queryByTestId('apply-credit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('applies part of the credit: the balance and the credit shown both drop', async () => {
    invoice = { ...invoice, balance: '25.00', total: '25.00' };
    const { user, card } = await openInvoice();
    const amount = within(card).getByRole('textbox', {
      name: /Amount to apply/,
    });
    // The credit is less than the balance: all of it is offered.
    expect(amount).toHaveValue('10.00');
    await user.clear(amount);
    await user.type(amount, '4,50');
    await user.click(
      within(card).getByRole('button', { name: 'Apply credit' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('€4.50 of your credit');
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply €4.50' }),
    );

    await waitFor(() =>
      expect(screen.getByTestId('credit-offer')).toHaveTextContent(
        'You have €5.50 of credit.',
      ),
    );
    expect(requests.map((request) => request.body)).toEqual([
      { invoiceid: 1002, amount: 4.5 },
    ]);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Unpaid');
    expect(screen.getByRole('status')).toHaveTextContent('€20.50');
    // The amount is filled in afresh from the new credit.
    expect(
      within(screen.getByTestId('apply-credit')).getByRole('textbox', {
        name: /Amount to apply/,
      }),
    ).toHaveValue('5.50');
  });

  it('refuses, before sending, an amount the contract refuses or above the credit or the balance', async () => {
    invoice = { ...invoice, balance: '8.00', total: '8.00' };
    const { user, card } = await openInvoice();
    const amount = within(card).getByRole('textbox', {
      name: /Amount to apply/,
    });
    const submit = within(card).getByRole('button', { name: 'Apply credit' });
    const invalid =
      'Enter an amount above zero with at most two decimals, for example 25 or 25.50.';
    const cases: [string, string][] = [
      ['', 'Enter the amount of credit to apply.'],
      ['0', invalid],
      ['-1', invalid],
      ['1.005', invalid],
      ['abc', invalid],
      ['8.01', 'Only €8.00 is still due on this invoice.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount);
      if (typed) {
        await user.type(amount, typed);
      }
      await user.click(submit);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(card).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    expect(requests).toEqual([]);
    // Control: an amount within both is confirmed.
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(submit);
    expect(await screen.findByRole('dialog')).toHaveTextContent('€2.00');
  });

  it('refuses an amount above the credit', async () => {
    invoice = { ...invoice, balance: '30.00', total: '30.00' };
    const { user, card } = await openInvoice();
    const amount = within(card).getByRole('textbox', {
      name: /Amount to apply/,
    });
    await user.clear(amount);
    await user.type(amount, '10.01');
    await user.click(
      within(card).getByRole('button', { name: 'Apply credit' }),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(card).toHaveTextContent('You have €10.00 of credit.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);
    // Control: the whole credit is confirmed.
    await user.clear(amount);
    await user.type(amount, '10.00');
    await user.click(
      within(card).getByRole('button', { name: 'Apply credit' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('€10.00');
  });

  it('says why the server refused, and shows the credit WHMCS has now', async () => {
    server.use(
      handle('applyCredit', () => {
        credit = { amount: '3.00', currency: EUR };
        return errorResponse('CREDIT_EXCEEDED');
      }),
    );
    const { user, card } = await openInvoice();
    await user.click(
      within(card).getByRole('button', { name: 'Apply credit' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Apply / }));
    expect(
      await screen.findByText('The amount is more than your available credit.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('credit-offer')).toHaveTextContent(
        'You have €3.00 of credit.',
      ),
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Unpaid');
  });

  it('sends the same key again after an answer that was lost, and says why meanwhile', async () => {
    failures = [() => errorResponse('INTERNAL')];
    const { user, card } = await openInvoice();
    const apply = within(card).getByRole('button', { name: 'Apply credit' });
    await user.click(apply);
    let dialog = await screen.findByRole('dialog', { name: 'Apply credit?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply €9.99' }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(apply);
    dialog = await screen.findByRole('dialog', { name: 'Apply credit?' });
    expect(within(card).queryByRole('alert')).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: 'Apply €9.99' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveAttribute('data-status', 'Paid'),
    );
    expect(requests).toHaveLength(2);
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });

  it('offers nothing without credit', async () => {
    const { queryClient } = await renderApp(
      '/dashboard/invoice?invoiceid=1002',
    );
    // Control: the same invoice with credit has the offer.
    expect(await screen.findByTestId('apply-credit')).toBeVisible();
    credit = { amount: '0.00', currency: EUR };
    await act(() =>
      queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('apply-credit')).toBeNull(),
    );
    // The page is still there, with its Pay now.
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('offers nothing on an invoice that is not unpaid, though a balance is due and there is credit', async () => {
    const { queryClient } = await renderApp(
      '/dashboard/invoice?invoiceid=1002',
    );
    // Control: the invoice Unpaid, with the same balance and credit, has the offer.
    expect(await screen.findByTestId('apply-credit')).toBeVisible();
    const others = INVOICE_STATUSES.filter((status) => status !== 'Unpaid');
    expect(others.length).toBeGreaterThan(0);
    for (const status of others) {
      invoice = { ...invoice, status };
      await act(() =>
        queryClient.invalidateQueries({
          queryKey: invoiceQueryOptions(1002).queryKey,
        }),
      );
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveAttribute(
          'data-status',
          status,
        ),
      );
      expect(invoice.balance).toBe('9.99');
      expect(screen.queryByTestId('apply-credit'), status).toBeNull();
    }
  });

  it('offers nothing on a paid invoice', async () => {
    invoice = { ...invoice, status: 'Paid', balance: '0.00' };
    await renderApp('/dashboard/invoice?invoiceid=1002');
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByRole('link', { name: 'Download PDF' }),
    ).toBeVisible();
    expect(screen.queryByTestId('apply-credit')).toBeNull();
  });
});
