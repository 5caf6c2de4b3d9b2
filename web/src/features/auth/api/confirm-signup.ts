import type { ConfirmSignupRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';
import { authStore } from '../auth-store';

/** Confirms a signup with the token of the e-mailed link. */
export function confirmSignup(body: ConfirmSignupRequest) {
  return call('confirmSignup', body);
}

/** Confirms the signup; on success the customer is signed in. */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: confirmSignup,
    onSuccess: (response) => {
      authStore.signedIn(response.user);
    },
  });
}
