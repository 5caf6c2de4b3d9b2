import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const asked: number[] = [];

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  asked.length = 0;
  server.use(
    handle('resellerProduct', ({ serviceid }) => {
      asked.push(serviceid);
      if (serviceid === 101) {
        return {
          error: false as const,
          serviceid,
          status: 'Active',
          name: 'IPTV Premium — 12 months',
        };
      }
      if (serviceid === 105) {
        return {
          error: false as const,
          serviceid,
          status: 'Pending',
          name: 'IPTV Reseller',
        };
      }
      return errorResponse('NOT_FOUND');
    }),
  );
});

async function expectResellers(router: {
  state: { location: { pathname: string } };
}) {
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/dashboard/resellers'),
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Reseller area' }),
  ).toBeInTheDocument();
}

describe('reseller success page', () => {
  it('shows an Active product with the next steps', async () => {
    await renderApp('/dashboard/reseller-success?serviceid=101');
    const page = await screen.findByTestId('reseller-success');
    expect(
      within(page).getByRole('heading', {
        level: 1,
        name: 'Your reseller service is active',
      }),
    ).toBeInTheDocument();
    expect(page).toHaveTextContent('IPTV Premium — 12 months');
    expect(page).toHaveTextContent('Service #101');
    expect(within(page).getByText('Active')).toBeInTheDocument();
    expect(within(page).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(page).getByRole('link', { name: 'Open subscription' }),
    ).toHaveAttribute('href', '/dashboard/subscription?subscriptionid=101');
    expect(
      within(page).getByRole('link', { name: 'Go to the reseller area' }),
    ).toHaveAttribute('href', '/dashboard/resellers');
    expect(asked).toEqual([101]);
  });

  it('sends a product that is not Active to the reseller area', async () => {
    const { router } = await renderApp(
      '/dashboard/reseller-success?serviceid=105',
    );
    await expectResellers(router);
    expect(
      await screen.findByText(/Service #105 is not active on your account yet/),
    ).toBeInTheDocument();
    expect(asked).toEqual([105]);
  });

  it('sends another customer’s service to the reseller area', async () => {
    const { router } = await renderApp(
      '/dashboard/reseller-success?serviceid=201',
    );
    await expectResellers(router);
    expect(asked).toEqual([201]);
  });

  it('sends a failed check to the reseller area with the reason', async () => {
    server.use(
      handle('resellerProduct', () => errorResponse('WHMCS_UNAVAILABLE')),
    );
    const { router } = await renderApp(
      '/dashboard/reseller-success?serviceid=101',
    );
    await expectResellers(router);
    expect(
      await screen.findByText(/Our billing system is not available right now/),
    ).toBeInTheDocument();
  });

  it.each(['', '?serviceid=', '?serviceid=abc', '?serviceid=0'])(
    'needs a service id (%j)',
    async (query) => {
      const { router } = await renderApp(`/dashboard/reseller-success${query}`);
      await expectResellers(router);
      expect(asked).toEqual([]);
    },
  );

  it('keeps the locale prefix', async () => {
    const { router } = await renderApp(
      '/dashboard/de-de/reseller-success?serviceid=105',
      { locale: 'de-de' },
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/de-de/resellers'),
    );
  });

  it('sends a guest to the reseller area, which asks for a sign-in (product rules: Access)', async () => {
    authStore.reset();
    const loaded = watchPageLoads();
    const { router } = await renderApp(
      '/dashboard/de-de/reseller-success?serviceid=101',
      { locale: 'de-de' },
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/de-de/resellers'),
    );
    await waitFor(() => expect(loaded).toEqual(['/dashboard/de-de/login']));
    expect(authStore.getState().redirectPath).toBe('/resellers');
    expect(asked).toEqual([]);
  });
});
