import type {
  CancellationReceipt,
  CancelRequestRequest,
} from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import {
  demoUser,
  envFixture,
  makeAllData,
  makeSubscription,
} from '@/testing/fixtures';
import { meFixture } from '@/testing/fixtures-affiliate';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// The form's today is pinned: the fixtures' paid periods end on 2027-01-15
// (101) and the dates typed are before, on and after it. Midday UTC is the
// same day in the browser's calendar and in the billing calendar.
const TODAY = '2026-11-27';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00.000Z`));
});

afterEach(() => {
  vi.useRealTimers();
});

type Sent = { body: CancelRequestRequest; key: string | null };

const RECEIVED_AT = '2026-11-27T18:30:00.000Z';

function makeReceipt(
  body: CancelRequestRequest,
  overrides: Partial<CancellationReceipt> = {},
): CancellationReceipt {
  return {
    reference: 'CXL-2026-000042',
    receivedAt: RECEIVED_AT,
    kind: body.kind,
    reason: body.reason ?? '',
    name: body.name,
    email: body.email,
    contract: body.serviceRef ?? 'IPTV Premium — 12 months (demo101)',
    serviceid: body.serviceid ?? null,
    endAt: body.endAt,
    endsAt: body.serviceid ? '2027-01-15' : null,
    type: body.serviceid ? 'endOfPeriod' : null,
    ...overrides,
  };
}

/** Answers `cancelRequest` (a receipt unless `answer` says otherwise) and records what was sent. */
function recordCancellations(
  answer: (body: CancelRequestRequest) => Response | undefined = () =>
    undefined,
  repeated = false,
): Sent[] {
  const sent: Sent[] = [];
  server.use(
    handle('cancelRequest', (body, request) => {
      sent.push({ body, key: request.headers.get('idempotency-key') });
      return (
        answer(body) ?? {
          error: false as const,
          receipt: makeReceipt(body),
          pdfLink:
            '/dashboard/api/cancelReceipt?reference=CXL-2026-000042&token=abcdefghijklmnop',
          repeated,
        }
      );
    }),
  );
  return sent;
}

async function openCancel(url = '/dashboard/cancel') {
  const user = userEvent.setup();
  const result = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Cancel a contract' });
  const form = await screen.findByRole('form', { name: 'Cancellation' });
  return { user, form, ...result };
}

function submit() {
  return screen.getByRole('button', { name: 'Cancel now' });
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
    screen.getByLabelText(/^Your e-mail address/),
    'erika@example.com',
  );
  await user.type(
    screen.getByLabelText(/^Username or subscription number/),
    'demo101',
  );
}

describe('cancel page, as a guest', () => {
  beforeEach(() => {
    authStore.reset();
  });

  it('opens without signing in: no sign-in page, the guest form and the control in the footer', async () => {
    const loads = watchPageLoads();
    await openCancel();
    expect(loads).toEqual([]);
    expect(
      screen.getByLabelText(/^Username or subscription number/),
    ).toHaveValue('');
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('');
    expect(
      within(screen.getByRole('form', { name: 'Cancellation' })).queryByRole(
        'combobox',
      ),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Cancel contracts here' }),
    ).toHaveAttribute('href', '/dashboard/cancel');
    // One button declares it.
    expect(submit()).toBeVisible();
    expect(
      within(screen.getByRole('form', { name: 'Cancellation' })).getAllByRole(
        'button',
      ),
    ).toHaveLength(1);
  });

  it('checks each field with its checker before anything is sent', async () => {
    const sent = recordCancellations();
    const { user } = await openCancel();
    await user.click(submit());

    const name = screen.getByLabelText(/^Your name/);
    const email = screen.getByLabelText(/^Your e-mail address/);
    const ref = screen.getByLabelText(/^Username or subscription number/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(name)).toBe('Enter your name.');
    expect(errorOf(email)).toBe('Enter your e-mail address.');
    expect(errorOf(ref)).toBe(
      'Enter the username or the number of the subscription.',
    );
    expect(name).toHaveFocus();

    // Typing clears a field's problem; a wrong address gets its own.
    await user.type(name, 'Erika Muster');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'not an address');
    await user.click(submit());
    await waitFor(() => expect(email).toHaveFocus());
    expect(errorOf(email)).toBe(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(ref).toHaveAttribute('aria-invalid', 'true');

    // Yesterday is refused when a date is asked for.
    await user.clear(email);
    await user.type(email, 'erika@example.com');
    await user.type(ref, 'demo101');
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByLabelText(/^End date/);
    await user.type(date, '2026-11-26');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(date)).toBe('Choose today or a later date.'),
    );
    expect(sent).toEqual([]);
  });

  it('asks the reason of an extraordinary cancellation, and sends it', async () => {
    const sent = recordCancellations();
    const { user } = await openCancel();
    expect(
      screen.queryByLabelText(/^Reason for the extraordinary/),
    ).not.toBeInTheDocument();
    await fillGuest(user);
    await user.click(
      screen.getByRole('radio', { name: /Extraordinary cancellation/ }),
    );
    const reason = screen.getByLabelText(/^Reason for the extraordinary/);
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(reason)).toBe(
        'Give the reason for an extraordinary cancellation.',
      ),
    );
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(reason, 'The service has been down for weeks.');
    await user.click(submit());
    await screen.findByTestId('cancel-receipt');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      kind: 'extraordinary',
      reason: 'The service has been down for weeks.',
      name: 'Erika Muster',
      email: 'erika@example.com',
      serviceRef: 'demo101',
      endAt: 'endOfPeriod',
      locale: 'en-en',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the receipt: date and time of receipt, every declared item, the mail, the PDF and the guest note', async () => {
    const sent = recordCancellations();
    const { user } = await openCancel();
    await fillGuest(user);
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.type(screen.getByLabelText(/^End date/), TODAY);
    await user.click(submit());

    const receipt = await screen.findByTestId('cancel-receipt');
    expect(sent[0]?.body.endAt).toBe(TODAY);
    expect(
      within(receipt).getByRole('heading', {
        name: 'Your cancellation was received',
      }),
    ).toHaveFocus();
    const receivedAt = within(receipt).getByTestId('cancel-received-at');
    expect(receivedAt.textContent).toMatch(
      /^Your cancellation was received on .*2026.*\d{1,2}:\d{2}:\d{2}.*\.$/,
    );
    expect(within(receipt).getByTestId('receipt-reference')).toHaveTextContent(
      'CXL-2026-000042',
    );
    expect(within(receipt).getByTestId('receipt-kind')).toHaveTextContent(
      'Ordinary cancellation',
    );
    expect(within(receipt).getByTestId('receipt-name')).toHaveTextContent(
      'Erika Muster',
    );
    expect(within(receipt).getByTestId('receipt-email')).toHaveTextContent(
      'erika@example.com',
    );
    expect(within(receipt).getByTestId('receipt-contract')).toHaveTextContent(
      'demo101',
    );
    expect(within(receipt).getByTestId('receipt-endsAt')).toHaveTextContent(
      'To be confirmed',
    );
    expect(
      within(receipt).getByText(
        'A confirmation was sent to erika@example.com.',
      ),
    ).toBeVisible();
    expect(
      within(receipt).getByText(/The account holder is informed as well/),
    ).toBeVisible();
    expect(
      within(receipt).getByRole('link', { name: 'Download as PDF' }),
    ).toHaveAttribute(
      'href',
      '/dashboard/api/cancelReceipt?reference=CXL-2026-000042&token=abcdefghijklmnop',
    );
    expect(screen.queryByTestId('cancel-repeated')).not.toBeInTheDocument();
  });

  it('shows a refusal on its field, and other failures in the banner', async () => {
    let answer: Response | undefined = errorResponse('VALIDATION', {
      issues: [{ path: 'serviceRef', code: 'service_ref_too_long' }],
    });
    recordCancellations(() => answer);
    const { user } = await openCancel();
    await fillGuest(user);
    await user.click(submit());
    const ref = screen.getByLabelText(/^Username or subscription number/);
    await waitFor(() =>
      expect(errorOf(ref)).toBe(
        'This is too long for a username or subscription number.',
      ),
    );
    expect(ref).toHaveFocus();

    answer = errorResponse('RATE_LIMITED');
    await user.type(ref, 'x');
    await user.click(submit());
    const form = screen.getByRole('form', { name: 'Cancellation' });
    expect(await within(form).findByRole('alert')).toBeVisible();
    expect(screen.queryByTestId('cancel-receipt')).not.toBeInTheDocument();
  });
});

describe('cancel page, signed in', () => {
  beforeEach(() => {
    authStore.reset();
    authStore.signedIn(demoUser);
    server.use(handle('me', () => meFixture));
  });

  it('fills in the name and address, and offers only own subscriptions that have not ended, with their paid period', async () => {
    // One subscription in each status, each with its own name and date.
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({ id: 101, username: 'active101' }),
              makeSubscription({
                id: 102,
                username: 'active102',
                nextDueDate: '2026-12-05',
              }),
            ],
            unactiveSubs: [
              makeSubscription({
                id: 103,
                status: 'Suspended',
                username: 'suspended103',
                nextDueDate: '2026-10-01',
              }),
              makeSubscription({
                id: 104,
                status: 'Cancelled',
                username: 'cancelled104',
              }),
              makeSubscription({
                id: 105,
                status: 'Pending',
                username: 'pending105',
                nextDueDate: '2026-11-20',
              }),
              makeSubscription({
                id: 106,
                status: 'Terminated',
                username: 'terminated106',
              }),
              makeSubscription({
                id: 107,
                status: 'Fraud',
                username: 'fraud107',
              }),
              makeSubscription({
                id: 108,
                status: 'Completed',
                username: 'completed108',
              }),
            ],
          },
        }),
      ),
    );
    const { user } = await openCancel();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Demo Customer');
    expect(screen.getByLabelText(/^Your e-mail address/)).toHaveValue(
      'demo@example.com',
    );
    expect(
      screen.queryByLabelText(/^Username or subscription number/),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Contract/ }));
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    // Active, Suspended and Pending; never Cancelled, Terminated, Fraud or Completed.
    expect(options.map((option) => option.textContent)).toEqual([
      'IPTV Premium — 12 months (active101), paid until Jan 15, 2027',
      'IPTV Premium — 12 months (active102), paid until Dec 5, 2026',
      'IPTV Premium — 12 months (suspended103), paid until Oct 1, 2026',
      'IPTV Premium — 12 months (pending105), paid until Nov 20, 2026',
    ]);
  });

  it('sends the chosen subscription, refuses a date after its paid period, and marks it on the dashboard', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [makeSubscription({ id: 101, username: 'demo101' })],
            unactiveSubs: [
              makeSubscription({
                id: 104,
                status: 'Cancelled',
                username: 'old104',
              }),
            ],
          },
        }),
      ),
    );
    const sent = recordCancellations();
    const { user, queryClient } = await openCancel();
    // The one subscription left is chosen, its end of period offered.
    expect(
      screen.getByRole('radio', {
        name: 'As early as possible: at the end of the paid period (Jan 15, 2027)',
      }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByLabelText(/^End date/);
    expect(date).toHaveAttribute('max', '2027-01-15');
    await user.type(date, '2027-02-01');
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(date)).toBe(
        'Choose a date up to the end of the paid period.',
      ),
    );
    expect(sent).toEqual([]);

    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription({
                id: 101,
                cancellation: {
                  requestedAt: RECEIVED_AT,
                  endsAt: '2027-01-15',
                  type: 'endOfPeriod',
                  withdrawn: false,
                },
              }),
            ],
            unactiveSubs: [],
          },
        }),
      ),
    );
    await user.click(
      screen.getByRole('radio', { name: /^As early as possible/ }),
    );
    await user.click(submit());
    const receipt = await screen.findByTestId('cancel-receipt');
    expect(sent.map(({ body }) => body.serviceid)).toEqual([101]);
    expect(sent[0]?.body.serviceRef).toBeUndefined();
    expect(within(receipt).getByTestId('receipt-endsAt')).toHaveTextContent(
      'Jan 15, 2027',
    );
    expect(
      within(receipt).queryByText(/The account holder is informed/),
    ).not.toBeInTheDocument();

    // The dashboard's subscription carries the cancellation.
    await waitFor(() => {
      const data = queryClient.getQueryData<ReturnType<typeof makeAllData>>([
        'dashboard',
        'allData',
      ]);
      expect(data?.subscriptionsData.activeSubs[0]?.cancellation).toEqual({
        requestedAt: RECEIVED_AT,
        endsAt: '2027-01-15',
        type: 'endOfPeriod',
        withdrawn: false,
      });
    });
  });

  it('says when the cancellation was already recorded', async () => {
    recordCancellations(undefined, true);
    const { user } = await openCancel('/dashboard/cancel?subscriptionid=102');
    await user.click(submit());
    expect(await screen.findByTestId('cancel-repeated')).toHaveTextContent(
      /^This cancellation was already recorded on .*2026/,
    );
  });

  it('shows an ended subscription refused on the contract field', async () => {
    recordCancellations(() => errorResponse('NOT_CANCELLABLE'));
    const { user } = await openCancel('/dashboard/cancel?subscriptionid=103');
    await user.click(submit());
    const select = screen.getByRole('combobox', { name: /^Contract/ });
    await waitFor(() =>
      expect(errorOf(select)).toBe(
        'This subscription has already ended and cannot be cancelled.',
      ),
    );
  });
});

describe('the cancel control', () => {
  it('is in the footer of every signed-in page, in the page language', async () => {
    authStore.reset();
    authStore.signedIn(demoUser);
    await renderApp('/dashboard/de-de/');
    const link = await screen.findByRole('link', {
      name: 'Verträge hier kündigen',
    });
    expect(link).toHaveAttribute('href', '/dashboard/de-de/cancel');
    expect(link.closest('footer')).not.toBeNull();
  });

  it('sits beside the provider’s legal pages and support contact', async () => {
    authStore.reset();
    authStore.signedIn(demoUser);
    server.use(
      handle('env', () => ({
        ...envFixture,
        brand: {
          color: null,
          logoUrl: null,
          logoDarkUrl: null,
          iconUrl: null,
          support: {
            email: null,
            phone: '+49 30 1234567',
            whatsapp: 'https://wa.me/491512345678',
            telegram: null,
          },
          legal: {
            imprint: 'https://tv.example/imprint',
            privacy: 'https://tv.example/privacy',
            terms: null,
          },
        },
      })),
    );
    await renderApp('/dashboard/');
    const footer = await screen.findByRole('navigation', {
      name: 'Legal and support',
    });
    expect(footer.closest('footer')).not.toBeNull();
    // The privacy centre's and the service status's links are there at
    // once; the provider's follow
    // once the settings are loaded.
    await within(footer).findByRole('link', { name: 'Imprint' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Imprint', 'https://tv.example/imprint'],
      ['Privacy', 'https://tv.example/privacy'],
      ['Phone: +49 30 1234567', 'tel:+49301234567'],
      ['WhatsApp', 'https://wa.me/491512345678'],
      ['Service status', '/dashboard/status'],
      ['Your data', '/dashboard/privacy'],
    ]);
  });

  it('says "jetzt kündigen" on the German form', async () => {
    authStore.reset();
    await renderApp('/dashboard/de-de/cancel');
    expect(
      await screen.findByRole('button', { name: 'jetzt kündigen' }),
    ).toBeVisible();
  });
});
