import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, plainUser } from '@/testing/fixtures';
import { renderApp, watchPageLoads } from '@/testing/render';

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
