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
 * Keeps the answer of a change as the profile and writes what it changed
 * into the account (`me`: the e-mail a withdrawal goes with, the name),
 * without asking again: the answer is what WHMCS now holds
 * (docs/architecture.md, "Answers update what they changed"). The
 * dashboard's data shows nothing of the profile and stays as it is.
 */
function applyProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  queryClient.setQueryData(
    meQueryOptions().queryKey,
    (current) =>
      current && {
        ...current,
        email: profile.email,
        firstname: profile.details.firstname,
        lastname: profile.details.lastname,
      },
  );
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
    (profile) => applyProfile(queryClient, profile),
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
    (profile) => applyProfile(queryClient, profile),
  );
}

/** Has WHMCS e-mail its own password-reset link. */
export function useResetPassword() {
  return useKeyedMutation((body: Record<string, never>, idempotencyKey) =>
    call('resetPassword', body, { idempotencyKey }),
  );
}
