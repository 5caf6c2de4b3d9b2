import type {
  WithdrawableLine,
  WithdrawRequest,
  WithdrawResponse,
} from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData, makeSubscription } from '@/testing/fixtures';
import { meFixture } from '@/testing/fixtures-affiliate';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const RECEIVED_AT = '2026-11-27T18:30:00.000Z';
const RECEIPT_URL =
  '/dashboard/api/withdrawReceipt?reference=WDR-2026-000007&token=abcdefghijklmnop';

type Sent = { body: WithdrawRequest; key: string | null };

function makeLine(overrides: Partial<WithdrawableLine> = {}): WithdrawableLine {
  return {
    serviceid: 101,
    contract: 'IPTV Premium — 12 months (demo101)',
    status: 'Active',
    orderedOn: '2026-11-20',
    withdrawUntil: '2026-12-04',
    withinPeriod: true,
    withdrawnAt: null,
    ...overrides,
  };
}

function answerOf(body: WithdrawRequest, repeated = false): WithdrawResponse {
  const isSignedIn = body.serviceid !== undefined;
  return {
    error: false,
    reference: 'WDR-2026-000007',
    receivedAt: RECEIVED_AT,
    receiptUrl: RECEIPT_URL,
    receipt: {
      reference: 'WDR-2026-000007',
      receivedAt: RECEIVED_AT,
      name: body.name,
      email: body.email,
      contract: isSignedIn
        ? 'IPTV Premium — 12 months (demo101)'
        : (body.serviceRef ?? ''),
      serviceid: body.serviceid ?? null,
      reason: body.reason ?? '',
      orderedOn: isSignedIn ? '2026-11-20' : null,
      withdrawUntil: isSignedIn ? '2026-12-04' : null,
      withinPeriod: isSignedIn ? true : null,
    },
    repeated,
  };
}

/** Answers `withdraw` (a receipt unless `answer` says otherwise) and records what was sent. */
function recordWithdrawals(
  answer: (body: WithdrawRequest) => Response | undefined = () => undefined,
): Sent[] {
  const sent: Sent[] = [];
  server.use(
    handle('withdraw', (body, request) => {
      sent.push({ body, key: request.headers.get('idempotency-key') });
      return answer(body) ?? answerOf(body);
    }),
  );
  return sent;
}

async function openWithdraw(url = '/dashboard/withdraw') {
  const user = userEvent.setup();
  const result = await renderApp(url);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Withdraw from a contract',
  });
  await screen.findByRole('form', { name: 'Withdrawal' });
  return { user, ...result };
}

function errorOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Your name/), 'Erika Muster');
  await user.type(
    screen.getByLabelText(/^E-mail address for the receipt/),
    'erika@example.com',
  );
  await user.type(
    screen.getByLabelText(/^Username or contract number/),
    'demo101',
  );
}

function next() {
  return screen.getByRole('button', { name: 'Next' });
}

function confirmButton() {
  return screen.getByRole('button', { name: 'Confirm withdrawal' });
}

describe('withdraw page, as a guest', () => {
  beforeEach(() => {
    authStore.reset();
  });

  it('opens without signing in, from the footer control beside the cancellation', async () => {
    const loads = watchPageLoads();
    await openWithdraw();
    expect(loads).toEqual([]);
    const link = screen.getByRole('link', {
      name: 'Withdraw from contract here',
    });
    expect(link).toHaveAttribute('href', '/dashboard/withdraw');
    expect(link.closest('footer')).not.toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Cancel contracts here' })
        .closest('footer'),
    ).toBe(link.closest('footer'));
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Reason \(optional\)/)).not.toBeRequired();
  });

  it('sends nothing on step 1: "Next" checks each field, then shows the summary', async () => {
    const sent = recordWithdrawals();
    const { user } = await openWithdraw();
    await user.click(next());
    const name = screen.getByLabelText(/^Your name/);
    const ref = screen.getByLabelText(/^Username or contract number/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(name)).toBe('Enter your name.');
    expect(errorOf(ref)).toBe(
      'Enter the username or the number of the subscription.',
    );
    expect(name).toHaveFocus();

    await fillGuest(user);
    await user.click(next());
    const summary = await screen.findByTestId('withdraw-summary');
    expect(sent).toEqual([]);
    expect(within(summary).getByTestId('receipt-name')).toHaveTextContent(
      'Erika Muster',
    );
    expect(within(summary).getByTestId('receipt-email')).toHaveTextContent(
      'erika@example.com',
    );
    expect(within(summary).getByTestId('receipt-contract')).toHaveTextContent(
      'demo101',
    );
    // The reason is never required: none given is said so.
    expect(within(summary).getByTestId('receipt-reason')).toHaveTextContent(
      'None given',
    );
    expect(
      within(summary).getAllByRole('button', { name: /withdraw/i }),
    ).toEqual([confirmButton()]);
    expect(sent).toEqual([]);
  });

  it('sends once, confirmed and with a key, when "Confirm withdrawal" is pressed twice, and shows the receipt', async () => {
    const sent = recordWithdrawals();
    const { user } = await openWithdraw();
    await fillGuest(user);
    await user.type(
      screen.getByLabelText(/^Reason \(optional\)/),
      'Not what I expected.',
    );
    await user.click(next());
    await screen.findByTestId('withdraw-summary');
    await user.dblClick(confirmButton());

    const receipt = await screen.findByTestId('withdraw-receipt');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.com',
      serviceRef: 'demo101',
      reason: 'Not what I expected.',
      confirmed: true,
      locale: 'en-en',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      within(receipt).getByRole('heading', {
        name: 'Your withdrawal was received',
      }),
    ).toHaveFocus();
    expect(
      within(receipt).getByTestId('withdraw-received-at').textContent,
    ).toMatch(
      /^Your withdrawal was received on .*2026.*\d{1,2}:\d{2}:\d{2}.*\.$/,
    );
    expect(within(receipt).getByTestId('receipt-reference')).toHaveTextContent(
      'WDR-2026-000007',
    );
    expect(within(receipt).getByTestId('receipt-reason')).toHaveTextContent(
      'Not what I expected.',
    );
    expect(within(receipt).getByTestId('receipt-period')).toHaveTextContent(
      'Our staff check the period',
    );
    expect(
      within(receipt).getByText(
        'An acknowledgement of receipt was sent to erika@example.com.',
      ),
    ).toBeVisible();
    expect(
      within(receipt).getByText(/The account holder is informed as well/),
    ).toBeVisible();
    expect(
      within(receipt).getByRole('link', { name: 'Download the receipt (PDF)' }),
    ).toHaveAttribute('href', RECEIPT_URL);
  });

  it('goes back to change the declaration with what was typed, and sends the changed one', async () => {
    const sent = recordWithdrawals();
    const { user } = await openWithdraw();
    await fillGuest(user);
    await user.click(next());
    await screen.findByTestId('withdraw-summary');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const ref = await screen.findByLabelText(/^Username or contract number/);
    expect(ref).toHaveValue('demo101');
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Erika Muster');
    await user.type(ref, '2');
    await user.click(next());
    await user.click(
      await screen.findByRole('button', { name: 'Confirm withdrawal' }),
    );
    await screen.findByTestId('withdraw-receipt');
    expect(sent.map(({ body }) => body.serviceRef)).toEqual(['demo1012']);
  });

  it('shows failures translated: in the banner on step 2, a refused field back on step 1', async () => {
    let answer: Response | undefined = errorResponse('RATE_LIMITED');
    const sent = recordWithdrawals(() => answer);
    const { user } = await openWithdraw();
    await fillGuest(user);
    await user.click(next());
    await user.click(
      await screen.findByRole('button', { name: 'Confirm withdrawal' }),
    );
    const summary = screen.getByTestId('withdraw-summary');
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(screen.queryByTestId('withdraw-receipt')).not.toBeInTheDocument();

    answer = errorResponse('VALIDATION', {
      issues: [{ path: 'serviceRef', code: 'service_ref_too_long' }],
    });
    await user.click(confirmButton());
    const ref = await screen.findByLabelText(/^Username or contract number/);
    await waitFor(() =>
      expect(errorOf(ref)).toBe(
        'This is too long for a username or subscription number.',
      ),
    );
    await waitFor(() => expect(ref).toHaveFocus());
    expect(sent).toHaveLength(2);
  });

  it('is labelled "Vertrag widerrufen" and confirmed with "Widerruf bestätigen" in German', async () => {
    recordWithdrawals();
    const user = userEvent.setup();
    await renderApp('/dashboard/de-de/withdraw');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Vertrag widerrufen',
    });
    expect(
      screen.getByRole('link', { name: 'Vertrag widerrufen' }),
    ).toHaveAttribute('href', '/dashboard/de-de/withdraw');
    await user.type(screen.getByLabelText(/^Ihr Name/), 'Erika Muster');
    await user.type(
      screen.getByLabelText(/^E-Mail-Adresse für die Eingangsbestätigung/),
      'erika@example.com',
    );
    await user.type(
      screen.getByLabelText(/^Benutzername oder Vertragsnummer/),
      'demo101',
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByRole('button', { name: 'Widerruf bestätigen' }),
    ).toBeVisible();
  });
});

describe('withdraw page, signed in', () => {
  beforeEach(() => {
    authStore.reset();
    authStore.signedIn(demoUser);
    server.use(
      handle('me', () => meFixture),
      handle('withdrawableLines', () => ({
        error: false as const,
        lines: [
          makeLine({
            serviceid: 102,
            contract: 'IPTV Basic — 1 month (old102)',
            orderedOn: '2026-09-01',
            withdrawUntil: '2026-09-15',
            withinPeriod: false,
          }),
          makeLine(),
          makeLine({
            serviceid: 103,
            contract: 'IPTV Basic — 1 month (gone103)',
            withdrawnAt: '2026-11-21T10:00:00.000Z',
          }),
        ],
      })),
    );
  });

  it('fills in the name and address, offers the lines within their period first, and says until when', async () => {
    const { user } = await openWithdraw();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Demo Customer');
    expect(
      screen.getByLabelText(/^E-mail address for the receipt/),
    ).toHaveValue('demo@example.com');
    expect(
      screen.queryByLabelText(/^Username or contract number/),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Contract/ }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    // Within the period first; the one withdrawn from already is not offered.
    expect(options.map((option) => option.textContent)).toEqual([
      'IPTV Premium — 12 months (demo101) — withdraw until Dec 4, 2026',
      'IPTV Basic — 1 month (old102) — period to be checked',
    ]);
    await user.click(options[1] as HTMLElement);
    expect(await screen.findByTestId('withdraw-line-period')).toHaveTextContent(
      /our staff check the period/,
    );
  });

  it('chooses the line of ?subscriptionid=, sends it, and marks the subscription withdrawn', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({ id: 101, withdrawUntil: '2026-12-04' }),
            ],
            unactiveSubs: [],
          },
        }),
      ),
    );
    const sent = recordWithdrawals();
    const { user, queryClient } = await openWithdraw(
      '/dashboard/withdraw?subscriptionid=101',
    );
    await queryClient.fetchQuery(allDataQueryOptions());
    expect(screen.getByTestId('withdraw-line-period')).toHaveTextContent(
      'You can withdraw until Dec 4, 2026.',
    );
    await user.click(next());
    await screen.findByTestId('withdraw-summary');
    expect(screen.getByTestId('receipt-contract')).toHaveTextContent(
      'IPTV Premium — 12 months (demo101)',
    );
    expect(sent).toEqual([]);
    // What the server then answers: the line withdrawn from.
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({
                id: 101,
                cancellation: {
                  requestedAt: RECEIVED_AT,
                  endsAt: null,
                  type: 'immediate',
                  withdrawn: true,
                },
              }),
            ],
            unactiveSubs: [],
          },
        }),
      ),
    );
    await user.click(confirmButton());
    const receipt = await screen.findByTestId('withdraw-receipt');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.serviceid).toBe(101);
    expect(sent[0]?.body.serviceRef).toBeUndefined();
    expect(within(receipt).getByTestId('receipt-period')).toHaveTextContent(
      'Received within the period',
    );
    expect(
      within(receipt).getByTestId('receipt-withdrawUntil'),
    ).toHaveTextContent('Dec 4, 2026');
    await waitFor(() => {
      const data = queryClient.getQueryData<ReturnType<typeof makeAllData>>(
        allDataQueryOptions().queryKey,
      );
      expect(data?.subscriptionsData.activeSubs[0]).toMatchObject({
        withdrawUntil: null,
        cancellation: { requestedAt: RECEIVED_AT, withdrawn: true },
      });
    });
  });

  it('shows a line that is not the customer’s refused on the contract field', async () => {
    recordWithdrawals(() => errorResponse('NOT_FOUND'));
    const { user } = await openWithdraw(
      '/dashboard/withdraw?subscriptionid=101',
    );
    await user.click(next());
    await user.click(
      await screen.findByRole('button', { name: 'Confirm withdrawal' }),
    );
    const select = await screen.findByRole('combobox', { name: /^Contract/ });
    await waitFor(() =>
      expect(errorOf(select)).toBe(
        'We could not find this contract among yours.',
      ),
    );
  });
});

describe('the subscriptions', () => {
  beforeEach(() => {
    authStore.reset();
    authStore.signedIn(demoUser);
  });

  it('say until when a line can be withdrawn from, with the way to do it, and that a line was withdrawn from', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({ id: 101, withdrawUntil: '2026-12-04' }),
              makeSubscription({
                id: 102,
                username: 'demo102',
                cancellation: {
                  requestedAt: '2026-11-21T10:00:00.000Z',
                  endsAt: '2026-11-21',
                  type: 'immediate',
                  withdrawn: true,
                },
              }),
            ],
            unactiveSubs: [],
          },
        }),
      ),
    );
    await renderApp('/dashboard/');
    const hints = await screen.findAllByTestId('withdraw-hint');
    expect(hints).toHaveLength(1);
    expect(hints[0]).toHaveTextContent('You can withdraw until Dec 4, 2026');
    expect(
      within(hints[0] as HTMLElement).getByRole('link', {
        name: 'Withdraw from this contract',
      }),
    ).toHaveAttribute('href', '/dashboard/withdraw?subscriptionid=101');
    expect(
      screen
        .getAllByTestId('cancellation-note')
        .map((note) => note.textContent),
    ).toEqual(['Withdrawn on Nov 21, 2026']);
  });
});
