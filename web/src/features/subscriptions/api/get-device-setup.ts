import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/**
 * How a player connects to subscription `serviceid`: server, credentials,
 * playlist and guide. Fetched on the subscription page only and dropped as
 * soon as the page is left, so credentials never sit in a list.
 */
export const deviceSetupQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['subscriptions', 'deviceSetup', serviceid],
    queryFn: () => call('deviceSetup', { serviceid }),
    gcTime: 0,
  });

/** The device setup of one Active subscription. */
export function useDeviceSetup(serviceid: number) {
  return useQuery(deviceSetupQueryOptions(serviceid));
}
