import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { getStatusColor, toStatusKey } from './status';
import { StatusBadge } from './status-badge';

describe('status keys and colours', () => {
  it('folds the API and WHMCS spellings into one key', () => {
    expect(toStatusKey('Customer-Reply')).toBe('customerReply');
    expect(toStatusKey('In Progress')).toBe('inProgress');
    expect(toStatusKey('In-Progress')).toBe('inProgress');
    expect(toStatusKey('Payment Pending')).toBe('paymentPending');
  });

  it('colours statuses consistently and unknown ones gray', () => {
    expect(getStatusColor('invoice', 'Unpaid')).toBe('red');
    expect(getStatusColor('invoice', 'Paid')).toBe('green');
    expect(getStatusColor('invoice', 'Refunded')).toBe('blue');
    expect(getStatusColor('subscription', 'Active')).toBe('green');
    expect(getStatusColor('ticket', 'Mystery')).toBe('gray');
    expect(getStatusColor('ticket', 'constructor')).toBe('gray');
  });
});

describe('StatusBadge', () => {
  it('shows the translated label of a known status', async () => {
    await renderWithProviders(
      <StatusBadge kind="ticket" status="Customer-Reply" />,
    );
    expect(screen.getByText('Awaiting support')).toBeInTheDocument();
  });

  it('shows an unknown status as it comes', async () => {
    await renderWithProviders(
      <StatusBadge kind="subscription" status="Migrated" />,
    );
    expect(screen.getByText('Migrated')).toBeInTheDocument();
  });
});
