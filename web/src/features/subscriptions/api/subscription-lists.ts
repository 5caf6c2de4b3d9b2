import type { SubscriptionLists } from '@members/contract';
import type { QueryClient } from '@tanstack/react-query';

import { setAllDataSection } from '@/stores/all-data';

import { deviceSetupQueryOptions } from './get-device-setup';

/**
 * Puts the lists a change answered with into the dashboard data, so every
 * screen shows the change at once, and refetches the device setup of the
 * subscription that changed.
 */
export async function applySubscriptionLists(
  queryClient: QueryClient,
  serviceid: number,
  lists: SubscriptionLists,
): Promise<void> {
  const { activeSubs, unactiveSubs } = lists;
  setAllDataSection(queryClient, 'subscriptionsData', {
    activeSubs,
    unactiveSubs,
  });
  await queryClient.invalidateQueries({
    queryKey: deviceSetupQueryOptions(serviceid).queryKey,
  });
}
