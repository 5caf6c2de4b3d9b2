import { notifications } from '@mantine/notifications';
import type { SecurityResponse } from '@members/contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ASSERTION,
  makeSecurity,
  PHONE_KEY,
  REQUEST_OPTIONS,
} from '@/features/security/test-fixtures';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const CHECKED_UNTIL = '2026-11-24T10:10:00.000Z';

let security: SecurityResponse;
/** The Idempotency-Key of every removePasskey sent, and whether it was let through. */
let removals: { key: string | null; isDone: boolean }[];
let stepUps: unknown[];
let isChecked: boolean;

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.mocked(startAuthentication).mockReset();
  vi.mocked(startAuthentication).mockResolvedValue(ASSERTION);
  security = makeSecurity({
    totp: { enabled: true, since: '2026-11-01T10:00:00.000Z' },
    recoveryCodesLeft: 10,
  });
  removals = [];
  stepUps = [];
  isChecked = false;
  server.use(
    handle('security', () => security),
    handle('signInHistory', () => ({ error: false, signIns: [] })),
    handle('removePasskey', ({ id }, request) => {
      const key = request.headers.get('idempotency-key');
      removals.push({ key, isDone: isChecked });
      if (!isChecked) {
        return errorResponse('STEP_UP_REQUIRED');
      }
      security = {
        ...security,
        passkeys: security.passkeys.filter((passkey) => passkey.id !== id),
      };
      return security;
    }),
    handle('passkeySignInOptions', () => REQUEST_OPTIONS),
    handle('stepUp', (body) => {
      stepUps.push(body);
      if ('code' in body && body.code !== '654321') {
        return errorResponse('SECOND_FACTOR_INVALID');
      }
      isChecked = true;
      return { error: false, checkedUntil: CHECKED_UNTIL };
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Asks to remove the iPhone passkey and confirms; the server wants a step-up. */
async function removeIPhone() {
  await renderApp('/dashboard/security');
  await userEvent.click(
    await screen.findByRole('button', { name: `Remove ${PHONE_KEY.name}` }),
  );
  const confirm = await screen.findByTestId('remove-passkey');
  await userEvent.click(
    within(confirm).getByRole('button', { name: 'Remove passkey' }),
  );
  return screen.findByTestId('step-up');
}

describe('step-up', () => {
  it('confirms with a code and sends the change again with the same key', async () => {
    const dialog = await removeIPhone();
    expect(
      screen.getByRole('dialog', { name: 'Confirm it is you' }),
    ).toBeVisible();
    const field = within(dialog).getByRole('textbox', {
      name: 'Code from the app or a recovery code',
    });
    await userEvent.type(field, '111111');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This code is wrong or was used already.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The passkey was removed')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByTestId('passkey')).toHaveLength(1),
    );
    expect(screen.queryByTestId('step-up')).toBeNull();
    expect(stepUps).toEqual([{ code: '111111' }, { code: '654321' }]);
    expect(removals).toHaveLength(2);
    const [refused, done] = removals as [
      (typeof removals)[0],
      (typeof removals)[0],
    ];
    expect(refused.isDone).toBe(false);
    expect(done.isDone).toBe(true);
    expect(done.key).toBe(refused.key);
    expect(refused.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('confirms with a passkey and sends the change again', async () => {
    const dialog = await removeIPhone();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Use a passkey' }),
    );
    expect(await screen.findByText('The passkey was removed')).toBeVisible();
    const { error: _envelope, ...optionsJSON } = REQUEST_OPTIONS;
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON });
    expect(stepUps).toEqual([{ credential: ASSERTION }]);
    expect(removals.map((removal) => removal.isDone)).toEqual([false, true]);
    expect(removals[1]?.key).toBe(removals[0]?.key);
  });

  it('leaves the change refused when the customer closes the dialog', async () => {
    const dialog = await removeIPhone();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancel' }),
    );
    const confirm = await screen.findByTestId('remove-passkey');
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Confirm it is you to make this change.',
    );
    expect(screen.queryByTestId('step-up')).toBeNull();
    expect(removals).toHaveLength(1);
    expect(screen.getAllByTestId('passkey')).toHaveLength(2);
  });
});
