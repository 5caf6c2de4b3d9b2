import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The reseller product of a service: its name and status. */
export const resellerProductQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['reseller', 'product', serviceid],
    queryFn: () => call('resellerProduct', { serviceid }),
    staleTime: 0,
  });

/** The reseller product of `serviceid`; nothing is fetched while it is null. */
export function useResellerProduct(serviceid: number | null) {
  return useQuery({
    ...resellerProductQueryOptions(serviceid ?? 0),
    enabled: serviceid !== null,
    retry: false,
  });
}
