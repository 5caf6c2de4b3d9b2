import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endSession } from '@/stores/session';

/**
 * Signs out: the server ends the session, then the whole client state (the
 * user, the login state with the remembered e-mail address, the path to
 * return to) and every cached list (invoices, subscriptions, tickets,
 * announcements, affiliate, reseller) are reset, even when the server could
 * not be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('logout', {}),
    onSettled: () => {
      endSession(queryClient, 'loggedOut');
    },
  });
}
