import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { allDataQueryOptions } from '@/stores/all-data';
import { authStore } from '@/stores/auth-store';
import { meQueryOptions } from '@/stores/me';
import { demoUser, makeAllData, plainUser } from '@/testing/fixtures';
import { meFixture } from '@/testing/fixtures-affiliate';
import { renderWithProviders } from '@/testing/render';

import { Header } from './header';

beforeEach(() => {
  authStore.reset();
});

async function renderHeader() {
  const result = await renderWithProviders(<Header withNav />);
  return result;
}

function linkNames(): string[] {
  const desktop = screen.getAllByRole('navigation', {
    name: 'Main',
    hidden: true,
  })[0];
  if (!desktop) {
    throw new Error('no navigation');
  }
  return within(desktop)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent ?? '');
}

describe('header links follow the latest flags', () => {
  it('shows Reseller and Affiliate once allData says the customer became both', async () => {
    authStore.signedIn(plainUser);
    const { queryClient } = await renderHeader();
    expect(linkNames()).not.toContain('Reseller');
    queryClient.setQueryData(allDataQueryOptions().queryKey, makeAllData());
    await screen.findAllByRole('link', { name: 'Reseller', hidden: true });
    expect(linkNames()).toEqual(
      expect.arrayContaining(['Reseller', 'Affiliate']),
    );
  });

  it('hides them once allData says the flags are gone', async () => {
    authStore.signedIn(demoUser);
    const { queryClient } = await renderHeader();
    expect(linkNames()).toContain('Affiliate');
    queryClient.setQueryData(
      allDataQueryOptions().queryKey,
      makeAllData({ affiliateData: null, resellerData: null }),
    );
    await expect.poll(linkNames).toEqual(['Dashboard', 'Invoices', 'Tickets']);
  });

  it('keeps the flag of the sign-in when allData could not load that section', async () => {
    authStore.signedIn(demoUser);
    const { queryClient } = await renderHeader();
    queryClient.setQueryData(
      allDataQueryOptions().queryKey,
      makeAllData({
        affiliateData: null,
        resellerData: null,
        errors: { affiliateData: 'WHMCS_UNAVAILABLE' },
      }),
    );
    await expect
      .poll(linkNames)
      .toEqual(['Dashboard', 'Invoices', 'Tickets', 'Affiliate']);
  });

  it('follows me when it is newer than allData', async () => {
    authStore.signedIn(plainUser);
    const { queryClient } = await renderHeader();
    queryClient.setQueryData(
      allDataQueryOptions().queryKey,
      makeAllData({ affiliateData: null, resellerData: null }),
      { updatedAt: 1_000 },
    );
    queryClient.setQueryData(
      meQueryOptions().queryKey,
      { ...meFixture, user: { ...demoUser, reseller: false } },
      { updatedAt: 2_000 },
    );
    await expect
      .poll(linkNames)
      .toEqual(['Dashboard', 'Invoices', 'Tickets', 'Affiliate']);
  });
});
