import type { AuthRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';
import { authStore } from '../auth-store';

/** Signs in with e-mail and password (`POST /api/auth`). */
export function auth(body: AuthRequest) {
  return call('auth', body);
}

/** Password sign-in; on success the customer is signed in. */
export function useAuth() {
  return useMutation({
    mutationFn: auth,
    onSuccess: (response) => {
      authStore.signedIn(response.user);
    },
  });
}
