import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeDeviceSetup } from '@/features/subscriptions/test-fixtures';
import { MASK } from '@/features/subscriptions/utils/device-setup';
import { authStore } from '@/stores/auth-store';
import { demoUser, makeAllData, makeLineStatus } from '@/testing/fixtures';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// The whole app renders in these tests: give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let setupRequests: unknown[] = [];

beforeEach(() => {
  authStore.reset();
  authStore.signedIn(demoUser);
  setupRequests = [];
  server.use(
    handle('deviceSetup', (body) => {
      setupRequests.push(body);
      return makeDeviceSetup();
    }),
  );
});

function field(label: string): HTMLElement {
  const match = screen
    .getAllByTestId('copy-field')
    .find((element) => within(element).queryByText(label, { exact: true }));
  if (!match) {
    throw new Error(`no field ${label}`);
  }
  return match;
}

const setup = makeDeviceSetup();
const PLAYLIST_BASE =
  'http://line.example.tv:8080/get.php?username=demo101&password=kT4wZ9pQ2mVx&type=m3u_plus&output=';

async function openPage(id: number | string = 101) {
  const user = userEvent.setup();
  const result = await renderApp(
    `/dashboard/subscription?subscriptionid=${id}`,
  );
  return { user, ...result };
}

describe('subscription page', { timeout: 30_000 }, () => {
  it('shows the plan with copyable fields', async () => {
    await openPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'IPTV Premium — 12 months',
      }),
    ).toBeInTheDocument();
    const plan = screen.getByTestId('plan-card');
    expect(within(plan).getByText('IPTV Premium — 12 months')).toBeVisible();
    expect(field('Registered')).toHaveTextContent('Jan 15, 2026');
    expect(field('Next due')).toHaveTextContent('Jan 15, 2027');
    expect(field('Status')).toHaveTextContent('Active');
    expect(field('Price')).toHaveTextContent('€89.00 / year');
    for (const name of [
      'Copy Product',
      'Copy Status',
      'Copy Registered',
      'Copy Next due',
      'Copy MAC address',
      'Copy Parental code',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', { name: 'Back to subscriptions' }),
    ).toHaveAttribute('href', '/dashboard/#subscriptions');
  });

  it('shows the device login from deviceSetup, the password masked', async () => {
    await openPage();
    await screen.findByText('http://line.example.tv:8080');
    expect(setupRequests).toEqual([{ serviceid: 101 }]);
    expect(field('Server URL')).toHaveTextContent(
      'http://line.example.tv:8080',
    );
    expect(field('Username')).toHaveTextContent('demo101');
    expect(field('Password')).not.toHaveTextContent(setup.password);
    expect(field('Playlist URL')).toHaveTextContent(
      `http://line.example.tv:8080/get.php?username=demo101&password=${MASK}&type=m3u_plus&output=ts`,
    );
    expect(field('TV guide URL (EPG)')).not.toHaveTextContent(setup.password);
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Download playlist' }),
    ).toHaveAttribute('href', setup.playlistUrl);
  });

  it('offers the playlist in each format the line allows', async () => {
    const { user } = await openPage();
    const choice = await screen.findByRole('radiogroup', {
      name: 'Stream format',
    });
    const download = () =>
      screen.getByRole('link', { name: 'Download playlist' });
    expect(download()).toHaveAttribute('href', `${PLAYLIST_BASE}ts`);
    await user.click(within(choice).getByText('HLS (m3u8)'));
    expect(field('Playlist URL')).toHaveTextContent(
      `password=${MASK}&type=m3u_plus&output=m3u8`,
    );
    expect(download()).toHaveAttribute('href', `${PLAYLIST_BASE}m3u8`);
  });

  it('offers only the format the panel allows the line', async () => {
    server.use(
      handle('lineStatus', () => makeLineStatus({ outputFormats: ['m3u8'] })),
    );
    await openPage();
    expect(await screen.findByTestId('playlist-format')).toHaveTextContent(
      'Stream format: HLS (m3u8)',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(field('Playlist URL')).toHaveTextContent('output=m3u8');
    expect(
      screen.getByRole('link', { name: 'Download playlist' }),
    ).toHaveAttribute('href', `${PLAYLIST_BASE}m3u8`);
  });

  it('reveals the password, the URLs and the QR code together', async () => {
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Show Password' }),
    );
    expect(field('Password')).toHaveTextContent(setup.password);
    expect(field('Playlist URL')).toHaveTextContent(setup.playlistUrl);
    expect(field('TV guide URL (EPG)')).toHaveTextContent(setup.epgUrl ?? '');
    expect(
      screen.getByRole('img', { name: 'QR code of your playlist URL' }),
    ).toBeInTheDocument();
    await user.click(
      within(field('Playlist URL')).getByRole('button', {
        name: 'Hide Playlist URL',
      }),
    );
    expect(field('Password')).not.toHaveTextContent(setup.password);
    expect(screen.queryByTestId('qr-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(screen.getByTestId('qr-code')).toBeInTheDocument();
  });

  it('copies the playlist URL and the password while they are masked', async () => {
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Copy Playlist URL' }),
    );
    expect(await navigator.clipboard.readText()).toBe(setup.playlistUrl);
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(await navigator.clipboard.readText()).toBe(setup.password);
    await user.click(screen.getByRole('button', { name: 'Copy Server URL' }));
    expect(await navigator.clipboard.readText()).toBe(setup.serverUrl);
  });

  it('leaves out the guide URL when there is none', async () => {
    server.use(handle('deviceSetup', () => makeDeviceSetup({ epgUrl: null })));
    await openPage();
    await screen.findByText('http://line.example.tv:8080');
    expect(screen.queryByText('TV guide URL (EPG)')).toBeNull();
  });

  it('shows steps per device family, with the MAG portal and MAC', async () => {
    const { user } = await openPage();
    const guide = await screen.findByTestId('setup-guide');
    expect(
      within(guide).getByText('Samsung, LG and other smart TVs'),
    ).toBeVisible();
    for (const tab of [
      'Smart TV',
      'Android',
      'iPhone & iPad',
      'MAG box',
      'Enigma2',
      'PC & Mac',
    ]) {
      expect(within(guide).getByRole('tab', { name: tab })).toBeVisible();
    }
    await user.click(within(guide).getByRole('tab', { name: 'MAG box' }));
    const panel = within(guide).getByRole('tabpanel');
    expect(
      within(panel).getByText(/Settings → System settings → Servers/),
    ).toBeVisible();
    expect(
      within(panel)
        .getByText('Portal URL')
        .closest('[data-testid="copy-field"]'),
    ).toHaveTextContent('http://line.example.tv:8080/c/');
    expect(within(panel).getByText('00:1A:79:12:34:56')).toBeVisible();
    await user.click(within(guide).getByRole('tab', { name: 'PC & Mac' }));
    expect(
      within(within(guide).getByRole('tabpanel')).getByText(
        'Install VLC media player from videolan.org.',
      ),
    ).toBeVisible();
  });

  it('masks the parental code until revealed', async () => {
    server.use(
      handle('allData', () => {
        const data = makeAllData();
        const first = data.subscriptionsData.activeSubs[0];
        if (first) {
          first.parentalCode = '4821';
        }
        return data;
      }),
    );
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 1 });
    const code = field('Current parental code');
    expect(code).not.toHaveTextContent('4821');
    expect(code).toHaveTextContent('••••');
    await user.click(
      within(code).getByRole('button', { name: 'Show parental code' }),
    );
    expect(code).toHaveTextContent('4821');
    await user.click(
      within(code).getByRole('button', { name: 'Hide parental code' }),
    );
    expect(code).not.toHaveTextContent('4821');
  });

  it('says when no MAC is set, with nothing to copy', async () => {
    await openPage(102);
    await screen.findByRole('heading', { level: 1 });
    expect(field('Current MAC address')).toHaveTextContent(
      'No device added yet',
    );
    expect(
      screen.queryByRole('button', { name: 'Copy MAC address' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Add MAC address' }),
    ).toBeInTheDocument();
  });

  it('says when the connection details are not available', async () => {
    server.use(handle('deviceSetup', () => errorResponse('NOT_FOUND')));
    await openPage();
    const setupCard = await screen.findByTestId('device-setup');
    expect(
      await within(setupCard).findByText(
        'The connection details of this subscription aren’t available right now. Please contact support.',
      ),
    ).toBeInTheDocument();
    expect(
      within(setupCard).queryByRole('button', { name: 'Try again' }),
    ).toBeNull();
    expect(
      screen.queryByRole('link', { name: 'Download playlist' }),
    ).toBeNull();
  });

  it('offers a retry when the connection details could not be loaded', async () => {
    let calls = 0;
    server.use(
      handle('deviceSetup', () => {
        calls += 1;
        return calls === 1 ? errorResponse('INTERNAL') : makeDeviceSetup();
      }),
    );
    const { user } = await openPage();
    const setupCard = await screen.findByTestId('device-setup');
    await user.click(
      await within(setupCard).findByRole('button', { name: 'Try again' }),
    );
    expect(
      await within(setupCard).findByText('http://line.example.tv:8080'),
    ).toBeInTheDocument();
  });

  it.each([
    ['an inactive subscription', '103'],
    ['an unknown id', '999'],
    ['a bad id', 'abc'],
  ])(
    'shows not found for %s, without asking for credentials',
    async (_, id) => {
      await openPage(id);
      const notFound = await screen.findByTestId('not-found');
      expect(
        within(notFound).getByText('Subscription not found'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('copy-field')).toBeNull();
      await waitFor(() => expect(setupRequests).toEqual([]));
    },
  );

  it('shows the error with retry when subscriptions could not be loaded', async () => {
    server.use(
      handle('allData', () =>
        makeAllData({
          subscriptionsData: { activeSubs: [], unactiveSubs: [] },
          errors: { subscriptionsData: 'WHMCS_TIMEOUT' },
        }),
      ),
    );
    await openPage();
    expect(
      await screen.findByText(
        'Our billing system took too long to answer. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('shows the whole-query failure too', async () => {
    server.use(handle('allData', () => errorResponse('INTERNAL')));
    await openPage();
    expect(
      await screen.findByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });
});
