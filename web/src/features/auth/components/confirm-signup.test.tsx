import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { plainUser } from '../../../testing/fixtures';
import { makeSession } from '../../../testing/fixtures-auth';
import { errorResponse, handle, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';
import { authStore } from '../auth-store';

const TOKEN = 'confirm-token-0123456789abcdef';

beforeEach(() => {
  authStore.reset();
});

describe('signup confirmation link', () => {
  it('confirms once, signs in, and the guard goes home', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('confirmSignup', (body) => {
        bodies.push(body);
        return makeSession(plainUser);
      }),
    );
    const { router } = await renderApp(`/dashboard/login?confirm=${TOKEN}`);

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard'),
      { timeout: 5000 },
    );
    expect(router.state.location.search).toBe('');
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(authStore.getState().auth).toEqual({
      loggedIn: true,
      user: plainUser,
    });
  });

  it('shows progress while confirming', async () => {
    server.use(
      handle('confirmSignup', () => new Promise<never>(() => undefined)),
    );
    await renderApp(`/dashboard/login?confirm=${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Confirming your account…',
    );
  });

  it('explains a bad link, drops the token from the address and leads back to sign-in', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      handle('confirmSignup', () => {
        calls += 1;
        return errorResponse('CODE_INVALID');
      }),
    );
    const { router } = await renderApp(
      `/dashboard/login?invoiceid=1001&confirm=${TOKEN}`,
    );

    expect(
      await screen.findByRole('heading', { name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The confirmation link is wrong, has already been used or has expired.',
    );
    expect(router.state.location.search).toBe('?invoiceid=1001');
    expect(calls).toBe(1);
    expect(authStore.getState().auth.loggedIn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('offers a retry when the server could not be reached', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      handle('confirmSignup', () => {
        calls += 1;
        return calls === 1 ? errorResponse('WHMCS_TIMEOUT') : makeSession();
      }),
    );
    const { router } = await renderApp(`/dashboard/login?confirm=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our billing system took too long to answer. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard'),
      { timeout: 5000 },
    );
    expect(calls).toBe(2);
  });
});
