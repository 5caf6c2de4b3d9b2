import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AsyncState } from '@/components/ui/async-content';
import { makeTicket } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

import { TicketsSection } from './tickets-section';

function state<T>(overrides: Partial<AsyncState<T>>): AsyncState<T> {
  return {
    data: undefined,
    isLoading: false,
    errorMessage: null,
    onRetry: vi.fn(),
    isRetrying: false,
    ...overrides,
  };
}

describe('TicketsSection', () => {
  it('lists tickets as links with subject, department, status and last update', async () => {
    await renderWithProviders(
      <TicketsSection
        state={state({
          data: [
            makeTicket(),
            makeTicket({
              ticketid: 12,
              subject: 'Bank transfer?',
              department: 'Billing',
              status: 'Answered',
            }),
          ],
        })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Support tickets' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/dashboard/ticket?ticketid=11');
    expect(links[0]).toHaveTextContent('No picture on channel 5');
    expect(links[0]).toHaveTextContent('#482913 · Support');
    expect(links[0]).toHaveTextContent('Open');
    expect(links[0]).toHaveTextContent('Updated Nov 20, 2026, 11:05 AM');
    expect(links[1]).toHaveAttribute('href', '/dashboard/ticket?ticketid=12');
    expect(links[1]).toHaveTextContent('Billing');
    expect(links[1]).toHaveTextContent('Answered');
  });

  it('has an open-ticket button, also when there are no tickets', async () => {
    await renderWithProviders(<TicketsSection state={state({ data: [] })} />);
    expect(screen.getByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a ticket' })).toHaveAttribute(
      'href',
      '/dashboard/openTicket',
    );
  });

  it('shows skeletons while loading', async () => {
    await renderWithProviders(
      <TicketsSection state={state({ isLoading: true })} />,
    );
    expect(screen.getByTestId('loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error with a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    await renderWithProviders(
      <TicketsSection
        state={state({ errorMessage: 'Billing is down.', onRetry })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Billing is down.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
