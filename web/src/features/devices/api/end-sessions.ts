import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { sessionsQueryOptions } from './get-sessions';

/** Ends one of the customer's sessions; the list is read again after. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('endSession', { id }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: sessionsQueryOptions().queryKey,
      }),
  });
}

/** Ends every session of the customer but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('endOtherSessions', {}),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: sessionsQueryOptions().queryKey,
      }),
  });
}
