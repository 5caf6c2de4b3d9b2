import { CHANNEL_LIST_TTL_SECONDS } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';

/**
 * Retries once, and never when the panel refused the line's login or the
 * server said no (a 4xx): asking again would only knock on the panel's door.
 */
export function shouldRetryChannels(
  failureCount: number,
  error: unknown,
): boolean {
  if (failureCount >= 1) {
    return false;
  }
  if (error instanceof ApiError) {
    return (
      error.code !== 'PANEL_REFUSED' &&
      (error.status === 0 || error.status >= 500)
    );
  }
  return true;
}

/** The live channels of subscription `serviceid`'s line, kept as long as the server keeps them. */
export const channelsQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['channels', serviceid],
    queryFn: () => call('channels', { serviceid }),
    staleTime: CHANNEL_LIST_TTL_SECONDS * 1000,
    retry: shouldRetryChannels,
    refetchOnWindowFocus: false,
  });

/** The line's channels: asked for once the list is opened. */
export function useChannels(serviceid: number) {
  return useQuery(channelsQueryOptions(serviceid));
}
