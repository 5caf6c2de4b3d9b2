import type {
  AddConnectionRequest,
  AddConnectionResponse,
  ConnectionOptionsResponse,
} from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, EUR, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function makeOptions(
  overrides: Partial<ConnectionOptionsResponse> = {},
): ConnectionOptionsResponse {
  return {
    error: false,
    serviceid: 102,
    available: true,
    currency: EUR,
    billingcycle: 'Monthly',
    current: { connections: 1, label: '1 connection', recurringAmount: '9.99' },
    choices: [
      {
        choiceId: 2,
        connections: 2,
        label: '2 connections',
        recurringAmount: '11.99',
        dueNow: '0.67',
      },
      {
        choiceId: 3,
        connections: 3,
        label: '3 connections',
        recurringAmount: '13.99',
        dueNow: '1.33',
      },
    ],
    ...overrides,
  };
}

let options: ConnectionOptionsResponse;
let orders: { body: AddConnectionRequest; key: string | null }[];
let answer: () => AddConnectionResponse | Response;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  options = makeOptions();
  orders = [];
  answer = () => ({ serviceid: 102, orderid: 41, invoiceid: 3001 });
  server.use(
    handle('allData', () => makeAllData()),
    handle('connectionOptions', (body) =>
      Number(body.serviceid) === options.serviceid
        ? options
        : errorResponse('NOT_FOUND'),
    ),
    handle('addConnection', (body, request) => {
      orders.push({ body, key: request.headers.get('idempotency-key') });
      return answer();
    }),
  );
});

async function openPage(id: number | string = 102) {
  const user = userEvent.setup();
  const result = await renderApp(
    `/dashboard/addConnection?subscriptionid=${id}`,
  );
  return { user, ...result };
}

async function order(user: ReturnType<typeof userEvent.setup>, count: RegExp) {
  await user.click(await screen.findByRole('radio', { name: count }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Order more connections?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Order' }));
}

describe('add connection page', { timeout: 30_000 }, () => {
  it('shows the connections now and each higher count with what is due now and the new price', async () => {
    await openPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Add a connection',
      }),
    ).toBeVisible();
    const current = screen.getByTestId('current-connections');
    expect(current).toHaveTextContent('1 connection');
    expect(current).toHaveTextContent('€9.99 / month');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const group = screen.getByTestId('connection-choices');
    expect(group).toHaveTextContent(
      '2 connections€0.67 nowThen €11.99 / month',
    );
    expect(group).toHaveTextContent(
      '3 connections€1.33 nowThen €13.99 / month',
    );
  });

  it('asks for a choice first, then confirms once and shows the invoice to pay', async () => {
    const { user } = await openPage();
    await screen.findByTestId('connection-choices');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Choose how many connections first.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /3 connections/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Order more connections?',
    });
    expect(dialog).toHaveTextContent('Now1 connection');
    expect(dialog).toHaveTextContent('New3 connections');
    expect(dialog).toHaveTextContent('From the next renewal€13.99 / month');
    expect(dialog).toHaveTextContent('Due now€1.33');
    expect(orders).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Order' }));

    const ordered = await screen.findByTestId('connections-ordered');
    expect(ordered).toHaveTextContent('3 connections ordered');
    expect(ordered).toHaveTextContent('Invoice #3001 of €1.33 is ready.');
    expect(
      within(ordered).getByRole('link', { name: 'Pay now' }),
    ).toHaveAttribute('href', '/dashboard/invoice?invoiceid=3001');
    expect(orders).toEqual([
      {
        body: { serviceid: 102, choiceId: 3, dueNow: '1.33' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
  });

  it('sends the same key again after a lost answer, so the order is placed once', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1
        ? errorResponse('WHMCS_UNAVAILABLE')
        : { serviceid: 102, orderid: 41, invoiceid: 3001 };
    };
    const { user } = await openPage();
    await order(user, /2 connections/);
    expect(await screen.findByTestId('connection-failure')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Order' }));
    expect(await screen.findByTestId('connections-ordered')).toBeVisible();
    expect(orders).toHaveLength(2);
    expect(orders[1]?.key).toBe(orders[0]?.key);
  });

  it('shows the new price when WHMCS asks another', async () => {
    answer = () => {
      options = makeOptions({
        choices: [
          {
            choiceId: 2,
            connections: 2,
            label: '2 connections',
            recurringAmount: '11.99',
            dueNow: '0.80',
          },
        ],
      });
      return errorResponse('PRICE_CHANGED', { reason: '0.80' });
    };
    const { user } = await openPage();
    await order(user, /2 connections/);
    await waitFor(() =>
      expect(screen.getByTestId('connection-new-price')).toHaveTextContent(
        'The price due now is €0.80.',
      ),
    );
  });

  it('says when no connection can be added, and offers a ticket', async () => {
    options = makeOptions({ available: false, current: null, choices: [] });
    await openPage();
    expect(
      await screen.findByText('No connection can be added to this line'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('answers another client’s subscription as not found', async () => {
    await openPage(201);
    expect(await screen.findByText('Subscription not found')).toBeVisible();
  });
});
