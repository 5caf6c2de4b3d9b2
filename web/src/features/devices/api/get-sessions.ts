import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The signed-in customer's sessions, this one first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['devices', 'sessions'],
    queryFn: () => call('sessions', {}),
  });

/** The customer's sessions (devices). */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
