import { notifications } from '@mantine/notifications';
import type {
  ChangePlanRequest,
  ChangePlanResponse,
  PlanOptionsResponse,
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
import { demoUser, makeAllData, makeSubscription } from '@/testing/fixtures';
import { makeInvoiceDetail } from '@/testing/fixtures-dashboard';
import { makePlanOption, makePlanOptions } from '@/testing/fixtures-plans';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let options: PlanOptionsResponse;
let optionRequests: number;
let allDataRequests: number;
let changes: { body: ChangePlanRequest; key: string | null }[];
let answer: () => ChangePlanResponse | Response;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  options = makePlanOptions();
  optionRequests = 0;
  allDataRequests = 0;
  changes = [];
  answer = () => ({ serviceid: 102, orderid: 31, invoiceid: 2001 });
  server.use(
    handle('allData', () => {
      allDataRequests += 1;
      return makeAllData();
    }),
    handle('planOptions', (body) => {
      optionRequests += 1;
      return body.serviceid === options.serviceid
        ? options
        : errorResponse('NOT_FOUND');
    }),
    handle('changePlan', (body, request) => {
      changes.push({ body, key: request.headers.get('idempotency-key') });
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

async function openPage(id: number | string = 102, locale = '') {
  const user = userEvent.setup();
  const result = await renderApp(
    `/dashboard${locale}/changePlan?subscriptionid=${id}`,
    locale ? { locale: 'de-de' } : {},
  );
  return { user, ...result };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  product: string,
  cycle: string,
) {
  const card = (await screen.findAllByTestId('plan-product')).find((element) =>
    within(element).queryByText(product),
  );
  if (!card) {
    throw new Error(`no product ${product}`);
  }
  await user.click(
    within(card).getByRole('radio', { name: new RegExp(cycle) }),
  );
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change plan' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Change your plan?',
  });
  await user.click(
    within(dialog).getByRole('button', { name: 'Confirm the change' }),
  );
}

describe('change plan page', { timeout: 30_000 }, () => {
  it('shows the plan now and the allowed plans by product, each cycle with its price and what is due now', async () => {
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change plan' }),
    ).toBeVisible();
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('IPTV Basic');
    expect(current).toHaveTextContent('€9.99 / month');

    const cards = screen.getAllByTestId('plan-product');
    expect(cards).toHaveLength(2);
    const premium = within(cards[0] as HTMLElement);
    expect(screen.getByRole('group', { name: /IPTV Premium/ })).toBe(cards[0]);
    expect(premium.getByText('Upgrade')).toBeVisible();
    expect(premium.getByText('4 screens, HD and 4K channels')).toBeVisible();
    const radios = premium.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Monthly€14.99 / monthDue now: €3.50');
    expect(cards[0]).toHaveTextContent('Yearly€149.00 / yearDue now: €12.40');
    expect(cards[1]).toHaveTextContent('Monthly€5.99 / monthNothing due now');
    expect(within(cards[1] as HTMLElement).queryByText('Upgrade')).toBeNull();
  });

  it('words prices and cycles in the page’s language', async () => {
    await openPage(102, '/de-de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarif wechseln' }),
    ).toBeVisible();
    const cards = screen.getAllByTestId('plan-product');
    expect(cards[0]).toHaveTextContent('Jährlich149,00 € / Jahr');
    expect(cards[0]).toHaveTextContent('Jetzt fällig: 12,40 €');
  });

  it('asks for a choice before anything is confirmed', async () => {
    const { user } = await openPage();
    await screen.findByTestId('plan-options');
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Choose a plan first.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toHaveLength(0);
  });

  it('confirms the choice once, sends it with an Idempotency-Key, refreshes the dashboard and opens the invoice to pay', async () => {
    const { user, router } = await openPage();
    await choose(user, 'IPTV Premium', 'Yearly');
    expect(
      screen.getByText('IPTV Premium, €149.00 / year. Due now: €12.40.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change your plan?',
    });
    expect(dialog).toHaveTextContent('FromIPTV Basic');
    expect(dialog).toHaveTextContent('ToIPTV Premium');
    expect(dialog).toHaveTextContent('From the next renewal€149.00 / year');
    expect(dialog).toHaveTextContent('Due now€12.40');
    expect(changes).toHaveLength(0);
    const before = allDataRequests;
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirm the change' }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/invoice'),
    );
    expect(window.location.search).toBe('?invoiceid=2001');
    expect(changes).toEqual([
      {
        body: {
          serviceid: 102,
          productid: 2,
          billingcycle: 'annually',
          dueNow: '12.40',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      },
    ]);
    expect(await screen.findByText('Plan change ordered')).toBeVisible();
    expect(
      screen.getByText('Pay the invoice to move to IPTV Premium.'),
    ).toBeVisible();
    await waitFor(() => expect(allDataRequests).toBeGreaterThan(before));
  });

  it('sends the same key again after a lost answer, so the change is made once', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1
        ? errorResponse('WHMCS_UNAVAILABLE')
        : { serviceid: 102, orderid: 31, invoiceid: 2001 };
    };
    const { user, router } = await openPage();
    await choose(user, 'IPTV Premium', 'Monthly');
    await confirm(user);
    expect(await screen.findByTestId('plan-failure')).toBeVisible();
    await confirm(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/invoice'),
    );
    expect(changes).toHaveLength(2);
    expect(changes[1]?.key).toBe(changes[0]?.key);
  });

  it('says the change is done when nothing is due', async () => {
    answer = () => ({ serviceid: 102, orderid: 32, invoiceid: null });
    const { user } = await openPage();
    await choose(user, 'IPTV Lite', 'Monthly');
    await confirm(user);
    const done = await screen.findByTestId('plan-done');
    expect(done).toHaveTextContent('Your plan is changed');
    expect(done).toHaveTextContent(
      'Your subscription is now on IPTV Lite. Nothing is due now.',
    );
    expect(
      within(done).getByRole('link', { name: 'Back to the subscription' }),
    ).toHaveAttribute('href', '/dashboard/subscription?subscriptionid=102');
  });

  it('on a changed price orders nothing, shows the new price and asks to confirm it again', async () => {
    answer = () => {
      options = makePlanOptions({
        options: [makePlanOption({ recurringAmount: '15.99', dueNow: '4.10' })],
      });
      return errorResponse('PRICE_CHANGED');
    };
    const { user } = await openPage();
    await choose(user, 'IPTV Premium', 'Monthly');
    const before = optionRequests;
    await confirm(user);

    expect(await screen.findByTestId('plan-failure')).toHaveTextContent(
      'Nothing was ordered',
    );
    expect(screen.getByTestId('plan-new-price')).toHaveTextContent(
      'IPTV Premium now costs €15.99 / month, €4.10 due now.',
    );
    expect(optionRequests).toBeGreaterThan(before);
    expect(screen.getAllByTestId('plan-product')[0]).toHaveTextContent(
      'Due now: €4.10',
    );

    answer = () => ({ serviceid: 102, orderid: 33, invoiceid: 2002 });
    await confirm(user);
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]?.body.dueNow).toBe('4.10');
    expect(changes[1]?.key).not.toBe(changes[0]?.key);
  });

  it('on a change waiting for payment links to its invoice', async () => {
    answer = () => {
      options = makePlanOptions({ pendingInvoiceid: 1999 });
      return errorResponse('UPGRADE_PENDING');
    };
    const { user } = await openPage();
    await choose(user, 'IPTV Premium', 'Monthly');
    await confirm(user);
    const pending = await screen.findByTestId('plan-pending');
    expect(pending).toHaveTextContent('A plan change is waiting for payment');
    expect(
      within(pending).getByRole('link', { name: 'Open the invoice' }),
    ).toHaveAttribute('href', '/dashboard/invoice?invoiceid=1999');
    expect(screen.getByTestId('plan-failure')).toHaveTextContent(
      'An earlier plan change is waiting for its invoice to be paid.',
    );
    expect(screen.queryByTestId('plan-options')).toBeNull();
  });

  it.each([
    ['PLAN_NOT_ALLOWED', 'This subscription cannot move to that plan.'],
    ['CYCLE_NOT_OFFERED', 'This billing period is not offered for that plan.'],
  ] as const)(
    'on %s says so and reads the plans again',
    async (code, message) => {
      answer = () => {
        options = makePlanOptions({ options: [makePlanOption()] });
        return errorResponse(code);
      };
      const { user } = await openPage();
      await choose(user, 'IPTV Lite', 'Monthly');
      const before = optionRequests;
      await confirm(user);
      expect(await screen.findByTestId('plan-failure')).toHaveTextContent(
        message,
      );
      await waitFor(() =>
        expect(screen.getAllByTestId('plan-product')).toHaveLength(1),
      );
      expect(optionRequests).toBeGreaterThan(before);
      expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    },
  );

  it('shows a change already waiting for payment instead of the plans', async () => {
    options = makePlanOptions({ pendingInvoiceid: 1999 });
    await openPage();
    const pending = await screen.findByTestId('plan-pending');
    expect(
      within(pending).getByRole('link', { name: 'Open the invoice' }),
    ).toHaveAttribute('href', '/dashboard/invoice?invoiceid=1999');
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
  });

  it('says when no other plan is offered and offers a ticket', async () => {
    options = makePlanOptions({ options: [] });
    await openPage();
    const empty = await screen.findByTestId('plan-empty');
    expect(empty).toHaveTextContent('No other plan is offered');
    const link = within(empty).getByRole('link', { name: 'Open a ticket' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/dashboard/openTicket');
    // Not `serviceid`: that is the entry link to the subscription.
    expect([...href.searchParams.keys()]).toEqual([
      'subscriptionid',
      'subject',
    ]);
    expect(href.searchParams.get('subscriptionid')).toBe('102');
    expect(href.searchParams.get('subject')).toBe(
      'Change of plan for IPTV Basic',
    );
  });

  it('invites a trial line to a paid plan', async () => {
    options = makePlanOptions({
      current: {
        productid: 3,
        name: 'Free Trial',
        billingcycle: 'Free Account',
        recurringAmount: '0.00',
        isTrial: true,
      },
    });
    await openPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Upgrade to a paid plan',
      }),
    ).toBeVisible();
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('Free Trial');
    expect(current).toHaveTextContent('Trial');
    expect(current).toHaveTextContent('Free');
    expect(
      screen.getByRole('button', { name: 'Upgrade to this plan' }),
    ).toBeVisible();
  });

  it('shows not found for a subscription that is not the customer’s, and an error with retry', async () => {
    await openPage(999);
    expect(await screen.findByTestId('not-found')).toHaveTextContent(
      'Subscription not found',
    );
  });

  it('offers a retry when the plans cannot be read', async () => {
    let isDown = true;
    server.use(
      handle('planOptions', () =>
        isDown ? errorResponse('WHMCS_UNAVAILABLE') : options,
      ),
    );
    const { user } = await openPage();
    const retry = await screen.findByTestId('retry');
    isDown = false;
    await user.click(retry);
    expect(await screen.findByTestId('plan-options')).toBeVisible();
  });
});

describe('ways to the change plan page', { timeout: 30_000 }, () => {
  it('offers "Change plan" on an Active subscription and invites a trial line to upgrade', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: {
            activeSubs: [
              makeSubscription(),
              makeSubscription({ id: 107, productId: 3, name: 'Free Trial' }),
            ],
            unactiveSubs: [],
          },
        }),
      ),
    );
    const { router } = await renderApp(
      '/dashboard/subscription?subscriptionid=101',
    );
    expect(
      await screen.findByRole('link', { name: 'Change plan' }),
    ).toHaveAttribute('href', '/dashboard/changePlan?subscriptionid=101');
    expect(screen.queryByTestId('trial-invite')).toBeNull();

    await act(() => router.navigate('/subscription?subscriptionid=107'));
    const invite = await screen.findByTestId('trial-invite');
    expect(invite).toHaveTextContent('You are on a trial');
    expect(
      within(invite).getByRole('link', { name: 'Upgrade to a paid plan' }),
    ).toHaveAttribute('href', '/dashboard/changePlan?subscriptionid=107');
    expect(screen.queryByRole('link', { name: 'Change plan' })).toBeNull();
  });
});
