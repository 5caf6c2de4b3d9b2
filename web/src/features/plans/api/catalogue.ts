import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The products the customer may order, in their currency. */
export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['plans', 'catalogue'],
    queryFn: () => call('catalogue', {}),
  });

/** The products the customer may order. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
