import type { CreditHistoryResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, EUR } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';

import { openPaymentPage } from '../utils/open-payment-page';

import { CreditHistoryButton } from './credit-history-button';

configure({ asyncUtilTimeout: 10_000 });

vi.mock('../utils/open-payment-page', () => ({ openPaymentPage: vi.fn() }));

const LINK = 'http://billing.example/oauth/singlesignon.php?access_token=funds';

let history: CreditHistoryResponse;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  vi.mocked(openPaymentPage).mockClear();
  history = {
    error: false,
    credit: { amount: '10.00', currency: EUR },
    entries: [
      {
        id: 3,
        date: '2026-11-08',
        description: 'Goodwill credit',
        amount: '5.00',
      },
      {
        id: 2,
        date: '2026-01-15',
        description: 'Credit Applied to Invoice #1003',
        amount: '-10.00',
      },
    ],
    addFunds: {
      enabled: true,
      minimum: '5.00',
      maximum: '200.00',
      maximumBalance: '500.00',
      canAdd: true,
    },
  };
  server.use(
    handle('creditHistory', () => history),
    handle('addFundsLink', () => ({ link: LINK })),
  );
});

async function openHistory() {
  await renderWithProviders(<CreditHistoryButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Credit history' }));
  return screen.findByRole('dialog', { name: 'Account credit' });
}

describe('CreditHistoryButton', () => {
  it('shows the balance and every movement, added and used', async () => {
    const dialog = await openHistory();
    const rows = await within(dialog).findAllByTestId('credit-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Goodwill credit');
    expect(rows[0]).toHaveTextContent('+€5.00');
    expect(rows[1]).toHaveTextContent('−€10.00');
    expect(within(dialog).getByTestId('credit-balance')).toHaveTextContent(
      'Your credit: €10.00',
    );
  });

  it('shows the limits before sending the customer to pay', async () => {
    const dialog = await openHistory();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Add funds' }),
    );
    expect(
      within(dialog).getByText(
        'You can add between €5.00 and €200.00 at a time; your credit may reach €500.00.',
      ),
    ).toBeVisible();
    expect(openPaymentPage).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Continue to payment' }),
    );
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK));
  });

  it('offers no adding when the credit is at its maximum', async () => {
    history.addFunds = {
      ...history.addFunds,
      canAdd: false,
      maximumBalance: '10.00',
    };
    const dialog = await openHistory();
    expect(
      await within(dialog).findByTestId('add-funds-full'),
    ).toHaveTextContent('(€10.00)');
    expect(
      within(dialog).queryByRole('button', { name: 'Add funds' }),
    ).toBeNull();
  });

  it('says why when WHMCS refuses', async () => {
    server.use(
      handle('addFundsLink', () => errorResponse('ADD_FUNDS_UNAVAILABLE')),
    );
    const dialog = await openHistory();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Add funds' }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Continue to payment' }),
    );
    expect(
      await within(dialog).findByText(/Adding funds is not possible now/),
    ).toBeVisible();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });
});
