import { notifications } from '@mantine/notifications';
import type { SecurityResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeSecurity } from '@/features/security/test-fixtures';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Members:demo%40example.com?secret=${SECRET}&issuer=Members`;
const CODES = Array.from({ length: 10 }, (_, index) => `CODE${index}-ABCDE`);
const NEW_CODES = CODES.map((code) => code.replace('ABCDE', 'FGHIJ'));

let security: SecurityResponse;
let enabledWith: string[];

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  security = makeSecurity();
  enabledWith = [];
  server.use(
    handle('security', () => security),
    handle('signInHistory', () => ({ error: false, signIns: [] })),
    handle('totpSetup', () => ({
      error: false,
      secret: SECRET,
      uri: URI,
      expiresIn: 600,
    })),
    handle('totpEnable', ({ code }) => {
      enabledWith.push(code);
      if (code !== '123456') {
        return errorResponse('SECOND_FACTOR_INVALID');
      }
      security = makeSecurity({
        totp: { enabled: true, since: '2026-11-24T10:00:00.000Z' },
        recoveryCodesLeft: 10,
      });
      return { ...security, recoveryCodes: CODES };
    }),
    handle('renewRecoveryCodes', () => {
      security = { ...security, recoveryCodesLeft: 10 };
      return { ...security, recoveryCodes: NEW_CODES };
    }),
    handle('totpDisable', () => {
      security = makeSecurity();
      return security;
    }),
  );
});

async function totpSection() {
  const heading = await screen.findByRole('heading', {
    name: 'Authenticator app',
  });
  return heading.closest('section') as HTMLElement;
}

describe('/security, the authenticator app', () => {
  it('is set up with the QR code, a first code, and shows the recovery codes once', async () => {
    await renderApp('/dashboard/security');
    const section = await totpSection();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Set up' }),
    );
    const qr = await within(section).findByTestId('qr-code');
    expect(qr).toHaveAttribute('data-value', URI);
    expect(within(section).getByText(SECRET)).toBeVisible();
    const field = within(section).getByRole('textbox', {
      name: 'Six-digit code from the app',
    });
    await userEvent.type(field, '12345');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn on' }),
    );
    expect(
      await within(section).findByText('Enter the six digits the app shows.'),
    ).toBeVisible();
    expect(enabledWith).toEqual([]);
    await userEvent.type(field, '0');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn on' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This code is wrong or was used already.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn on' }),
    );
    const codes = await within(section).findByTestId('recovery-codes');
    const list = within(codes).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(enabledWith).toEqual(['123450', '123456']);
    expect(
      within(codes).getByRole('button', { name: 'Download as a text file' }),
    ).toBeVisible();
    await userEvent.click(
      within(codes).getByRole('button', { name: 'I have saved them' }),
    );
    expect(within(section).queryByTestId('recovery-codes')).toBeNull();
    expect(within(section).getByTestId('totp-on')).toHaveTextContent(
      /^On since/,
    );
    expect(within(section).getByText('10 recovery codes left')).toBeVisible();
  });

  it('makes new recovery codes after a confirmation and shows them once', async () => {
    security = makeSecurity({
      totp: { enabled: true, since: '2026-11-01T10:00:00.000Z' },
      recoveryCodesLeft: 1,
    });
    await renderApp('/dashboard/security');
    const section = await totpSection();
    expect(
      await within(section).findByText('1 recovery code left'),
    ).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', { name: 'New recovery codes' }),
    );
    const dialog = await screen.findByTestId('renew-codes');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Make new codes' }),
    );
    const codes = await within(section).findByTestId('recovery-codes');
    expect(within(codes).getByText(NEW_CODES[0] ?? '')).toBeVisible();
    await userEvent.click(
      within(codes).getByRole('button', { name: 'I have saved them' }),
    );
    expect(
      await within(section).findByText('10 recovery codes left'),
    ).toBeVisible();
  });

  it('is turned off after a confirmation', async () => {
    security = makeSecurity({
      totp: { enabled: true, since: '2026-11-01T10:00:00.000Z' },
      recoveryCodesLeft: 8,
    });
    await renderApp('/dashboard/security');
    const section = await totpSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Turn off' }),
    );
    const dialog = await screen.findByTestId('disable-totp');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Turn off' }),
    );
    expect(
      await screen.findByText('The authenticator app is off'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: 'Set up' }),
      ).toBeVisible(),
    );
  });

  it('starts again when the setup expired before the first code', async () => {
    server.use(handle('totpEnable', () => errorResponse('SETUP_EXPIRED')));
    await renderApp('/dashboard/security');
    const section = await totpSection();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Set up' }),
    );
    await userEvent.type(
      await within(section).findByRole('textbox', {
        name: 'Six-digit code from the app',
      }),
      '123456',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Turn on' }),
    );
    expect(
      await within(section).findByText(/The setup took too long/),
    ).toBeVisible();
    expect(within(section).queryByTestId('totp-setup')).toBeNull();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Set up' }),
    );
    expect(await within(section).findByTestId('qr-code')).toBeVisible();
    expect(within(section).queryByText(/The setup took too long/)).toBeNull();
  });
});
