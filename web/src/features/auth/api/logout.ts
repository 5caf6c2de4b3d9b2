import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';
import { authStore } from '../auth-store';

/**
 * Signs out: the server ends the session, then the user, the login state and
 * every cached list (invoices, subscriptions, tickets, announcements,
 * affiliate, reseller) are reset, even when the server could not be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('logout', {}),
    onSettled: () => {
      authStore.rememberPath(null);
      authStore.signedOut();
      queryClient.clear();
    },
  });
}
