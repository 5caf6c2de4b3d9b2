import type {
  ChangeEmailRequest,
  ConfirmEmailRequest,
  Profile,
  UpdateProfileRequest,
} from '@members/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { useAttemptKey } from '@/hooks/attempt-key';
import { call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';
import { meQueryOptions } from '@/stores/me';

/** The signed-in customer's details as WHMCS has them. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: () => call('profile', {}),
  });

/** The signed-in customer's details. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * Keeps the answer of a change as the profile, then has every screen that
 * shows the customer's name or e-mail read it again: the dashboard's data,
 * and the account (`me`), whose answer also updates the session.
 */
async function applyProfile(
  queryClient: QueryClient,
  profile: Profile,
): Promise<void> {
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  await Promise.allSettled([
    queryClient.invalidateQueries({
      queryKey: allDataQueryOptions().queryKey,
      refetchType: 'all',
    }),
    queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
  ]);
}

/**
 * A change of the profile that takes one Idempotency-Key per attempt: the
 * same content sent again after an unknown outcome reuses it.
 */
function useKeyedMutation<B, R>(
  send: (body: B, idempotencyKey: string) => Promise<R>,
  onSuccess?: (answer: R) => void,
) {
  const attemptKey = useAttemptKey();
  return useMutation({
    mutationFn: (body: B) => send(body, attemptKey.keyFor(body)),
    onSuccess,
    onSettled: (_data, error) => attemptKey.settle(error ?? undefined),
  });
}

/** Writes details, e-mail categories and language back to WHMCS together. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (body: UpdateProfileRequest, idempotencyKey) =>
      call('updateProfile', body, { idempotencyKey }),
    (profile) => void applyProfile(queryClient, profile),
  );
}

/** Sends a code to a new sign-in address; nothing changes yet. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (body: ChangeEmailRequest, idempotencyKey) =>
      call('changeEmail', body, { idempotencyKey }),
    ({ pendingEmail }) =>
      queryClient.setQueryData(
        profileQueryOptions().queryKey,
        (current) => current && { ...current, pendingEmail },
      ),
  );
}

/** Confirms the new sign-in address with its code. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (body: ConfirmEmailRequest, idempotencyKey) =>
      call('confirmEmail', body, { idempotencyKey }),
    (profile) => void applyProfile(queryClient, profile),
  );
}

/** Has WHMCS e-mail its own password-reset link. */
export function useResetPassword() {
  return useKeyedMutation((body: Record<string, never>, idempotencyKey) =>
    call('resetPassword', body, { idempotencyKey }),
  );
}
