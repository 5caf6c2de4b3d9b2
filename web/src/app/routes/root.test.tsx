import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

let allDataCalls = 0;

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  allDataCalls = 0;
  document.title = '';
  server.use(
    handle('allData', () => {
      allDataCalls += 1;
      return makeAllData();
    }),
    handle('invoice', () => errorResponse('NOT_FOUND')),
    handle('ticket', () => errorResponse('NOT_FOUND')),
  );
});

describe('the app root', () => {
  it.each(['en-en', 'de-de', 'tr-tr'] as const)(
    'titles the page "<provider> CUSTOMER DASHBOARD" in %s',
    async (locale) => {
      const prefix = locale === 'en-en' ? '' : `/${locale}`;
      await renderApp(`/dashboard${prefix}/`, { locale });
      await waitFor(() =>
        expect(document.title).toBe('StreamMax CUSTOMER DASHBOARD'),
      );
    },
  );

  it.each([
    '/dashboard/invoice?invoiceid=42',
    '/dashboard/ticket?ticketid=7',
    '/dashboard/de-de/invoice?invoiceid=42',
    '/dashboard/',
  ])('loads all data once on entry at %s', async (url) => {
    const { router } = await renderApp(url, {
      locale: url.includes('/de-de/') ? 'de-de' : 'en-en',
    });
    await waitFor(() => expect(allDataCalls).toBe(1));
    await router.navigate('/');
    await screen.findByRole('heading', { name: /Subscriptions/ });
    expect(allDataCalls).toBe(1);
  });

  it('loads nothing for a guest', async () => {
    authStore.reset();
    const loaded = watchPageLoads();
    await renderApp('/dashboard/invoice?invoiceid=42');
    await waitFor(() => expect(loaded).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(allDataCalls).toBe(0);
  });
});
