import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

import { listsWith, makeDeviceSetup } from '../test-fixtures';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const NEW_PASSWORD = 'Nw7pQ2xZr5Kd9m';
let keys: (string | null)[] = [];
let password = 'kT4wZ9pQ2mVx';

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  keys = [];
  password = 'kT4wZ9pQ2mVx';
  server.use(
    handle('deviceSetup', () => makeDeviceSetup({ password })),
    handle('updatePassword', (body, request) => {
      keys.push(request.headers.get('idempotency-key'));
      password = NEW_PASSWORD;
      return {
        error: false,
        ...listsWith(body.serviceid, {}),
        password: NEW_PASSWORD,
      };
    }),
  );
});

async function openDialog() {
  const user = userEvent.setup();
  await renderApp('/dashboard/subscription?subscriptionid=101');
  const card = await screen.findByTestId('password-card');
  await user.click(
    within(card).getByRole('button', { name: 'Reset password' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Reset the line password?',
  });
  return { user, card, dialog };
}

describe('password reset', { timeout: 30_000 }, () => {
  it('warns that every device must be updated, and Cancel changes nothing', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText('The current password stops working at once.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        /Every TV, box and app that uses this subscription must be updated/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys).toEqual([]);
  });

  it('shows the new password, copyable, with the warning again', async () => {
    const { user, card, dialog } = await openDialog();
    await user.click(
      within(dialog).getByRole('button', { name: 'Reset password' }),
    );
    const done = await screen.findByRole('dialog', {
      name: 'Your new password',
    });
    expect(within(done).getByText(NEW_PASSWORD)).toBeVisible();
    expect(within(done).getByText('Update every device now')).toBeVisible();
    await user.click(
      within(done).getByRole('button', { name: 'Copy New password' }),
    );
    expect(await navigator.clipboard.readText()).toBe(NEW_PASSWORD);
    expect(keys).toHaveLength(1);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = within(card).getByTestId('new-password');
    expect(shown).toHaveTextContent(NEW_PASSWORD);
    expect(shown).toHaveTextContent('Update every device now');
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_PASSWORD);
  });

  it('keeps the dialog open and the button busy while resetting', async () => {
    let release: () => void = () => undefined;
    server.use(
      handle('updatePassword', async (body) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return {
          error: false,
          ...listsWith(body.serviceid, {}),
          password: NEW_PASSWORD,
        };
      }),
    );
    const { user, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', {
      name: 'Reset password',
    });
    await user.click(confirm);
    await waitFor(() =>
      expect(confirm).toHaveAttribute('data-loading', 'true'),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Cancel' }),
    ).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('dialog', { name: 'Your new password' }),
    ).toBeInTheDocument();
  });

  it('retries a lost answer with the same idempotency key', async () => {
    let calls = 0;
    server.use(
      handle('updatePassword', (body, request) => {
        calls += 1;
        keys.push(request.headers.get('idempotency-key'));
        if (calls === 1) {
          return HttpResponse.error();
        }
        return {
          error: false,
          ...listsWith(body.serviceid, {}),
          password: NEW_PASSWORD,
        };
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(
      within(dialog).getByRole('button', { name: 'Reset password' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the server.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your new password' }),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says clearly when the subscription has no password field', async () => {
    server.use(
      handle('updatePassword', () =>
        errorResponse('CUSTOM_FIELD_MISSING', { reason: 'password' }),
      ),
    );
    const { user, card, dialog } = await openDialog();
    await user.click(
      within(dialog).getByRole('button', { name: 'Reset password' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password of this subscription can’t be changed here. Please contact support.',
    );
    expect(
      within(dialog).queryByRole('button', { name: 'Reset password' }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(card).queryByRole('button', { name: 'Reset password' }),
    ).toBeNull();
    expect(card).toHaveTextContent(
      'The password of this subscription can’t be changed here.',
    );
  });

  it('offers no reset when the subscription has no password field', async () => {
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        const first = data.subscriptionsData.activeSubs[0];
        if (first) {
          first.hasPasswordField = false;
        }
        return data;
      }),
    );
    await renderApp('/dashboard/subscription?subscriptionid=101');
    const card = await screen.findByTestId('password-card');
    expect(
      within(card).queryByRole('button', { name: 'Reset password' }),
    ).toBeNull();
    expect(card).toHaveTextContent(
      'The password of this subscription can’t be changed here.',
    );
  });
});
