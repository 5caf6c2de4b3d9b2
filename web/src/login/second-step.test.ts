import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { makeSession } from '@/testing/fixtures-auth';
import { errorResponse, handle, server } from '@/testing/msw';
import { openSignInPage, resetSignInPage } from '@/testing/sign-in-page';

import { signInWithPasskey } from './passkey';

// The WebAuthn ceremony itself is the browser's (e2e/passkeys.spec.ts runs
// it with a virtual authenticator); here the lazy module answers.
vi.mock('./passkey', () => ({
  signInWithPasskey: vi.fn(),
  cancelPasskey: vi.fn(),
}));

beforeEach(() => {
  resetSignInPage();
  vi.mocked(signInWithPasskey).mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser with WebAuthn but no passkeys in its autofill. */
function stubWebAuthn() {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isConditionalMediationAvailable: () => Promise.resolve(false),
    }),
  );
}

async function signInByPassword(user: ReturnType<typeof userEvent.setup>) {
  authStore.setPasswordLess(false);
  authStore.setEmail('demo@example.com');
  const loaded = await openSignInPage();
  await user.type(
    screen.getByLabelText('Password', { selector: 'input:not([type=radio])' }),
    'demo-password-1',
  );
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return loaded;
}

const PASSKEY = { name: 'Sign in with a passkey' };

describe('sign-in page: passkeys', () => {
  it('has no passkey button in a browser without WebAuthn, and the e-mail field still offers passkeys to autofill', async () => {
    await openSignInPage();
    expect(screen.queryByRole('button', PASSKEY)).toBeNull();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
  });

  it('signs in with a passkey without an address and leaves for the remembered page', async () => {
    const user = userEvent.setup();
    stubWebAuthn();
    vi.mocked(signInWithPasskey).mockResolvedValue(makeSession());
    authStore.rememberPath('/invoice?invoiceid=1001');
    const loaded = await openSignInPage();
    await user.click(screen.getByRole('button', PASSKEY));
    await waitFor(() =>
      expect(loaded).toEqual(['/dashboard/invoice?invoiceid=1001']),
    );
    expect(signInWithPasskey).toHaveBeenCalledWith(false);
    expect(authStore.getState().auth.loggedIn).toBe(true);
  });

  it('says nothing when the customer closes the browser’s dialog, and says why a passkey was refused', async () => {
    const user = userEvent.setup();
    stubWebAuthn();
    const closed = new Error(
      'The operation either timed out or was not allowed.',
    );
    closed.name = 'NotAllowedError';
    vi.mocked(signInWithPasskey).mockRejectedValueOnce(closed);
    await openSignInPage();
    const button = screen.getByRole('button', PASSKEY);
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();

    const { ApiError } = await import('@/lib/api-client');
    vi.mocked(signInWithPasskey).mockRejectedValueOnce(
      new ApiError('PASSKEY_REFUSED', 401, 'refused'),
    );
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey was not accepted.',
    );
  });
});

describe('sign-in page: the second step', () => {
  it('asks for the app’s code after the password, keeps a wrong code to correct, then signs in', async () => {
    const user = userEvent.setup();
    const typed: unknown[] = [];
    server.use(
      handle('auth', () => errorResponse('SECOND_FACTOR_REQUIRED')),
      handle('secondFactor', (body) => {
        typed.push(body);
        return typed.length === 1
          ? errorResponse('SECOND_FACTOR_INVALID')
          : makeSession();
      }),
    );
    const loaded = await signInByPassword(user);
    expect(
      await screen.findByRole('heading', { name: 'Confirm it’s you' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code or recovery code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('type', 'text');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // No passkeys in this browser: no way to use one.
    expect(
      screen.queryByRole('button', { name: 'Use a passkey instead' }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText(
        'Enter the code from your authenticator app or a recovery code.',
      ),
    ).toBeInTheDocument();
    expect(typed).toEqual([]);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is wrong or was already used.',
    );
    expect(code).toHaveValue('123 456');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(typed).toEqual([{ code: '123 456' }, { code: 'abcde-fghij' }]);
  });

  it('asks for the second factor after a right e-mailed code', async () => {
    const user = userEvent.setup();
    stubWebAuthn();
    server.use(
      handle('verifyCode', () => errorResponse('SECOND_FACTOR_REQUIRED')),
    );
    authStore.codeSent('demo@example.com');
    await openSignInPage();
    await user.type(
      screen.getByRole('textbox', { name: 'Digit 1 of 6' }),
      '123456',
    );
    expect(
      await screen.findByRole('heading', { name: 'Confirm it’s you' }),
    ).toBeInTheDocument();
    expect(authStore.getState().login.codeVerif).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Use a passkey instead' }),
    ).toBeInTheDocument();
  });

  it('goes back to the start with a note when the pending sign-in has expired', async () => {
    const user = userEvent.setup();
    server.use(
      handle('auth', () => errorResponse('SECOND_FACTOR_REQUIRED')),
      handle('secondFactor', () => errorResponse('SECOND_FACTOR_REQUIRED')),
    );
    await signInByPassword(user);
    await user.type(
      await screen.findByLabelText('Authentication code or recovery code'),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(
      'Your sign-in was not confirmed within 5 minutes.',
    );
    expect(
      screen.getByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByLabelText('Authentication code or recovery code'),
    ).toBeNull();
  });
});
