import type { VerifyCodeRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import { ApiError, call } from '../../../lib/api-client';
import { authStore } from '../auth-store';
import { clearCodeTimer } from '../utils/code-timer';

/** Checks the e-mailed code; an answer without a user id is a failure (spec 5). */
export async function verifyCode(body: VerifyCodeRequest) {
  const response = await call('verifyCode', body);
  if (response.error || !response.userid) {
    throw new ApiError('CODE_INVALID', 401, 'The answer has no user id');
  }
  return response;
}

/** Verifies the code; on success the customer is signed in (the server set the session cookie). */
export function useVerifyCode() {
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (response) => {
      clearCodeTimer();
      authStore.signedIn(response.user);
    },
  });
}
