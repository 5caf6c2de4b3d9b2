import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';

/** Everything the dashboard shows, loaded once and reused (spec 4 "fetched once"). */
export const allDataQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'allData'],
    queryFn: () => call('allData', {}),
  });

/** The dashboard's data with per-section errors. */
export function useAllData() {
  return useQuery(allDataQueryOptions());
}
