import type { AllDataResponse } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

/** The later of two marks (they compare as strings); a mark never goes back. */
export function laterMark(
  kept: string | null | undefined,
  mark: string,
): string {
  return kept && kept > mark ? kept : mark;
}

/** Puts a mark into the dashboard's data, where the panel reads it. */
function storeMark(queryClient: QueryClient, mark: string): void {
  queryClient.setQueryData<AllDataResponse>(
    allDataQueryOptions().queryKey,
    (current) =>
      current && {
        ...current,
        announcementsSeenUpTo: laterMark(current.announcementsSeenUpTo, mark),
      },
  );
}

/**
 * Marks the announcements up to a date as seen by the customer, on the
 * server (product rules: Needs attention). The panel counts them as seen at
 * once; the answer (the mark the server keeps) then goes into the
 * dashboard's data, so allData is not asked again. The mark only moves
 * forward, so a failed call is tried once more without harm.
 */
export function useMarkAnnouncementsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call('markAnnouncementsSeen', { date }),
    onMutate: (date) => storeMark(queryClient, date),
    onSuccess: ({ announcementsSeenUpTo }) =>
      storeMark(queryClient, announcementsSeenUpTo),
    retry: 1,
  });
}
