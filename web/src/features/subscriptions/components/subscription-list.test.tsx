import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeAllData, makeSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { SubscriptionList } from './subscription-list';

const { activeSubs, unactiveSubs } = makeAllData().subscriptionsData;

describe('SubscriptionList', () => {
  it('makes Active subscriptions links to their page and shows their details', async () => {
    await renderWithProviders(
      <SubscriptionList active={activeSubs} inactive={unactiveSubs} />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/subscription?subscriptionid=101',
      '/dashboard/subscription?subscriptionid=102',
    ]);
    const first = links[0] as HTMLElement;
    expect(within(first).getByText('demo101')).toBeInTheDocument();
    expect(within(first).getByText('00:1A:79:12:34:56')).toBeInTheDocument();
    expect(within(first).getByText('Jan 15, 2027')).toBeInTheDocument();
    expect(within(first).getByText('€89.00 / year')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(
      within(links[1] as HTMLElement).queryByText('MAC address'),
    ).toBeNull();
  });

  it('reveals the inactive ones with the toggle, inert and with their status', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <SubscriptionList active={activeSubs} inactive={unactiveSubs} />,
    );
    expect(screen.getAllByTestId('subscription-card')).toHaveLength(2);
    const toggle = screen.getByRole('switch', {
      name: 'Show inactive subscriptions (3)',
    });
    await user.click(toggle);
    const cards = screen.getAllByTestId('subscription-card');
    expect(cards).toHaveLength(5);
    const inactive = screen.getByTestId('inactive-subscriptions');
    expect(within(inactive).queryAllByRole('link')).toHaveLength(0);
    expect(within(inactive).getByText('Suspended')).toBeInTheDocument();
    expect(within(inactive).getByText('Cancelled')).toBeInTheDocument();
    expect(within(inactive).getByText('Pending')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await user.click(toggle);
    expect(screen.getAllByTestId('subscription-card')).toHaveLength(2);
  });

  it('names a subscription whose product was deleted by its number', async () => {
    const orphan = makeSubscription({ id: 402, productId: 0, name: '' });
    await renderWithProviders(
      <SubscriptionList active={[orphan]} inactive={[]} />,
    );
    expect(
      within(screen.getByRole('link')).getByText('Subscription #402'),
    ).toBeInTheDocument();
  });

  it('offers a way forward without any subscription', async () => {
    await renderWithProviders(<SubscriptionList active={[]} inactive={[]} />);
    expect(
      screen.getByText('You don’t have a subscription yet'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', '/dashboard/#tickets');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says there is no active one when all are inactive, and keeps the toggle', async () => {
    await renderWithProviders(
      <SubscriptionList
        active={[]}
        inactive={[makeSubscription({ id: 104, status: 'Cancelled' })]}
      />,
    );
    expect(screen.getByText('No active subscription')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Show inactive subscription (1)' }),
    ).toBeInTheDocument();
  });

  it('keeps the locale prefix in links', async () => {
    await renderWithProviders(
      <SubscriptionList active={activeSubs} inactive={[]} />,
      { locale: 'de-de' },
    );
    expect(screen.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/dashboard/de-de/subscription?subscriptionid=101',
    );
  });

  it('marks a subscription with a recorded cancellation, with its end or without one yet', async () => {
    const cancellation = {
      requestedAt: '2026-11-27T18:30:00.000Z',
      type: 'endOfPeriod' as const,
      withdrawn: false,
    };
    await renderWithProviders(
      <SubscriptionList
        active={[
          makeSubscription({
            id: 101,
            cancellation: { ...cancellation, endsAt: '2027-01-15' },
          }),
          makeSubscription({
            id: 102,
            cancellation: { ...cancellation, endsAt: null },
          }),
          makeSubscription({ id: 106 }),
        ]}
        inactive={[]}
      />,
    );
    const cards = screen.getAllByTestId('subscription-card');
    expect(
      cards.map(
        (card) =>
          within(card).queryByTestId('cancellation-note')?.textContent ?? null,
      ),
    ).toEqual([
      'Cancellation requested — ends on Jan 15, 2027',
      'Cancellation requested — end to be confirmed',
      null,
    ]);
  });
});
