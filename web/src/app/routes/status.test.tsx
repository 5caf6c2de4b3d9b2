import type { NetworkIssue, ServiceStatusResponse } from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { demoUser } from '@/testing/fixtures';
import { handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const OUTAGE: NetworkIssue = {
  id: 7,
  title: 'EU-1 streams buffering',
  description: 'Some channels buffer.\nWe are on it.',
  state: 'open',
  status: 'Outage',
  priority: 'High',
  affecting: 'Stream EU-1',
  startedAt: '2026-11-28T10:15:00',
  endedAt: null,
  updatedAt: '2026-11-28T11:00:00',
};
const MAINTENANCE: NetworkIssue = {
  ...OUTAGE,
  id: 2,
  title: 'Planned maintenance of the programme guide',
  description: 'The guide may be empty for a few minutes.',
  state: 'scheduled',
  status: null,
  priority: null,
  affecting: null,
  startedAt: '2026-12-04T03:00:00',
  updatedAt: null,
};
const FIXED: NetworkIssue = {
  ...OUTAGE,
  id: 1,
  title: 'Login server slow',
  state: 'resolved',
  status: 'Resolved',
  endedAt: '2026-11-24T21:15:00',
};

function answer(
  issues: NetworkIssue[],
  extra: Partial<ServiceStatusResponse> = {},
): ServiceStatusResponse {
  return {
    error: false,
    issues,
    openCount: issues.filter((issue) => issue.state === 'open').length,
    source: 'feed',
    checkedAt: '2026-11-28T12:00:00.000Z',
    ...extra,
  };
}

let status: ServiceStatusResponse;

beforeEach(() => {
  window.sessionStorage.clear();
  authStore.reset();
  authStore.signedIn(demoUser);
  status = answer([]);
  server.use(handle('serviceStatus', () => status));
});

describe('/status', () => {
  it('lists the open problem with its facts, the planned maintenance and the recently resolved one', async () => {
    status = answer([OUTAGE, MAINTENANCE, FIXED]);
    await renderApp('/dashboard/status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service status' }),
    ).toBeVisible();
    const cards = await screen.findAllByTestId('network-issue');
    expect(
      cards.map((card) => within(card).getByRole('heading').textContent),
    ).toEqual([
      'EU-1 streams buffering',
      'Planned maintenance of the programme guide',
      'Login server slow',
    ]);
    const outage = cards[0] as HTMLElement;
    expect(within(outage).getByText('High')).toBeVisible();
    expect(within(outage).getByText('Outage')).toBeVisible();
    expect(within(outage).getByText('Stream EU-1')).toBeVisible();
    expect(within(outage).getByText('Since')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Planned maintenance' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Recently resolved' }),
    ).toBeVisible();
  });

  it('says all services run normally when nothing is open', async () => {
    status = answer([MAINTENANCE]);
    await renderApp('/dashboard/status');
    expect(await screen.findByTestId('status-all-clear')).toHaveTextContent(
      'All services are running normally.',
    );
  });

  it('gives only the number when the feed is off', async () => {
    status = answer([], { source: 'stats', openCount: 2 });
    await renderApp('/dashboard/status');
    expect(await screen.findByTestId('status-count-only')).toHaveTextContent(
      '2 known problems; details are not published.',
    );
  });
});

describe('the service status banner', () => {
  it('names the open problem on the dashboard, points the attention panel to the status page, and hides for the session', async () => {
    status = answer([OUTAGE]);
    await renderApp('/dashboard');
    const banner = await screen.findByTestId('status-banner');
    expect(banner).toHaveTextContent('Known problem: EU-1 streams buffering.');
    expect(
      within(banner).getByRole('link', { name: 'See the service status' }),
    ).toHaveAttribute('href', '/dashboard/status');
    expect(await screen.findByTestId('status-attention')).toHaveTextContent(
      'There is a known problem with our service.',
    );
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Hide this notice' }),
    );
    await waitFor(() => {
      expect(screen.queryByTestId('status-banner')).toBeNull();
    });
    expect(window.sessionStorage.getItem('members.statusBannerHidden')).toBe(
      '7',
    );
  });

  it('shows nothing while all is well', async () => {
    await renderApp('/dashboard');
    expect(await screen.findByTestId('service-status-link')).toBeVisible();
    expect(screen.queryByTestId('status-banner')).toBeNull();
    expect(screen.queryByTestId('status-attention')).toBeNull();
  });

  it('notes the known problem above the open-ticket form', async () => {
    status = answer([], { source: 'stats', openCount: 1 });
    await renderApp('/dashboard/openTicket');
    expect(await screen.findByTestId('known-problem-note')).toHaveTextContent(
      'There is 1 known problem with our service.',
    );
  });
});
