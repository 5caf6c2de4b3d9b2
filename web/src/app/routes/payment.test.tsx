import { notifications } from '@mantine/notifications';
import type { PayMethod, PayMethodsResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function card(overrides: Partial<PayMethod>): PayMethod {
  return {
    id: 1,
    kind: 'card',
    description: '',
    cardType: 'Visa',
    lastFour: '4242',
    expiry: '2030-11',
    expiryState: 'valid',
    bankName: null,
    gateway: 'stripe',
    isDefault: false,
    ...overrides,
  };
}

const VISA = card({ id: 1, isDefault: true });
const MASTERCARD = card({
  id: 2,
  cardType: 'MasterCard',
  lastFour: '5454',
  expiry: '2026-11',
  expiryState: 'expiring',
});
const BANK = card({
  id: 3,
  kind: 'bank',
  cardType: null,
  lastFour: null,
  expiry: null,
  expiryState: null,
  bankName: 'Demo Savings Bank',
  gateway: 'directdebit',
});

let answer: PayMethodsResponse;

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  answer = { error: false, methods: [VISA, MASTERCARD, BANK], autoPay: true };
  server.use(handle('payMethods', () => answer));
});

async function openPage() {
  await renderApp('/dashboard/payment');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payment' }),
  ).toBeVisible();
}

function methodCards(): HTMLElement[] {
  return screen.getAllByTestId('pay-method');
}

describe('/payment', () => {
  it('shows each method with its name, expiry and badges, the default first', async () => {
    await openPage();
    await screen.findByTestId('pay-methods');
    const [visa, mastercard, bank] = methodCards();
    expect(visa).toHaveTextContent('Visa •••• 4242');
    expect(within(visa as HTMLElement).getByText('Default')).toBeVisible();
    expect(visa).toHaveTextContent('Expires 11/2030');
    expect(
      within(visa as HTMLElement).queryByRole('button', {
        name: /the default/,
      }),
    ).toBeNull();
    expect(mastercard).toHaveTextContent('MasterCard •••• 5454');
    expect(
      within(mastercard as HTMLElement).getByText('Expires soon'),
    ).toBeVisible();
    expect(bank).toHaveTextContent('Demo Savings Bank');
    expect(bank).not.toHaveTextContent('Expires');
  });

  it('makes a method the default and shows the answer’s order', async () => {
    const sent: unknown[] = [];
    server.use(
      handle('setDefaultPayMethod', (body, request) => {
        sent.push({ body, key: request.headers.get('idempotency-key') });
        answer = {
          ...answer,
          methods: [
            { ...MASTERCARD, isDefault: true },
            { ...VISA, isDefault: false },
            BANK,
          ],
        };
        return answer;
      }),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Make MasterCard •••• 5454 the default',
      }),
    );
    await waitFor(() =>
      expect(methodCards()[0]).toHaveTextContent('MasterCard •••• 5454'),
    );
    expect(
      within(methodCards()[0] as HTMLElement).getByText('Default'),
    ).toBeVisible();
    expect(sent).toEqual([
      { body: { paymethodid: 2 }, key: expect.any(String) as string },
    ]);
    expect(
      await screen.findByText(
        'MasterCard •••• 5454 is now your default payment method',
      ),
    ).toBeVisible();
  });

  it('removes a method only after the confirmation', async () => {
    const removed: number[] = [];
    server.use(
      handle('removePayMethod', ({ paymethodid }) => {
        removed.push(Number(paymethodid));
        answer = { ...answer, methods: [VISA, BANK] };
        return answer;
      }),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove MasterCard •••• 5454',
      }),
    );
    const dialog = await screen.findByTestId('remove-pay-method');
    expect(dialog).toHaveTextContent('MasterCard •••• 5454 will be deleted');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Keep it' }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('remove-pay-method')).toBeNull(),
    );
    expect(removed).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove MasterCard •••• 5454' }),
    );
    await userEvent.click(
      within(await screen.findByTestId('remove-pay-method')).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    await waitFor(() => expect(methodCards()).toHaveLength(2));
    expect(removed).toEqual([2]);
  });

  it('keeps the dialog open with the reason when the removal fails', async () => {
    server.use(
      handle('removePayMethod', () => errorResponse('WHMCS_UNAVAILABLE')),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }),
    );
    const dialog = await screen.findByTestId('remove-pay-method');
    expect(dialog).toHaveTextContent(
      'the next one in the list becomes the default',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toBeVisible(),
    );
    expect(methodCards()).toHaveLength(3);
  });

  it('saves automatic payment as soon as the switch moves', async () => {
    server.use(
      handle('autoPay', ({ enabled }) => {
        answer = { ...answer, autoPay: Boolean(enabled) };
        return answer;
      }),
    );
    await openPage();
    const toggle = await screen.findByRole('switch', {
      name: /Pay invoices automatically/,
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Automatic payment is off')).toBeVisible();
  });

  it('asks for the link and leaves for the billing system to add a method', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    });
    server.use(
      handle('addPayMethodLink', () => ({
        link: 'https://billing.example/oauth/singlesignon.php?access_token=abc',
      })),
    );
    await openPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a payment method' }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://billing.example/oauth/singlesignon.php?access_token=abc',
      ),
    );
    vi.restoreAllMocks();
  });

  it('says so when nothing is stored', async () => {
    answer = { error: false, methods: [], autoPay: true };
    await openPage();
    expect(await screen.findByText('No payment method stored')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Add a payment method' }),
    ).toBeVisible();
  });

  it('offers to try again when the methods cannot be read', async () => {
    let fails = true;
    server.use(
      handle('payMethods', () =>
        fails ? errorResponse('WHMCS_UNAVAILABLE') : answer,
      ),
    );
    await openPage();
    const retry = await screen.findByRole('button', { name: /try again/i });
    fails = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('pay-methods')).toBeVisible();
  });
});

describe('Needs attention', () => {
  it('names an expiring card and links to the Payment page', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          invoicesData: [],
          ticketsData: [],
          expiringPayMethods: [MASTERCARD],
        }),
      ),
    );
    await renderApp('/dashboard');
    const link = await screen.findByRole('link', {
      name: 'Your MasterCard •••• 5454 expires soon',
    });
    expect(link).toHaveAttribute('href', '/dashboard/payment');
  });
});
