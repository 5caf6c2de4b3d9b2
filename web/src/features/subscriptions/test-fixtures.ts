import type { DeviceSetupResponse, SubscriptionLists } from '@members/contract';

import { makeAllData } from '@/testing/fixtures';

const PLAYLIST =
  'http://line.example.tv:8080/get.php?username=demo101&password=kT4wZ9pQ2mVx&type=m3u_plus&output=';

/** What `deviceSetup` answers for a subscription in component tests. */
export function makeDeviceSetup(
  overrides: Partial<DeviceSetupResponse> = {},
): DeviceSetupResponse {
  return {
    serverUrl: 'http://line.example.tv:8080',
    username: 'demo101',
    password: 'kT4wZ9pQ2mVx',
    playlistUrl: `${PLAYLIST}ts`,
    playlists: [
      { format: 'ts', url: `${PLAYLIST}ts` },
      { format: 'm3u8', url: `${PLAYLIST}m3u8` },
    ],
    epgUrl:
      'http://line.example.tv:8080/xmltv.php?username=demo101&password=kT4wZ9pQ2mVx',
    mac: '00:1A:79:12:34:56',
    ...overrides,
  };
}

/** The demo lists with one subscription changed, as a change answers them. */
export function listsWith(
  id: number,
  change: Partial<SubscriptionLists['activeSubs'][number]>,
): SubscriptionLists {
  const { activeSubs, unactiveSubs } = makeAllData().subscriptionsData;
  return {
    activeSubs: activeSubs.map((subscription) =>
      subscription.id === id ? { ...subscription, ...change } : subscription,
    ),
    unactiveSubs,
  };
}
