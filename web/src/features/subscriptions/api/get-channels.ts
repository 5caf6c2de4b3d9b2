import { CHANNEL_LIST_TTL_SECONDS } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { shouldRetryPanelRead } from '@/lib/panel-retry';

/** The live channels of subscription `serviceid`'s line, kept as long as the server keeps them. */
export const channelsQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['channels', serviceid],
    queryFn: () => call('channels', { serviceid }),
    staleTime: CHANNEL_LIST_TTL_SECONDS * 1000,
    retry: shouldRetryPanelRead,
    refetchOnWindowFocus: false,
    // The section shows its own loading: no bar at the top.
    meta: { showsOwnLoading: true },
  });

/** The line's channels: asked for once the list is opened. */
export function useChannels(serviceid: number) {
  return useQuery(channelsQueryOptions(serviceid));
}
