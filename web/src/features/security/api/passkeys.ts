import type {
  RemovePasskeyRequest,
  RenamePasskeyRequest,
} from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createPasskey } from '@/components/step-up/webauthn';
import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import { applySecurity } from './security';

/** What adding a passkey sends besides the new credential: its name, if given. */
export interface AddPasskeyBody {
  name?: string;
}

/**
 * Adds a passkey: the server's creation options, the browser's own dialog
 * that makes the key, then the new credential; the answer is the factors.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<AddPasskeyBody>) => {
      const options = await call('passkeyRegisterOptions', {});
      const credential = await createPasskey(options);
      return call(
        'passkeyRegister',
        { credential, ...body },
        { idempotencyKey },
      );
    },
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}

/** Gives a passkey another name. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<RenamePasskeyRequest>) =>
      call('renamePasskey', body, { idempotencyKey }),
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}

/** Removes a passkey: it signs in no more. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<RemovePasskeyRequest>) =>
      call('removePasskey', body, { idempotencyKey }),
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}
