import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData, plainUser } from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

/** The header's desktop navigation. */
function mainNavigation(): HTMLElement {
  const nav = screen.getAllByRole('navigation', {
    name: 'Main',
    hidden: true,
  })[0];
  if (!nav) {
    throw new Error('no navigation');
  }
  return nav;
}

beforeEach(() => {
  authStore.reset();
});

describe('route guards', () => {
  it('sends a guest to the sign-in page with the query kept and remembers the path', async () => {
    const loaded = watchPageLoads();
    await renderApp('/dashboard/invoice?invoiceid=1001');
    await waitFor(() =>
      expect(loaded).toEqual(['/dashboard/login?invoiceid=1001']),
    );
    expect(authStore.getState().redirectPath).toBe('/invoice?invoiceid=1001');
    expect(window.sessionStorage.getItem('members.redirectPath')).toBe(
      '/invoice?invoiceid=1001',
    );
  });

  it('keeps the locale prefix when sending a guest to sign in', async () => {
    const loaded = watchPageLoads();
    await renderApp('/dashboard/de-de/ticket?ticketid=11', {
      locale: 'de-de',
    });
    await waitFor(() =>
      expect(loaded).toEqual(['/dashboard/de-de/login?ticketid=11']),
    );
  });

  it('sends a signed-in user who opens the login route home', async () => {
    authStore.signedIn(demoUser);
    authStore.rememberPath('/invoice?invoiceid=1001');
    const loaded = watchPageLoads();
    const { router } = await renderApp('/dashboard/login');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard'),
    );
    expect(loaded).toEqual([]);
    expect(router.state.location.search).toBe('');
    expect(authStore.getState().redirectPath).toBeNull();
    expect(window.sessionStorage.getItem('members.redirectPath')).toBeNull();
  });

  it('forgets an old remembered path once the customer is inside (the server sent /login home)', async () => {
    authStore.signedIn(demoUser);
    authStore.rememberPath('/invoice?invoiceid=1001');
    await renderApp('/dashboard/');
    await screen.findByRole('heading', { name: /Subscriptions/ });
    expect(authStore.getState().redirectPath).toBeNull();
    expect(window.sessionStorage.getItem('members.redirectPath')).toBeNull();
  });

  it('sends a customer without the affiliate flag home, query kept', async () => {
    authStore.signedIn(plainUser);
    const { router } = await renderApp('/dashboard/affiliate?aff=1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard'),
    );
    expect(router.state.location.search).toBe('?aff=1');
  });

  it.each([
    ['?aff_id=partner7', '/dashboard', '?aff_id=partner7'],
    ['?serviceid=101', '/dashboard/subscription', '?subscriptionid=101'],
  ])(
    'sends a signed-in user who opens the login route with %s home, the query kept for the entry',
    async (search, pathname, kept) => {
      authStore.signedIn(demoUser);
      const loaded = watchPageLoads();
      const { router } = await renderApp(`/dashboard/login${search}`);
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(pathname),
      );
      expect(router.state.location.search).toBe(kept);
      expect(loaded).toEqual([]);
    },
  );

  it('lets a customer into the affiliate area once a later allData says they are one, as the header shows it', async () => {
    authStore.signedIn(plainUser);
    server.use(
      handle('allData', () => ({
        ...makeAllData(),
        user: {
          ...plainUser,
          affiliate: true,
          scope: ['customer', 'affiliate'],
        },
      })),
    );
    const { router } = await renderApp('/dashboard/');
    const link = await within(mainNavigation()).findByRole('link', {
      name: 'Affiliate',
      hidden: true,
    });
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Affiliate program',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/affiliate');
  });

  it('sends a customer home from the affiliate area once a later allData says they are no longer one, as the header hides it', async () => {
    authStore.signedIn(demoUser);
    server.use(
      handle('allData', () => ({
        ...makeAllData({ affiliateData: null }),
        user: {
          ...demoUser,
          affiliate: false,
          scope: ['customer', 'reseller'],
        },
      })),
    );
    const { router } = await renderApp('/dashboard/affiliate?aff=1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard'),
    );
    expect(router.state.location.search).toBe('?aff=1');
    expect(
      within(mainNavigation()).queryByRole('link', {
        name: 'Affiliate',
        hidden: true,
      }),
    ).toBeNull();
  });

  it('shows the not-found page for unknown paths', async () => {
    authStore.signedIn(demoUser);
    await renderApp('/dashboard/no-such-page');
    expect(
      await screen.findByText('This page could not be found'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to the dashboard' }),
    ).toBeInTheDocument();
  });
});
