import { BRAND_LOGO_META, FOOTER_LINKS_ID } from '@members/contract';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveCodeTimer } from '@/features/auth/utils/code-timer';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { makeSession, sendCodeFixture } from '@/testing/fixtures-auth';
import { errorResponse, handle, server } from '@/testing/msw';
import { openSignInPage, resetSignInPage } from '@/testing/sign-in-page';

beforeEach(() => {
  resetSignInPage();
});

function passwordField() {
  return screen.getByLabelText('Password', {
    selector: 'input:not([type=radio])',
  });
}

describe('sign-in page: shell', () => {
  it('shows the provider’s logo the server named, named by the provider, the dark one in the dark scheme', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="${BRAND_LOGO_META.light}" content="/dashboard/brand/logo-0123456789abcdef.svg">` +
        `<meta name="${BRAND_LOGO_META.dark}" content="/dashboard/brand/logo-dark-0123456789abcdef.svg">`,
    );
    const user = userEvent.setup();
    await openSignInPage();
    const logo = screen.getByRole('img', { name: 'StreamMax' });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute(
      'src',
      '/dashboard/brand/logo-0123456789abcdef.svg',
    );
    expect(logo).toHaveAttribute('height', '32');
    expect(screen.getByRole('link', { name: 'StreamMax' })).toContainElement(
      logo,
    );
    // Not the mark and name besides.
    expect(screen.queryByText('StreamMax')).toBeNull();
    const source = logo.parentElement?.querySelector('source');
    expect(source).toHaveAttribute(
      'srcset',
      '/dashboard/brand/logo-dark-0123456789abcdef.svg',
    );
    expect(source).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    await user.selectOptions(screen.getByTestId('color-scheme-switch'), 'dark');
    expect(source).toHaveAttribute('media', 'all');
    await user.selectOptions(
      screen.getByTestId('color-scheme-switch'),
      'light',
    );
    expect(source).toHaveAttribute('media', 'not all');
    await user.selectOptions(screen.getByTestId('color-scheme-switch'), 'auto');
    expect(source).toHaveAttribute('media', '(prefers-color-scheme: dark)');
  });

  it('shows the provider, the language menu and the sign-in card in the page language', async () => {
    const user = userEvent.setup();
    await openSignInPage('/dashboard/de-de/login?invoiceid=1001');
    expect(screen.getByText('StreamMax')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Anmelden' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.cookie).toContain('browserLang=de-de');
    await user.click(screen.getByTestId('language-switcher'));
    const french = screen.getByRole('menuitem', { name: 'Français' });
    expect(french).toHaveAttribute(
      'href',
      '/dashboard/fr-fr/login?invoiceid=1001',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('menu', { hidden: true })).not.toBeVisible();
  });

  it('links to the cancel page from the footer, in the page language, without a menu', async () => {
    await openSignInPage('/dashboard/de-de/login');
    const link = screen.getByRole('link', { name: 'Verträge hier kündigen' });
    expect(link).toHaveAttribute('href', '/dashboard/de-de/cancel');
    expect(link.closest('footer')).not.toBeNull();
    expect(link.closest('[role=menu]')).toBeNull();
  });

  it('links to the withdraw page beside it, in the page language, without a menu', async () => {
    await openSignInPage('/dashboard/de-de/login');
    const link = screen.getByRole('link', { name: 'Vertrag widerrufen' });
    expect(link).toHaveAttribute('href', '/dashboard/de-de/withdraw');
    expect(link.closest('footer')).toBe(
      screen
        .getByRole('link', { name: 'Verträge hier kündigen' })
        .closest('footer'),
    );
    expect(link.closest('[role=menu]')).toBeNull();
  });

  it('shows the provider’s legal pages and support contact the server wrote in', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${FOOTER_LINKS_ID}">${JSON.stringify(
        {
          legal: {
            imprint: 'https://tv.example/impressum',
            privacy: null,
            terms: 'https://tv.example/agb',
          },
          support: {
            email: 'hilfe@tv.example',
            phone: null,
            whatsapp: null,
            telegram: 'https://t.me/tv_help',
          },
        },
      )}</script>`,
    );
    await openSignInPage('/dashboard/de-de/login');
    const footer = screen.getByRole('navigation', {
      name: 'Rechtliches und Hilfe',
    });
    expect(footer.closest('footer')).not.toBeNull();
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Impressum', 'https://tv.example/impressum'],
      ['AGB', 'https://tv.example/agb'],
      ['E-Mail: hilfe@tv.example', 'mailto:hilfe@tv.example'],
      ['Telegram', 'https://t.me/tv_help'],
    ]);
    expect(
      within(footer).getByRole('link', { name: 'Impressum' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no legal links when the provider set none', async () => {
    await openSignInPage('/dashboard/login');
    expect(screen.queryByTestId('footer-links')).toBeNull();
  });

  it('marks each language in its own language, Svenska as sv (se would be Northern Sami)', async () => {
    await openSignInPage('/dashboard/login');
    const langs = screen
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => [item.textContent, item.getAttribute('lang')]);
    expect(langs).toEqual([
      ['English', 'en'],
      ['Português', 'pt'],
      ['Español', 'es'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
      ['Svenska', 'sv'],
      ['Türkçe', 'tr'],
    ]);
  });

  it('takes credentials out of the address at once and keeps a service link for after sign-in', async () => {
    await openSignInPage(
      '/dashboard/login?sso=abc&secret=s&identifier=i&serviceid=101&aff_id=partner7',
    );
    expect(window.location.search).toBe('?serviceid=101&aff_id=partner7');
    expect(authStore.getState().redirectPath).toBe(
      '/subscription?subscriptionid=101',
    );
    expect(document.cookie).toContain('aff_id=partner7');
  });

  it('explains a refused entry link', async () => {
    await openSignInPage('/dashboard/login?entry=invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used',
    );
  });
});

describe('sign-in page: e-mailed code', () => {
  it('asks for an address, then a valid one, without calling the server', async () => {
    const user = userEvent.setup();
    await openSignInPage();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(
      screen.getByText(/Enter a valid e-mail address/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends the code in the page language, then verifies the typed code and leaves for the remembered page', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const verified: unknown[] = [];
    server.use(
      handle('sendCode', (body) => {
        sent.push(body);
        return sendCodeFixture;
      }),
      handle('verifyCode', (body) => {
        verified.push(body);
        return makeSession();
      }),
    );
    authStore.rememberPath('/invoice?invoiceid=1001');
    const loaded = await openSignInPage();
    await user.type(
      screen.getByLabelText('E-mail address'),
      ' demo@example.com ',
    );
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'demo@example.com', locale: 'en-en' }]);
    expect(authStore.getState().login.codeVerif).toBe(true);
    expect(screen.getByText('Code expires in')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /Resend code in 1:00|Resend code in 0:59/,
      }),
    ).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Digit 1 of 6' }),
      '123456',
    );
    await waitFor(() =>
      expect(loaded).toEqual(['/dashboard/invoice?invoiceid=1001']),
    );
    expect(verified).toEqual([
      { emailToVerif: 'demo@example.com', code: '123456' },
    ]);
    expect(authStore.getState().auth).toEqual({
      loggedIn: true,
      user: demoUser,
    });
    expect(authStore.getState().redirectPath).toBeNull();
  });

  it('leaves for the security page when the sign-in offers to set up a second factor', async () => {
    const user = userEvent.setup();
    server.use(
      handle('verifyCode', () => ({
        ...makeSession(),
        setUpSecondFactor: true,
      })),
    );
    authStore.rememberPath('/invoice?invoiceid=1001');
    authStore.codeSent('demo@example.com');
    const loaded = await openSignInPage();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await waitFor(() =>
      expect(loaded).toEqual(['/dashboard/security?suggest=second-factor']),
    );
  });

  it('spreads a pasted code over the boxes and submits it once', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      handle('verifyCode', () => {
        calls += 1;
        return makeSession();
      }),
    );
    authStore.codeSent('demo@example.com');
    const loaded = await openSignInPage();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(calls).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(
      '1',
    );
  });

  it('shows a wrong code translated, empties the boxes and moves back on Backspace', async () => {
    const user = userEvent.setup();
    server.use(handle('verifyCode', () => errorResponse('CODE_INVALID')));
    authStore.codeSent('demo@example.com');
    await openSignInPage();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await user.type(first, '12');
    await user.keyboard('{Backspace}{Backspace}');
    expect(first).toHaveFocus();
    expect(first).toHaveValue('');
    await user.type(first, '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is wrong or no longer valid',
    );
    expect(first).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['a zero user id', { ...makeSession(), userid: 0 }],
    ['no user id at all', { error: false, token: 't', user: demoUser }],
  ])(
    'counts an answer with %s as a failure with its own flag and message, not as a wrong code (product rules: Validation)',
    async (_name, answer) => {
      const user = userEvent.setup();
      server.use(handle('verifyCode', () => HttpResponse.json(answer)));
      authStore.codeSent('demo@example.com');
      const loaded = await openSignInPage();
      const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
      await user.type(first, '123456');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This code did not lead to an account');
      expect(alert).not.toHaveTextContent('This code is wrong');
      expect(first).not.toHaveAttribute('aria-invalid', 'true');
      expect(loaded).toEqual([]);
      expect(authStore.getState().auth.loggedIn).toBe(false);
    },
  );

  it('resends after the cooldown and says the new code is on its way', async () => {
    const user = userEvent.setup();
    server.use(handle('sendCode', () => sendCodeFixture));
    authStore.codeSent('demo@example.com');
    saveCodeTimer({
      email: 'demo@example.com',
      sentAt: Date.now() - 120_000,
      expiresIn: 600,
      resendIn: 60,
    });
    await openSignInPage();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code is on its way',
    );
  });

  it('says when the code has expired', async () => {
    authStore.codeSent('demo@example.com');
    saveCodeTimer({
      email: 'demo@example.com',
      sentAt: Date.now() - 700_000,
      expiresIn: 600,
      resendIn: 60,
    });
    await openSignInPage();
    expect(
      screen.getByText('This code has expired. Ask for a new one below.'),
    ).toBeInTheDocument();
  });

  it('goes back to the e-mail step with codeVerif cleared', async () => {
    const user = userEvent.setup();
    authStore.codeSent('demo@example.com');
    await openSignInPage();
    await user.click(
      screen.getByRole('button', { name: 'Use another address' }),
    );
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'demo@example.com',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(authStore.getState().login.codeVerif).toBe(false);
  });

  it('says how long to wait when sending is rate-limited', async () => {
    const user = userEvent.setup();
    server.use(
      handle('sendCode', () =>
        errorResponse('RATE_LIMITED', { retryAfter: 42 }),
      ),
    );
    await openSignInPage();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please try again in 42 seconds',
    );
  });
});

describe('sign-in page: password', () => {
  it('switches method, keeps the address and signs in', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      handle('auth', (body) => {
        asked.push(body);
        return makeSession();
      }),
    );
    const loaded = await openSignInPage();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'demo@example.com',
    );
    await user.click(screen.getByText('Password', { selector: 'label' }));
    expect(screen.getByRole('radio', { name: 'Password' })).toBeChecked();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'demo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(passwordField(), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(asked).toEqual([
      { email: 'demo@example.com', password: 'demo-password-1' },
    ]);
  });

  it('says when the e-mail or password is wrong and clears the password', async () => {
    const user = userEvent.setup();
    server.use(handle('auth', () => errorResponse('INVALID_CREDENTIALS')));
    authStore.setPasswordLess(false);
    authStore.setEmail('demo@example.com');
    await openSignInPage();
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is wrong.',
    );
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
  });

  it('sends a two-step account to the e-mailed code with the address kept', async () => {
    const user = userEvent.setup();
    server.use(handle('auth', () => errorResponse('TWO_FACTOR_REQUIRED')));
    authStore.setPasswordLess(false);
    await openSignInPage();
    await user.type(
      screen.getByLabelText('E-mail address'),
      'twofactor@example.com',
    );
    await user.type(passwordField(), 'twofactor-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    // Until they set up a second factor here: the e-mailed code, then the security page.
    expect(alert).toHaveTextContent(
      'Sign in with an e-mailed code, then set up a second factor under “Sign-in and security”',
    );
    await user.click(
      within(alert).getByRole('button', { name: 'E-mail me a code instead' }),
    );
    expect(screen.getByRole('radio', { name: 'E-mail code' })).toBeChecked();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(
      'twofactor@example.com',
    );
    expect(
      screen.getByRole('button', { name: 'E-mail me a code' }),
    ).toHaveFocus();
  });
});

describe('sign-in page: signup', () => {
  it('checks the password rule, signs up, and leads back to sign-in', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      handle('signup', (body) => {
        asked.push(body);
        return { error: false };
      }),
    );
    await openSignInPage();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(window.location.search).toBe('?signup=1');
    expect(
      screen.getByRole('heading', { name: 'Create your account' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Choose a password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText('Choose a password'), ' but longer');
    expect(screen.getByText('(done)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your mailbox' }),
    ).toHaveFocus();
    expect(asked).toEqual([
      {
        email: 'new@example.com',
        password: 'short but longer',
        locale: 'en-en',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});

describe('sign-in page: signup confirmation link', () => {
  it('confirms once and leaves for home signed in', async () => {
    let calls = 0;
    server.use(
      handle('confirmSignup', () => {
        calls += 1;
        return makeSession();
      }),
    );
    const loaded = await openSignInPage('/dashboard/login?confirm=token-1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Confirming your account',
    );
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(calls).toBe(1);
  });

  it('explains a bad link and drops the token from the address', async () => {
    const user = userEvent.setup();
    server.use(handle('confirmSignup', () => errorResponse('CODE_INVALID')));
    await openSignInPage('/dashboard/login?confirm=token-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The confirmation link is wrong',
    );
    expect(window.location.search).toBe('');
    expect(
      screen.queryByRole('button', { name: 'Try again' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in' }),
    ).toBeInTheDocument();
  });
});
