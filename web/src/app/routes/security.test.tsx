import { notifications } from '@mantine/notifications';
import type { SecurityResponse } from '@members/contract';
import { startRegistration } from '@simplewebauthn/browser';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CREATION_OPTIONS,
  makeSecurity,
  NEW_CREDENTIAL,
  PHONE_KEY,
  SIGN_INS,
  USB_KEY,
} from '@/features/security/test-fixtures';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp, watchPageLoads } from '@/testing/render';

// The browser's passkey dialog is WebAuthn's; here it answers at once.
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

let security: SecurityResponse;
let registered: unknown[];

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.mocked(startRegistration).mockReset();
  vi.mocked(startRegistration).mockResolvedValue(NEW_CREDENTIAL);
  security = makeSecurity();
  registered = [];
  server.use(
    handle('security', () => security),
    handle('signInHistory', () => ({ error: false, signIns: SIGN_INS })),
    handle('passkeyRegisterOptions', () => CREATION_OPTIONS),
    handle('passkeyRegister', (body) => {
      registered.push(body);
      security = makeSecurity({
        passkeys: [
          ...security.passkeys,
          { ...USB_KEY, id: body.credential.id, name: 'Chrome on Linux' },
        ],
      });
      return security;
    }),
    handle('renamePasskey', ({ id, name }) => {
      security = makeSecurity({
        passkeys: security.passkeys.map((key) =>
          key.id === id ? { ...key, name } : key,
        ),
      });
      return security;
    }),
    handle('removePasskey', ({ id }) => {
      security = makeSecurity({
        passkeys: security.passkeys.filter((key) => key.id !== id),
      });
      return security;
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function passkeyRows() {
  return screen.findAllByTestId('passkey');
}

describe('/security', () => {
  it('lists the passkeys with their dates and the synced one marked, and the last sign-ins', async () => {
    await renderApp('/dashboard/security');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sign-in and security',
      }),
    ).toBeVisible();
    const [phone, usb] = (await passkeyRows()) as [HTMLElement, HTMLElement];
    expect(within(phone).getByText('iPhone')).toBeVisible();
    expect(within(phone).getByText('Synced')).toBeVisible();
    expect(within(usb).getByText('YubiKey')).toBeVisible();
    expect(within(usb).queryByText('Synced')).toBeNull();
    expect(within(usb).getByText('Not used yet')).toBeVisible();
    const signIns = await screen.findAllByTestId('sign-in');
    expect(signIns).toHaveLength(2);
    const [byKey, byPassword] = signIns as [HTMLElement, HTMLElement];
    expect(within(byKey).getByText('Passkey')).toBeVisible();
    expect(within(byKey).queryByText('New device')).toBeNull();
    expect(
      within(byPassword).getByText('Password and authenticator app'),
    ).toBeVisible();
    expect(within(byPassword).getByText('Firefox 133 on Linux')).toBeVisible();
    expect(within(byPassword).getByText('203.0.113.x')).toBeVisible();
    expect(within(byPassword).getByText('New device')).toBeVisible();
    expect(screen.getByTestId('devices-link')).toHaveAttribute(
      'href',
      '/dashboard/devices',
    );
  });

  it('adds a passkey with the browser’s dialog and shows it from the answer', async () => {
    await renderApp('/dashboard/security');
    await passkeyRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a passkey' }),
    );
    expect(await screen.findByText('The passkey was added')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByTestId('passkey')).toHaveLength(3),
    );
    expect(screen.getByText('Chrome on Linux')).toBeVisible();
    const { error: _envelope, ...optionsJSON } = CREATION_OPTIONS;
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON });
    expect(registered).toEqual([{ credential: NEW_CREDENTIAL }]);
  });

  it('says quietly that no passkey was added when the browser’s dialog is closed', async () => {
    vi.mocked(startRegistration).mockRejectedValue(
      new DOMException('The operation was cancelled', 'NotAllowedError'),
    );
    await renderApp('/dashboard/security');
    await passkeyRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a passkey' }),
    );
    expect(
      await screen.findByText(
        'No passkey was added: the browser’s dialog was closed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(registered).toEqual([]);
  });

  it('asks to sign in again when adding a passkey needs a recent sign-in, and comes back here after', async () => {
    let signedOut = 0;
    server.use(
      handle('passkeyRegisterOptions', () => errorResponse('REAUTH_REQUIRED')),
      handle('logout', () => {
        signedOut += 1;
        return { error: false };
      }),
    );
    const loads = watchPageLoads();
    await renderApp('/dashboard/security');
    await passkeyRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Add a passkey' }),
    );
    expect(await screen.findByText('Sign in again first')).toBeVisible();
    expect(startRegistration).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign in again' }),
    );
    await waitFor(() => expect(loads).toEqual(['/dashboard/login']));
    expect(signedOut).toBe(1);
    expect(authStore.getState().redirectPath).toBe('/security');
  });

  it('explains why, after a sign-in that offers a second factor, until one is set up', async () => {
    security = {
      ...security,
      passkeys: [],
      totp: { enabled: false, since: null },
    };
    await renderApp('/dashboard/security?suggest=second-factor');
    expect(await screen.findByTestId('security-suggestion')).toHaveTextContent(
      'Set up a second step here',
    );
  });

  it('says nothing more when a factor is already there', async () => {
    await renderApp('/dashboard/security?suggest=second-factor');
    expect(await passkeyRows()).toHaveLength(2);
    expect(screen.queryByTestId('security-suggestion')).toBeNull();
  });

  it('offers no button where the browser cannot use passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await renderApp('/dashboard/security');
    await passkeyRows();
    expect(screen.getByTestId('passkeys-unsupported')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('renames a passkey in place', async () => {
    await renderApp('/dashboard/security');
    await passkeyRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Rename YubiKey' }),
    );
    const field = screen.getByRole('textbox', { name: 'Name of the passkey' });
    expect(field).toHaveValue('YubiKey');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a name of up to 60 characters.'),
    ).toBeVisible();
    await userEvent.type(field, 'Key ring');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passkey was renamed')).toBeVisible();
    expect(await screen.findByText('Key ring')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('removes a passkey after a confirmation', async () => {
    await renderApp('/dashboard/security');
    await passkeyRows();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove iPhone' }),
    );
    const dialog = await screen.findByTestId('remove-passkey');
    expect(
      within(dialog).getByText(/“iPhone” will no longer sign you in/),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove passkey' }),
    );
    expect(await screen.findByText('The passkey was removed')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByTestId('passkey')).toHaveLength(1),
    );
    expect(screen.queryByText(PHONE_KEY.name)).toBeNull();
  });

  it('explains that the site has no passkeys or second factor set up', async () => {
    security = makeSecurity({ available: false, passkeys: [] });
    await renderApp('/dashboard/security');
    expect(await screen.findByTestId('security-unavailable')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByText('Authenticator app')).toBeNull();
  });

  it('is in German under its prefix', async () => {
    await renderApp('/dashboard/de-de/security', { locale: 'de-de' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Anmeldung und Sicherheit',
      }),
    ).toBeVisible();
  });
});
