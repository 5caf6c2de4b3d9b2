import type { SendCodeRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';
import { authStore } from '../auth-store';
import { saveCodeTimer } from '../utils/code-timer';

/** Asks for a sign-in code by e-mail (the answer is the same for any address). */
export function sendCode(body: SendCodeRequest) {
  return call('sendCode', body);
}

/**
 * Sends a code. On success the code step opens (codeVerif, spec 4); the
 * code's timing and the remembered path are kept for this tab, so that a
 * reload keeps counting down and still returns where the customer was going.
 */
export function useSendCode() {
  return useMutation({
    mutationFn: sendCode,
    onSuccess: (response, { email }) => {
      saveCodeTimer({
        email,
        sentAt: Date.now(),
        expiresIn: response.expiresIn,
        resendIn: response.resendIn,
        redirectPath: authStore.getState().redirectPath,
      });
      authStore.codeSent(email);
    },
  });
}
