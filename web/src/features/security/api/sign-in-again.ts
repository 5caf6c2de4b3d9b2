import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endSession } from '@/stores/session';

/**
 * Ends this session so the customer signs in again (a change of how they
 * sign in needs a recent sign-in): the e-mail stays filled in, and the page
 * they were on is where signing in leads back.
 */
export function useSignInAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('logout', {}),
    onSettled: () => endSession(queryClient, 'signedOut'),
  });
}
