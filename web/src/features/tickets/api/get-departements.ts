import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The departments a ticket can be opened in (the API's `departements`). */
export const departementsQueryOptions = () =>
  queryOptions({
    queryKey: ['tickets', 'departements'],
    queryFn: async () => (await call('departements', {})).departements,
    staleTime: 10 * 60 * 1000,
  });

/** The support departments. */
export function useDepartements() {
  return useQuery(departementsQueryOptions());
}
