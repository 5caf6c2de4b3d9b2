import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { makeWithdrawals, meFixture } from '@/testing/fixtures-affiliate';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

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
      'Balance€125.50Withdraw',
      'Withdrawn€40.00View requests',
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
  });

  it('opens the withdrawal form from the balance and the requests from the withdrawn amount', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      handle('me', () => meFixture),
      handle('withdrawals', () => makeWithdrawals()),
    );
    const { router } = await renderApp('/dashboard/affiliate');
    const balance = await screen.findByRole('link', { name: /^Balance/ });
    expect(balance).toHaveAttribute('href', '/dashboard/withdrawal');
    expect(
      screen.getByRole('link', { name: /^Withdrawn €40\.00/ }),
    ).toHaveAttribute('href', '/dashboard/withdrawal#requests');
    expect(
      screen.getByRole('link', { name: 'Request a withdrawal' }),
    ).toHaveAttribute('href', '/dashboard/withdrawal');
    await user.click(balance);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Request a withdrawal',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/withdrawal');
  });

  it('shows each referral link as a QR code', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard/affiliate');
    await user.click(
      await screen.findByRole('button', { name: 'Show QR code of link 2' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'QR code of link 2',
    });
    const code = within(dialog).getByRole('img', {
      name: 'QR code for https://streammax.example/offers?aff=1',
    });
    expect(code).toHaveAttribute(
      'data-value',
      'https://streammax.example/offers?aff=1',
    );
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(
      within(dialog).getByRole('button', { name: 'Copy link 2' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Download image' }),
    ).toBeInTheDocument();
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
