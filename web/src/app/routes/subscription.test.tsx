import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '../../features/auth/auth-store';
import { demoUser, makeAllData } from '../../testing/fixtures';
import { errorResponse, handle, server } from '../../testing/msw';
import { renderApp } from '../../testing/render';

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

function field(label: string): HTMLElement {
  const match = screen
    .getAllByTestId('copy-field')
    .find((element) => within(element).queryByText(label));
  if (!match) {
    throw new Error(`no field ${label}`);
  }
  return match;
}

describe('subscription page', () => {
  it('shows an Active subscription with copyable fields', async () => {
    await renderApp('/dashboard/subscription?subscriptionid=101');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'IPTV Premium — 12 months',
      }),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveTextContent('demo101');
    expect(field('MAC address')).toHaveTextContent('00:1A:79:12:34:56');
    expect(field('Registered')).toHaveTextContent('Jan 15, 2026');
    expect(field('Next due')).toHaveTextContent('Jan 15, 2027');
    expect(field('Status')).toHaveTextContent('Active');
    expect(field('Product')).toHaveTextContent('IPTV Premium — 12 months');
    for (const name of [
      'Copy Username',
      'Copy MAC address',
      'Copy Parental code',
      'Copy Product',
      'Copy Status',
      'Copy Registered',
      'Copy Next due',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', { name: 'Back to subscriptions' }),
    ).toHaveAttribute('href', '/dashboard#subscriptions');
  });

  it('copies a value', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard/subscription?subscriptionid=101');
    await user.click(
      await screen.findByRole('button', { name: 'Copy Username' }),
    );
    expect(await navigator.clipboard.readText()).toBe('demo101');
  });

  it('masks the parental code until revealed', async () => {
    const user = userEvent.setup();
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        const first = data.subscriptionsData.activeSubs[0];
        if (first) {
          first.parentalCode = '4821';
        }
        return data;
      }),
    );
    await renderApp('/dashboard/subscription?subscriptionid=101');
    await screen.findByRole('heading', { level: 1 });
    const code = field('Parental code');
    expect(code).not.toHaveTextContent('4821');
    expect(code).toHaveTextContent('••••');
    await user.click(
      within(code).getByRole('button', { name: 'Show parental code' }),
    );
    expect(code).toHaveTextContent('4821');
    await user.click(
      within(code).getByRole('button', { name: 'Hide parental code' }),
    );
    expect(code).not.toHaveTextContent('4821');
  });

  it('says when no MAC is set, with nothing to copy', async () => {
    await renderApp('/dashboard/subscription?subscriptionid=102');
    await screen.findByRole('heading', { level: 1 });
    expect(field('MAC address')).toHaveTextContent('No device added yet');
    expect(
      screen.queryByRole('button', { name: 'Copy MAC address' }),
    ).toBeNull();
  });

  it.each([
    ['an inactive subscription', '103'],
    ['an unknown id', '999'],
    ['a bad id', 'abc'],
  ])('shows not found for %s', async (_, id) => {
    await renderApp(`/dashboard/subscription?subscriptionid=${id}`);
    const notFound = await screen.findByTestId('not-found');
    expect(
      within(notFound).getByText('Subscription not found'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('copy-field')).toBeNull();
  });

  it('shows the error with retry when subscriptions could not be loaded', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: { activeSubs: [], unactiveSubs: [] },
          errors: { subscriptionsData: 'WHMCS_TIMEOUT' },
        }),
      ),
    );
    await renderApp('/dashboard/subscription?subscriptionid=101');
    expect(
      await screen.findByText(
        'Our billing system took too long to answer. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('shows the whole-query failure too', async () => {
    server.use(handle('allData', () => errorResponse('INTERNAL')));
    await renderApp('/dashboard/subscription?subscriptionid=101');
    expect(
      await screen.findByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });
});
