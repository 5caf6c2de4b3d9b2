import { notifications } from '@mantine/notifications';
import type { WithdrawalRequest } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, envFixture, plainUser } from '@/testing/fixtures';
import {
  makeWithdrawal,
  makeWithdrawals,
  meFixture,
} from '@/testing/fixtures-affiliate';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

type Sent = { body: WithdrawalRequest; key: string | null };

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  server.use(
    handle('me', () => meFixture),
    handle('withdrawals', () => makeWithdrawals()),
    handle('env', () => ({
      ...envFixture,
      withdrawalMethods: [
        { id: 'paypal', name: 'PayPal' },
        { id: 'banktransfer', name: 'Bank transfer' },
      ],
    })),
  );
});

/** Answers `withdrawal` with `answer` and records what was sent. */
function recordWithdrawals(
  answer: (body: WithdrawalRequest, count: number) => Response | undefined,
): Sent[] {
  const sent: Sent[] = [];
  server.use(
    handle('withdrawal', (body, request) => {
      sent.push({ body, key: request.headers.get('idempotency-key') });
      const response = answer(body, sent.length);
      if (response) {
        return response;
      }
      const listed = makeWithdrawal({
        ticketid: 40,
        tid: '918273',
        amount: Number(body.amount).toFixed(2),
        method: 'PayPal',
      });
      return {
        ...makeWithdrawals({ withdrawals: [listed], available: '0.00' }),
        error: false as const,
        ticketid: 40,
        tid: '918273',
      };
    }),
  );
  return sent;
}

async function openWithdrawal(url = '/dashboard/withdrawal') {
  const result = await renderApp(url);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Request a withdrawal',
  });
  await screen.findByRole('form', { name: 'New request' });
  return result;
}

/** The alert inside the form (notifications are alerts too). */
function formAlert() {
  return within(screen.getByRole('form', { name: 'New request' })).findByRole(
    'alert',
  );
}

async function chooseMethod(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
  await user.click(
    await screen.findByRole('option', { name: 'PayPal', hidden: true }),
  );
}

describe('withdrawal form', () => {
  it('fills the available amount with Max and sends the request', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordWithdrawals(() => undefined);
    await openWithdrawal();
    const summary = screen.getByTestId('withdrawal-summary');
    expect(summary).toHaveTextContent('Available to withdraw€125.50');
    expect(
      screen.getByText('You can withdraw up to €125.50.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue(
      '125.50',
    );
    await chooseMethod(user);
    await user.click(
      screen.getByRole('textbox', { name: 'Payment details and notes' }),
    );
    await user.paste('  paypal: demo@example.com ');
    expect(screen.getByText('27 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const panel = await screen.findByTestId('withdrawal-sent');
    expect(panel).toHaveTextContent(
      'We opened ticket #918273 for €125.50 via PayPal.',
    );
    expect(
      within(panel).getByRole('link', { name: 'View ticket' }),
    ).toHaveAttribute('href', '/dashboard/ticket?ticketid=40');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      clientid: 1,
      email: 'demo@example.com',
      amount: 125.5,
      paymentmethod: 'paypal',
      notes: 'paypal: demo@example.com',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Your withdrawal request is ticket #918273.'),
    ).toBeInTheDocument();
    const requests = screen.getAllByTestId('withdrawal-request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toHaveTextContent('Ticket #918273');
    expect(screen.getByTestId('withdrawal-summary')).toHaveTextContent(
      'Available to withdraw€0.00',
    );

    await user.click(screen.getByRole('button', { name: 'New request' }));
    expect(
      screen.getByText('Nothing to withdraw right now'),
    ).toBeInTheDocument();
  });

  it('refuses an amount that is not a plain number, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordWithdrawals(() => undefined);
    await openWithdrawal();
    await chooseMethod(user);
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '1e309');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getByText(
        'Enter an amount above zero with at most two decimals, for example 25 or 25.50.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(/Enter an amount above zero/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses an amount above the available balance, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordWithdrawals(() => undefined);
    await openWithdrawal();
    await chooseMethod(user);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '125,51');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getByText(
        'This is more than you can withdraw. The most you can ask for is €125.50.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for the amount and the payment method', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordWithdrawals(() => undefined);
    await openWithdrawal();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getByText('Enter the amount you want to withdraw.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    expect(
      screen.queryByText('Enter the amount you want to withdraw.'),
    ).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends nothing while the account’s e-mail is unknown', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordWithdrawals(() => undefined);
    server.use(handle('me', () => errorResponse('WHMCS_UNAVAILABLE')));
    await openWithdrawal();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await chooseMethod(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await formAlert()).toHaveTextContent(
      'We could not confirm your account details.',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends one request however often the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: WithdrawalRequest[] = [];
    server.use(
      handle('withdrawal', async (body) => {
        sent.push(body);
        await gate;
        return {
          ...makeWithdrawals({ withdrawals: [makeWithdrawal()] }),
          error: false as const,
          ticketid: 31,
          tid: '730215',
        };
      }),
    );
    await openWithdrawal();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '20');
    await chooseMethod(user);
    const button = screen.getByRole('button', { name: 'Send request' });
    await user.click(button);
    await user.click(button);
    expect(button).toBeDisabled();
    release();
    await screen.findByTestId('withdrawal-sent');
    expect(sent).toHaveLength(1);
  });
});

describe('withdrawal form: refused by the server', () => {
  async function submit(amount = '20') {
    const user = userEvent.setup({ delay: null });
    await openWithdrawal();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
    await chooseMethod(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    return user;
  }

  it('shows the amount the server refuses and reloads the balance', async () => {
    let listCalls = 0;
    server.use(
      handle('withdrawals', () => {
        listCalls += 1;
        return listCalls === 1
          ? makeWithdrawals()
          : makeWithdrawals({ available: '5.50' });
      }),
    );
    recordWithdrawals(() =>
      errorResponse('VALIDATION', {
        issues: [{ path: 'amount', code: 'amount_above_balance' }],
      }),
    );
    await submit();
    expect(
      await screen.findByText(
        'This is more than you can withdraw. The most you can ask for is €5.50.',
      ),
    ).toBeInTheDocument();
    expect(listCalls).toBe(2);
  });

  it('shows an invalid amount the server names', async () => {
    recordWithdrawals(() =>
      errorResponse('VALIDATION', {
        issues: [{ path: 'amount', code: 'invalid_amount' }],
      }),
    );
    await submit();
    expect(
      await screen.findByText(/Enter an amount above zero/),
    ).toBeInTheDocument();
  });

  it('shows a payment method the server does not know', async () => {
    recordWithdrawals(() =>
      errorResponse('VALIDATION', {
        issues: [{ path: 'paymentmethod', code: 'invalid_method' }],
      }),
    );
    await submit();
    expect(
      await screen.findByText(
        'This payment method is not available. Please choose another one.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Payment method' }),
    ).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['FORBIDDEN', 'You are not allowed to do this.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a little and try again.'],
    ['VALIDATION', 'Please check what you entered.'],
    ['WHMCS_UNAVAILABLE', 'Our billing system is not available right now.'],
  ] as const)('says why for %s', async (code, message) => {
    recordWithdrawals(() => errorResponse(code));
    await submit();
    expect(await formAlert()).toHaveTextContent(message);
    expect(screen.queryByTestId('withdrawal-sent')).toBeNull();
  });

  it('retries a request still in flight with the same key', async () => {
    const sent = recordWithdrawals((_body, count) =>
      count === 1 ? errorResponse('IDEMPOTENCY_IN_FLIGHT') : undefined,
    );
    const user = await submit();
    expect(await formAlert()).toHaveTextContent(
      'Your previous request is still being processed.',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByTestId('withdrawal-sent');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('uses a new key once the content changed', async () => {
    const sent = recordWithdrawals((_body, count) =>
      count === 1
        ? errorResponse('VALIDATION', {
            issues: [{ path: 'amount', code: 'amount_above_balance' }],
          })
        : undefined,
    );
    const user = await submit('100');
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await screen.findByText(/This is more than you can withdraw/);
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByTestId('withdrawal-sent');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('asks for a fresh sign-in and comes back here after it', async () => {
    let isLoggedOut = false;
    server.use(
      handle('logout', () => {
        isLoggedOut = true;
        return { error: false as const };
      }),
    );
    recordWithdrawals(() => errorResponse('REAUTH_REQUIRED'));
    const user = await submit();
    const alert = await formAlert();
    expect(alert).toHaveTextContent('Please sign in again');
    expect(alert).toHaveTextContent(
      'a withdrawal needs a sign-in within the last 15 minutes',
    );
    await user.click(
      within(alert).getByRole('button', { name: 'Sign in again' }),
    );
    await waitFor(() => expect(isLoggedOut).toBe(true));
    await waitFor(() => expect(authStore.getState().auth.loggedIn).toBe(false));
    expect(authStore.getState().redirectPath).toBe('/withdrawal');
  });
});

describe('withdrawal page', () => {
  it('lists earlier requests with their ticket status and whether still open', async () => {
    server.use(
      handle('withdrawals', () =>
        makeWithdrawals({
          available: '105.50',
          withdrawals: [
            makeWithdrawal(),
            makeWithdrawal({
              ticketid: 30,
              tid: '600100',
              amount: '40.00',
              method: 'Bank transfer',
              status: 'Closed',
              isOpen: false,
            }),
          ],
        }),
      ),
    );
    await openWithdrawal();
    expect(screen.getByTestId('withdrawal-summary')).toHaveTextContent(
      'In open requests€20.00',
    );
    const [open, closed] = screen.getAllByTestId('withdrawal-request');
    expect(open).toHaveTextContent('€20.00');
    expect(open).toHaveTextContent('Ticket #730215 · via PayPal');
    expect(open).toHaveTextContent('Still open: amount set aside');
    expect(within(open as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/ticket?ticketid=31',
    );
    expect(closed).toHaveTextContent('€40.00');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent('No longer open');
  });

  it('says when there are no requests yet', async () => {
    await openWithdrawal();
    expect(screen.getByText('No requests yet')).toBeInTheDocument();
  });

  it('shows a customer outside the affiliate program that there is no balance', async () => {
    authStore.signedIn(plainUser);
    let asked = false;
    server.use(
      handle('withdrawals', () => {
        asked = true;
        return errorResponse('FORBIDDEN');
      }),
    );
    await renderApp('/dashboard/withdrawal');
    expect(await screen.findByText('No affiliate balance')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Back to the dashboard' }),
    ).toHaveAttribute('href', '/dashboard/');
    expect(asked).toBe(false);
  });

  it('shows the empty state when the server says the customer is no affiliate', async () => {
    server.use(handle('withdrawals', () => errorResponse('FORBIDDEN')));
    await renderApp('/dashboard/withdrawal');
    expect(await screen.findByText('No affiliate balance')).toBeInTheDocument();
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      handle('withdrawals', () => {
        calls += 1;
        return calls === 1 ? errorResponse('INTERNAL') : makeWithdrawals();
      }),
    );
    await renderApp('/dashboard/withdrawal');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('form', { name: 'New request' }),
    ).toBeInTheDocument();
  });

  it('says when nothing is available', async () => {
    server.use(
      handle('withdrawals', () =>
        makeWithdrawals({
          available: '0.00',
          withdrawals: [makeWithdrawal({ amount: '125.50' })],
        }),
      ),
    );
    await renderApp('/dashboard/withdrawal');
    expect(
      await screen.findByText('Nothing to withdraw right now'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
