import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '../../features/auth/auth-store';
import { demoUser, makeAllData } from '../../testing/fixtures';
import { handle, server } from '../../testing/msw';
import { renderApp } from '../../testing/render';

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
});

describe('affiliate page', () => {
  it('shows the figures WHMCS keeps', async () => {
    await renderApp('/dashboard/affiliate');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Affiliate program',
      }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByTestId('stat-card');
    const text = cards.map((card) => card.textContent);
    expect(text).toEqual([
      'Balance€125.50',
      'Withdrawn€40.00',
      'Visitors referred340',
      'Commission15%Paid on every renewal',
      'Affiliate sinceJun 1, 2025',
    ]);
  });

  it('lists the three referral links with the affiliate id, each copyable', async () => {
    await renderApp('/dashboard/affiliate');
    const fields = await screen.findAllByTestId('copy-field');
    expect(fields.map((field) => field.textContent)).toEqual([
      'Link 1https://streammax.example/?aff=1',
      'Link 2https://streammax.example/offers?aff=1',
      'Link 3https://streammax.example/trial?aff=1',
    ]);
    for (const [index, field] of fields.entries()) {
      expect(
        within(field).getByRole('button', { name: `Copy link ${index + 1}` }),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  });

  it('shows fixed commissions as money', async () => {
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        return {
          ...data,
          affiliateData: data.affiliateData && {
            ...data.affiliateData,
            commissionType: 'fixedamount',
            commissionAmount: '5.00',
            onetime: true,
          },
        };
      }),
    );
    await renderApp('/dashboard/affiliate');
    expect(
      await screen.findByText('Paid once per new customer'),
    ).toBeInTheDocument();
    expect(screen.getByText('€5.00')).toBeInTheDocument();
  });

  it('shows the error of the affiliate section', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          affiliateData: null,
          errors: { affiliateData: 'WHMCS_UNAVAILABLE' },
        }),
      ),
    );
    await renderApp('/dashboard/affiliate');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our billing system is not available right now.',
    );
  });
});
