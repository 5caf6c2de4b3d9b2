import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The connection counts a line may move to, priced now. */
export const connectionOptionsQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['connections', 'options', serviceid],
    queryFn: () => call('connectionOptions', { serviceid: String(serviceid) }),
  });

/** A line's connection choices; nothing is asked without an id. */
export function useConnectionOptions(serviceid: number | null) {
  return useQuery({
    ...connectionOptionsQueryOptions(serviceid ?? 0),
    enabled: serviceid !== null,
  });
}
