import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../testing/fixtures';
import { makeSession, sendCodeFixture } from '../../../testing/fixtures-auth';
import { errorResponse, handle, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';
import { authStore } from '../auth-store';

beforeEach(() => {
  authStore.reset();
  window.sessionStorage.clear();
});

function passwordField() {
  return screen.getByLabelText('Password', {
    selector: 'input:not([type=radio])',
  });
}

async function openLogin(url = '/dashboard/login') {
  const result = await renderApp(url);
  await screen.findByRole('heading', { name: 'Sign in' });
  return result;
}

describe('login card: method switch', () => {
  it('starts passwordless and switches to the password method and back', async () => {
    const user = userEvent.setup();
    await openLogin();
    expect(screen.getByRole('radio', { name: 'E-mail code' })).toBeChecked();
    expect(
      screen.getByRole('button', { name: 'E-mail me a code' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByLabelText('Password', {
        selector: 'input:not([type=radio])',
      }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Password' }));
    expect(authStore.getState().login.passwordLess).toBe(false);
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'E-mail code' }));
    expect(authStore.getState().login.passwordLess).toBe(true);
    expect(
      screen.queryByLabelText('Password', {
        selector: 'input:not([type=radio])',
      }),
    ).not.toBeInTheDocument();
  });

  it('keeps the typed address when the method changes', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('E-mail address'), 'a@example.com');
    await user.click(screen.getByRole('radio', { name: 'Password' }));
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'a@example.com',
    );
  });

  it('prefills the remembered address', async () => {
    authStore.setEmail('demo@example.com');
    await openLogin();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'demo@example.com',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute(
      'autocomplete',
      'email',
    );
  });
});

describe('login card: e-mail step', () => {
  it('asks for an address, then for a valid one, without calling the server', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      handle('sendCode', () => {
        calls += 1;
        return sendCodeFixture;
      }),
    );
    await openLogin();
    const send = screen.getByRole('button', { name: 'E-mail me a code' });
    const email = screen.getByLabelText('E-mail address');

    await user.click(send);
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-address');
    expect(
      screen.queryByText('Enter your e-mail address.'),
    ).not.toBeInTheDocument();
    await user.click(send);
    expect(
      screen.getByText(
        'Enter a valid e-mail address, such as name@example.com.',
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the code with the locale, sets codeVerif and shows the code step', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      handle('sendCode', (body) => {
        bodies.push(body);
        return sendCodeFixture;
      }),
    );
    await openLogin();
    await user.type(
      screen.getByLabelText('E-mail address'),
      ' demo@example.com ',
    );
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));

    expect(
      await screen.findByRole('heading', { name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'demo@example.com', locale: 'en-en' }]);
    expect(authStore.getState().login).toMatchObject({
      email: 'demo@example.com',
      codeVerif: true,
    });
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    const boxes = screen.getAllByLabelText(/^Digit \d of 6$/);
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Code expires in')).toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it('shows how long to wait when sending is rate-limited', async () => {
    const user = userEvent.setup();
    server.use(
      handle('sendCode', () =>
        errorResponse('RATE_LIMITED', { retryAfter: 42 }),
      ),
    );
    authStore.setEmail('demo@example.com');
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(authStore.getState().login.codeVerif).toBe(false);
  });
});

describe('login card: password method', () => {
  async function openPasswordMethod() {
    const user = userEvent.setup();
    const result = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Password' }));
    return { user, ...result };
  }

  it('signs in and leaves for the remembered path', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('auth', (body) => {
        bodies.push(body);
        return makeSession();
      }),
    );
    server.use(handle('invoice', () => errorResponse('NOT_FOUND')));
    authStore.rememberPath('/invoice?invoiceid=1001');
    const { user, router } = await openPasswordMethod();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.type(passwordField(), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard/invoice'),
      { timeout: 5000 },
    );
    expect(bodies).toEqual([
      { email: 'demo@example.com', password: 'demo-password-1' },
    ]);
    expect(authStore.getState().auth).toEqual({
      loggedIn: true,
      user: demoUser,
    });
    expect(authStore.getState().login.email).toBe('demo@example.com');
  });

  it('asks for the password before calling the server', async () => {
    const { user } = await openPasswordMethod();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
  });

  it('says when the e-mail or password is wrong and clears the password', async () => {
    server.use(handle('auth', () => errorResponse('INVALID_CREDENTIALS')));
    const { user } = await openPasswordMethod();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is wrong.',
    );
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(authStore.getState().auth.loggedIn).toBe(false);
  });

  it('sends a two-step account to the e-mailed code with the address kept', async () => {
    server.use(handle('auth', () => errorResponse('TWO_FACTOR_REQUIRED')));
    const { user } = await openPasswordMethod();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.type(passwordField(), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account uses two-step verification. Please sign in with an e-mailed code instead.',
    );
    await user.click(
      screen.getByRole('button', { name: 'E-mail me a code instead' }),
    );
    expect(authStore.getState().login.passwordLess).toBe(true);
    expect(screen.getByRole('radio', { name: 'E-mail code' })).toBeChecked();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'demo@example.com',
    );
    expect(
      screen.getByRole('button', { name: 'E-mail me a code' }),
    ).toHaveFocus();
  });
});

describe('login card: signup link', () => {
  it('opens signup from the card, keeping the query', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/dashboard/login?invoiceid=1001');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?invoiceid=1001&signup=1');
  });
});

describe('login card: refused entry links', () => {
  it('explains that a sign-in link expired or was used', async () => {
    await openLogin('/dashboard/login?entry=invalid');
    expect(
      await screen.findByText(
        'This sign-in link has expired or was already used. Sign in below instead.',
      ),
    ).toBeInTheDocument();
  });
});
