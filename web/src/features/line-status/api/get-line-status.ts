import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';

/** Panels block addresses that flood their login: the answer is kept a while. */
const LINE_STATUS_STALE_MS = 30_000;

/**
 * Retries once, and never when the panel refused the line's login or the
 * server said no (a 4xx): asking again would only knock on the panel's door.
 */
export function shouldRetryLineStatus(
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

/** The live state of subscription `serviceid`'s line on the IPTV panel. */
export const lineStatusQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['lineStatus', serviceid],
    queryFn: () => call('lineStatus', { serviceid }),
    staleTime: LINE_STATUS_STALE_MS,
    retry: shouldRetryLineStatus,
    refetchOnWindowFocus: false,
  });

/** The line's live state; nothing is asked while `isEnabled` is false. */
export function useLineStatus(serviceid: number, isEnabled: boolean) {
  return useQuery({
    ...lineStatusQueryOptions(serviceid),
    enabled: isEnabled,
  });
}
