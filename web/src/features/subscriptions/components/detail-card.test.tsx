import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { IconRouter } from '@/components/ui/icons/router';
import { renderWithProviders } from '@/testing/render';

import { DetailCard } from './detail-card';

describe('DetailCard', () => {
  it('is a section named by its title, with the intro and the body', async () => {
    await renderWithProviders(
      <DetailCard
        icon={IconRouter}
        title="MAC address"
        intro="The device this line is locked to."
        testId="mac-card"
      >
        <p>Body</p>
      </DetailCard>,
    );
    const card = screen.getByRole('region', { name: 'MAC address' });
    expect(card).toHaveAttribute('data-testid', 'mac-card');
    expect(
      within(card).getByRole('heading', { level: 2, name: 'MAC address' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('The device this line is locked to.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Body')).toBeInTheDocument();
  });

  it('leaves the intro out when there is none', async () => {
    await renderWithProviders(
      <DetailCard icon={IconRouter} title="Plan" testId="plan-card">
        <p>Body</p>
      </DetailCard>,
    );
    const card = screen.getByTestId('plan-card');
    expect(card.querySelectorAll('p')).toHaveLength(1);
  });
});
