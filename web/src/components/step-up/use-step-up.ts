import type {
  AuthenticationCredential,
  StepUpRequest,
  StepUpResponse,
} from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import { SECURITY_QUERY_KEY } from './step-up-store';
import type { SecurityState } from './step-up-store';
import { signWithPasskey } from './webauthn';

/** The new window of the check goes into the security page's query, if read. */
function applyCheck(queryClient: QueryClient, answer: StepUpResponse): void {
  queryClient.setQueryData<SecurityState>(
    SECURITY_QUERY_KEY,
    (current) => current && { ...current, checkedUntil: answer.checkedUntil },
  );
}

/** Confirms the second factor with a code (the app's or a recovery code). */
export function useStepUpWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<StepUpRequest>) =>
      call('stepUp', body, { idempotencyKey }),
    onSuccess: (answer) => applyCheck(queryClient, answer),
  });
}

/**
 * Confirms it with a passkey: the server's challenge, the browser's own
 * dialog, then the signed answer.
 */
export function useStepUpWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey }: Keyed<Record<string, never>>) => {
      const options = await call('passkeySignInOptions', {});
      const credential: AuthenticationCredential =
        await signWithPasskey(options);
      return call('stepUp', { credential }, { idempotencyKey });
    },
    onSuccess: (answer) => applyCheck(queryClient, answer),
  });
}
