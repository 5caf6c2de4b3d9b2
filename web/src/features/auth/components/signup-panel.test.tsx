import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { errorResponse, handle, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';
import { authStore } from '../auth-store';

beforeEach(() => {
  authStore.reset();
  window.sessionStorage.clear();
});

async function openSignup(url = '/dashboard/login?signup=1') {
  const result = await renderApp(url);
  await screen.findByRole('heading', { name: 'Create your account' });
  return { user: userEvent.setup(), ...result };
}

function newPasswordField() {
  return screen.getByLabelText('Choose a password');
}

describe('signup', () => {
  it('opens from ?signup=1 with the e-mail field focused', async () => {
    await openSignup();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(newPasswordField()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('checks the password rule while typing', async () => {
    const { user } = await openSignup();
    const rule = screen.getByText('At least 8 characters').closest('li');
    expect(rule).toHaveTextContent('(not done yet)');
    await user.type(newPasswordField(), 'abc');
    expect(rule).toHaveTextContent('(not done yet)');
    await user.type(newPasswordField(), 'defgh');
    expect(rule).toHaveTextContent('(done)');
    expect(rule).toHaveAttribute('data-met', 'true');
  });

  it('refuses a short password without calling the server', async () => {
    let calls = 0;
    server.use(
      handle('signup', () => {
        calls += 1;
        return { error: false };
      }),
    );
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.type(newPasswordField(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(newPasswordField()).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('At least 8 characters').closest('li'),
    ).toHaveAttribute('data-broken', 'true');
    expect(newPasswordField()).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('shows a server error translated', async () => {
    server.use(handle('signup', () => errorResponse('WHMCS_UNAVAILABLE')));
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.type(newPasswordField(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our billing system is not available right now. Please try again in a few minutes.',
    );
  });

  it('signs up, then asks to check the mailbox with a way back to sign-in', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('signup', (body) => {
        bodies.push(body);
        return { error: false };
      }),
    );
    const { user, router } = await openSignup(
      '/dashboard/login?signup=1&invoiceid=1001',
    );
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.type(newPasswordField(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const title = await screen.findByRole('heading', {
      name: 'Check your mailbox',
    });
    expect(title).toHaveFocus();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: 'new@example.com',
        password: 'a-long-password',
        locale: 'en-en',
      },
    ]);
    expect(authStore.getState().login.email).toBe('new@example.com');

    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invoiceid=1001');
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'new@example.com',
    );
  });
});
