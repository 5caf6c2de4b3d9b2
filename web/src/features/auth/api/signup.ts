import type { SignupRequest } from '@members/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../lib/api-client';

/** Creates an account; the server e-mails a confirmation link. */
export function signup(body: SignupRequest) {
  return call('signup', body);
}

/** Signs up (the answer is the same whether or not the address has an account). */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
