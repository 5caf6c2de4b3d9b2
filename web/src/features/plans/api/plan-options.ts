import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** What an Active subscription may move to, priced now. */
export const planOptionsQueryOptions = (serviceid: number) =>
  queryOptions({
    queryKey: ['plans', 'options', serviceid],
    queryFn: () => call('planOptions', { serviceid }),
  });

/** The plans a subscription may move to; nothing is asked without an id. */
export function usePlanOptions(serviceid: number | null) {
  return useQuery({
    ...planOptionsQueryOptions(serviceid ?? 0),
    enabled: serviceid !== null,
  });
}
