import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeDeviceSetup } from '@/features/subscriptions/test-fixtures';
import { authStore } from '@/stores/auth-store';
import { demoUser, envFixture } from '@/testing/fixtures';
import { makeChannels } from '@/testing/fixtures-channels';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let channelCalls: unknown[] = [];

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  channelCalls = [];
  server.use(
    handle('deviceSetup', () => makeDeviceSetup()),
    handle('channels', (body) => {
      channelCalls.push(body);
      return makeChannels(50, new Date().toISOString());
    }),
    handle('channelGuide', () => ({ entries: [] })),
  );
});

/** Opens line 101's page and waits for it and the settings it reads. */
async function openPage() {
  const result = await renderApp('/dashboard/subscription?subscriptionid=101');
  await screen.findByRole('heading', {
    level: 1,
    name: 'IPTV Premium — 12 months',
  });
  await waitFor(() =>
    expect(result.queryClient.getQueryState(['env'])?.status).toBe('success'),
  );
  return result;
}

describe('subscription page: channels', { timeout: 30_000 }, () => {
  it('offers the line’s channels closed, and reads them only once opened', async () => {
    await openPage();
    const section = await screen.findByTestId('channels-card');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Channels' }),
    ).toBeVisible();
    expect(channelCalls).toEqual([]);
    await userEvent.click(
      within(section).getByRole('button', { name: 'Show channels' }),
    );
    await within(section).findByText('50 channels');
    expect(channelCalls).toEqual([{ serviceid: 101 }]);
  });

  it('has no channel section when no IPTV panel is known', async () => {
    // Control: the same page with a panel shows it.
    const control = await openPage();
    expect(await screen.findByTestId('channels-card')).toBeVisible();
    control.unmount();

    server.use(handle('env', () => ({ ...envFixture, linePanel: false })));
    await openPage();
    expect(screen.getByTestId('plan-card')).toBeVisible();
    expect(screen.queryByTestId('channels-card')).toBeNull();
  });
});
