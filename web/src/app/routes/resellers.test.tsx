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

describe('resellers page', () => {
  it('shows the redirect URL and the reseller’s services', async () => {
    await renderApp('/dashboard/resellers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reseller area' }),
    ).toBeInTheDocument();
    const field = await screen.findByTestId('copy-field');
    expect(field).toHaveTextContent('https://reseller.example/welcome');
    expect(
      within(field).getByRole('button', { name: 'Copy redirect URL' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Open in a new tab/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    const services = screen
      .getByRole('heading', { name: /Your services/ })
      .closest('section') as HTMLElement;
    expect(within(services).getAllByTestId('subscription-card')).toHaveLength(
      2,
    );
    expect(
      within(services).getByRole('switch', {
        name: 'Show inactive subscriptions (3)',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|save/i })).toBeNull();
  });

  it('says when no redirect URL is set', async () => {
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        return {
          ...data,
          resellerData: data.resellerData && {
            ...data.resellerData,
            redirect_url: null,
          },
        };
      }),
    );
    await renderApp('/dashboard/resellers');
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Copy redirect URL' }),
    ).toBeNull();
  });
});
