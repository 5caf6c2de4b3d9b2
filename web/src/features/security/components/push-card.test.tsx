import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeSecurity, SIGN_INS } from '@/features/security/test-fixtures';
import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  server.use(
    handle('security', () => makeSecurity()),
    handle('signInHistory', () => ({ error: false, signIns: SIGN_INS })),
  );
});

describe('the reminders card of the security page', () => {
  it('says reminders are not available when the server has no push key', async () => {
    await renderApp('/dashboard/security');
    const card = await screen.findByTestId('push-card');
    expect(
      await within(card).findByText(
        'Reminders are not available on this site.',
      ),
    ).toBeVisible();
    expect(within(card).queryByTestId('push-switch')).toBeNull();
  });

  it('says a browser without the Push API cannot receive them', async () => {
    server.use(handle('pushKey', () => ({ error: false, publicKey: 'BKey' })));
    await renderApp('/dashboard/de-de/security');
    const card = await screen.findByTestId('push-card');
    expect(
      await within(card).findByTestId('push-unsupported'),
    ).toHaveTextContent('Dieser Browser kann keine Erinnerungen empfangen.');
  });
});
