import { notifications } from '@mantine/notifications';
import type {
  CatalogueResponse,
  OrderRequest,
  OrderResponse,
} from '@members/contract';
import {
  act,
  configure,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { makeInvoiceDetail } from '@/testing/fixtures-dashboard';
import { makeCatalogue, makeCatalogueProduct } from '@/testing/fixtures-plans';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let catalogue: CatalogueResponse;
let catalogueRequests: number;
let allDataRequests: number;
let orders: { body: OrderRequest; key: string | null }[];
let answer: () => OrderResponse | Response;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  catalogue = makeCatalogue();
  catalogueRequests = 0;
  allDataRequests = 0;
  orders = [];
  answer = () => ({ orderid: 41, serviceid: 120, invoiceid: 2101 });
  server.use(
    handle('allData', () => {
      allDataRequests += 1;
      return makeAllData();
    }),
    handle('catalogue', () => {
      catalogueRequests += 1;
      return catalogue;
    }),
    handle('order', (body, request) => {
      orders.push({ body, key: request.headers.get('idempotency-key') });
      return answer();
    }),
    handle('invoice', (body) => ({
      invoice: makeInvoiceDetail({ invoiceid: body.invoiceid }),
    })),
  );
});

afterEach(() => {
  act(() => notifications.clean());
});

type User = ReturnType<typeof userEvent.setup>;

async function openPage() {
  const user = userEvent.setup();
  const result = await renderApp('/dashboard/order');
  await screen.findByTestId('order-products');
  return { user, ...result };
}

async function choose(user: User, product: string, cycle: string) {
  const card = screen.getByRole('group', { name: new RegExp(product) });
  await user.click(
    within(card).getByRole('radio', { name: new RegExp(cycle) }),
  );
}

async function confirm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Order' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Place your order?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
}

describe('order page', { timeout: 30_000 }, () => {
  it('shows the products as cards with their description and each cycle’s price and setup fee', async () => {
    await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order another line' }),
    ).toBeVisible();
    const cards = screen.getAllByTestId('plan-product');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('IPTV Basic');
    expect(cards[0]).toHaveTextContent('2 screens, HD channels');
    expect(cards[0]).toHaveTextContent('Monthly€9.99 / month');
    expect(cards[0]).toHaveTextContent('Yearly€99.00 / year');
    expect(cards[1]).toHaveTextContent(
      'Monthly€14.99 / monthPlus a one-time setup fee of €5.00',
    );
    expect(screen.getByRole('textbox', { name: /Promotion code/ })).toHaveValue(
      '',
    );
  });

  it('asks for a choice before anything is confirmed', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('Choose a plan first.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the promotion code as the server does, before asking anything', async () => {
    const { user } = await openPage();
    await choose(user, 'IPTV Basic', 'Monthly');
    await user.type(
      screen.getByRole('textbox', { name: /Promotion code/ }),
      'TEN OFF',
    );
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const field = screen.getByRole('textbox', { name: /Promotion code/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /only letters, digits, dots, dashes and underscores, at most 64 characters/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orders).toHaveLength(0);
  });

  it('confirms the order once, sends it with the code and an Idempotency-Key, refreshes the dashboard and opens the invoice to pay', async () => {
    const { user, router } = await openPage();
    await choose(user, 'IPTV Premium', 'Monthly');
    await user.type(
      screen.getByRole('textbox', { name: /Promotion code/ }),
      ' WELCOME10 ',
    );
    expect(
      screen.getByText('Chosen: IPTV Premium, €14.99 / month.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Place your order?',
    });
    expect(dialog).toHaveTextContent('PlanIPTV Premium');
    expect(dialog).toHaveTextContent('Price€14.99 / month');
    expect(dialog).toHaveTextContent('Setup fee€5.00');
    expect(dialog).toHaveTextContent('Promotion codeWELCOME10');
    const before = allDataRequests;
    await user.click(
      within(dialog).getByRole('button', { name: 'Place order' }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/invoice'),
    );
    expect(window.location.search).toBe('?invoiceid=2101');
    expect(orders).toEqual([
      {
        body: {
          productid: 2,
          billingcycle: 'monthly',
          price: '14.99',
          promocode: 'WELCOME10',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
    expect(await screen.findByText('Order placed')).toBeVisible();
    await waitFor(() => expect(allDataRequests).toBeGreaterThan(before));
  });

  it('orders without a code when none is given', async () => {
    const { user, router } = await openPage();
    await choose(user, 'IPTV Basic', 'Yearly');
    await confirm(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/invoice'),
    );
    expect(orders[0]?.body).toEqual({
      productid: 1,
      billingcycle: 'annually',
      price: '99.00',
    });
  });

  it('shows a promotion code WHMCS refuses at the code field', async () => {
    answer = () => errorResponse('PROMO_CODE_INVALID');
    const { user } = await openPage();
    await choose(user, 'IPTV Basic', 'Monthly');
    await user.type(
      screen.getByRole('textbox', { name: /Promotion code/ }),
      'EXPIRED5',
    );
    await confirm(user);
    const field = screen.getByRole('textbox', { name: /Promotion code/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /This promotion code does not apply to this order/,
    );
    expect(screen.queryByTestId('order-failure')).toBeNull();
    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('on a changed price orders nothing, shows the new price and asks to confirm it again', async () => {
    answer = () => {
      catalogue = makeCatalogue({
        products: [
          makeCatalogueProduct({
            cycles: [
              { billingcycle: 'monthly', price: '10.49', setupFee: '0.00' },
            ],
          }),
        ],
      });
      return errorResponse('PRICE_CHANGED');
    };
    const { user } = await openPage();
    await choose(user, 'IPTV Basic', 'Monthly');
    const before = catalogueRequests;
    await confirm(user);
    expect(await screen.findByTestId('order-failure')).toHaveTextContent(
      'Nothing was ordered',
    );
    expect(screen.getByTestId('order-new-price')).toHaveTextContent(
      'IPTV Basic now costs €10.49 / month.',
    );
    expect(catalogueRequests).toBeGreaterThan(before);

    answer = () => ({ orderid: 42, serviceid: 121, invoiceid: 2102 });
    await confirm(user);
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]?.body.price).toBe('10.49');
  });

  it('sends the same key again after a lost answer, so one line is ordered', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1
        ? errorResponse('WHMCS_TIMEOUT')
        : { orderid: 43, serviceid: 122, invoiceid: 2103 };
    };
    const { user, router } = await openPage();
    await choose(user, 'IPTV Basic', 'Monthly');
    await confirm(user);
    expect(await screen.findByTestId('order-failure')).toBeVisible();
    await confirm(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/invoice'),
    );
    expect(orders[1]?.key).toBe(orders[0]?.key);
  });

  it('says the order is placed when nothing is due', async () => {
    answer = () => ({ orderid: 44, serviceid: 123, invoiceid: null });
    const { user } = await openPage();
    await choose(user, 'IPTV Basic', 'Monthly');
    await confirm(user);
    const done = await screen.findByTestId('order-done');
    expect(done).toHaveTextContent('Your order is placed');
    expect(
      within(done).getByRole('link', { name: 'Open the new line' }),
    ).toHaveAttribute('href', '/dashboard/subscription?subscriptionid=123');
  });

  it('says when nothing can be ordered, and offers a ticket', async () => {
    catalogue = makeCatalogue({ products: [] });
    await renderApp('/dashboard/order');
    const empty = await screen.findByTestId('order-empty');
    expect(empty).toHaveTextContent('Nothing to order right now');
    expect(
      within(empty).getByRole('link', { name: 'Open a ticket' }),
    ).toBeVisible();
  });

  it('offers a retry when the catalogue cannot be read', async () => {
    let isDown = true;
    server.use(
      handle('catalogue', () =>
        isDown ? errorResponse('WHMCS_UNAVAILABLE') : catalogue,
      ),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/order');
    const retry = await screen.findByTestId('retry');
    isDown = false;
    await user.click(retry);
    expect(await screen.findByTestId('order-products')).toBeVisible();
  });
});

describe('ways to the order page', { timeout: 30_000 }, () => {
  it('is offered beside the dashboard’s subscriptions and in the account menu', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard/');
    const section = await screen.findByRole('region', {
      name: /Subscriptions/,
    });
    expect(
      within(section).getByRole('link', { name: 'Order another line' }),
    ).toHaveAttribute('href', '/dashboard/order');
    await user.click(screen.getByTestId('account-menu'));
    expect(
      screen.getByRole('menuitem', { name: 'Order another line' }),
    ).toHaveAttribute('href', '/dashboard/order');
  });
});
