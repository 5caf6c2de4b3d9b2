import type {
  AllDataResponse,
  AllDataSection,
  Subscription,
} from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** Everything the dashboard shows, loaded once and reused (product rules: Transitions). */
export const allDataQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'allData'],
    queryFn: () => call('allData', {}),
  });

/** The dashboard's data with per-section errors. */
export function useAllData() {
  return useQuery(allDataQueryOptions());
}

/**
 * Puts a section's fresh value, as a change answered it, into the dashboard
 * data and clears that section's error, so every screen shows the change
 * without another request.
 */
export function setAllDataSection<S extends AllDataSection>(
  queryClient: QueryClient,
  section: S,
  value: AllDataResponse[S],
): void {
  queryClient.setQueryData<AllDataResponse>(
    allDataQueryOptions().queryKey,
    (current) => {
      if (!current) {
        return current;
      }
      const errors = Object.fromEntries(
        Object.entries(current.errors).filter(([name]) => name !== section),
      );
      return { ...current, [section]: value, errors };
    },
  );
}

/**
 * Changes every subscription the dashboard data holds, active and not, as
 * a declaration recorded it (a cancellation, a withdrawal), then reloads the
 * dashboard's data for what the server recorded.
 */
export async function updateCachedSubscriptions(
  queryClient: QueryClient,
  update: (subscription: Subscription) => Subscription,
): Promise<void> {
  const current = queryClient.getQueryData<AllDataResponse>(
    allDataQueryOptions().queryKey,
  );
  if (current) {
    const { activeSubs, unactiveSubs } = current.subscriptionsData;
    setAllDataSection(queryClient, 'subscriptionsData', {
      activeSubs: activeSubs.map(update),
      unactiveSubs: unactiveSubs.map(update),
    });
  }
  await queryClient.invalidateQueries({
    queryKey: allDataQueryOptions().queryKey,
  });
}
