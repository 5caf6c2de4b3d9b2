import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { shouldRetryPanelRead } from '@/lib/panel-retry';

/** Panels block addresses that flood their login: the answer is kept a while. */
const LINE_STATUS_STALE_MS = 30_000;

/** The live state of subscription `serviceid`'s line on the IPTV panel. */
export const lineStatusQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['lineStatus', serviceid],
    queryFn: () => call('lineStatus', { serviceid }),
    staleTime: LINE_STATUS_STALE_MS,
    retry: shouldRetryPanelRead,
    refetchOnWindowFocus: false,
  });

/** The line's live state; nothing is asked while `isEnabled` is false. */
export function useLineStatus(serviceid: number, isEnabled: boolean) {
  return useQuery({
    ...lineStatusQueryOptions(serviceid),
    enabled: isEnabled,
  });
}
