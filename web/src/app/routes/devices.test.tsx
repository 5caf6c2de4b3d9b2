import { notifications } from '@mantine/notifications';
import type { DeviceSession } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const THIS: DeviceSession = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  current: true,
  browser: 'Firefox 133',
  os: 'Linux',
  ip: '203.0.113.7',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastSeenAt: '2026-11-24T18:00:00.000Z',
};
const PHONE: DeviceSession = {
  id: 'BBBBBBBBBBBBBBBBBBBBBB',
  current: false,
  browser: 'Safari 17',
  os: 'iOS 17',
  ip: '198.51.100.4',
  createdAt: '2026-11-01T12:00:00.000Z',
  lastSeenAt: '2026-11-23T07:15:00.000Z',
};
const OLD_PC: DeviceSession = {
  ...PHONE,
  id: 'CCCCCCCCCCCCCCCCCCCCCC',
  browser: null,
  os: null,
};

let listed: DeviceSession[];

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  listed = [THIS, PHONE, OLD_PC];
  server.use(
    handle('sessions', () => ({ error: false, sessions: listed })),
    handle('endSession', ({ id }) => {
      if (!listed.some((device) => device.id === id)) {
        return errorResponse('NOT_FOUND');
      }
      listed = listed.filter((device) => device.id !== id);
      return { error: false };
    }),
    handle('endOtherSessions', () => {
      const ended = listed.filter((device) => !device.current).length;
      listed = listed.filter((device) => device.current);
      return { error: false, ended };
    }),
  );
});

describe('/devices', () => {
  it('lists the sessions, this device marked and without a sign-out button', async () => {
    await renderApp('/dashboard/devices');
    const rows = await screen.findAllByTestId('device');
    expect(rows).toHaveLength(3);
    const [current, phone, unknown] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(current).getByText('Firefox 133 on Linux')).toBeVisible();
    expect(within(current).getByText('This device')).toBeVisible();
    expect(within(current).getByText('203.0.113.7')).toBeVisible();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(phone).getByText('Safari 17 on iOS 17')).toBeVisible();
    expect(
      within(phone).getByRole('button', {
        name: 'Sign out Safari 17 on iOS 17',
      }),
    ).toBeVisible();
    expect(within(unknown).getByText('Unknown device')).toBeVisible();
  });

  it('ends one other session and shows the list without it', async () => {
    await renderApp('/dashboard/devices');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Sign out Safari 17 on iOS 17',
      }),
    );
    expect(
      await screen.findByText('Safari 17 on iOS 17 was signed out'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByTestId('device')).toHaveLength(2),
    );
  });

  it('ends all other sessions at once', async () => {
    await renderApp('/dashboard/devices');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other devices' }),
    );
    expect(
      await screen.findByText('2 other devices were signed out'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByTestId('device')).toHaveLength(1),
    );
    expect(screen.getByTestId('no-other-devices')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sign out all other devices' }),
    ).toBeNull();
  });

  it('says so when the list cannot be read, with a retry', async () => {
    server.use(handle('sessions', () => errorResponse('STORE_UNAVAILABLE')));
    await renderApp('/dashboard/devices');
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('links to the sign-in and security page', async () => {
    await renderApp('/dashboard/devices');
    await screen.findAllByTestId('device');
    expect(screen.getByTestId('security-link')).toHaveAttribute(
      'href',
      '/dashboard/security',
    );
  });

  it('is in German under its prefix', async () => {
    await renderApp('/dashboard/de-de/devices', { locale: 'de-de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Geräte' }),
    ).toBeVisible();
    expect(await screen.findByText('Firefox 133 unter Linux')).toBeVisible();
  });
});

describe('account menu', () => {
  it('opens with My details, Devices, Sign-in and security, Your data, Payment, E-mails, Order another line and Sign out and closes with Escape', async () => {
    await renderApp('/dashboard/devices');
    const button = await screen.findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('menuitem', { name: 'My details' });
    await waitFor(() => expect(details).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Devices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('menuitem', { name: 'Sign-in and security' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Your data' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Payment' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'E-mails' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(
      screen.getByRole('menuitem', { name: 'Order another line' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
