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

import type { Keyed } from '@/hooks/use-form-submission';
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

/** Writes details, e-mail categories and language back to WHMCS together. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<UpdateProfileRequest>) =>
      call('updateProfile', body, { idempotencyKey }),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

/** Sends a code to a new sign-in address; nothing changes yet. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ChangeEmailRequest>) =>
      call('changeEmail', body, { idempotencyKey }),
    onSuccess: ({ pendingEmail }) =>
      queryClient.setQueryData(
        profileQueryOptions().queryKey,
        (current) => current && { ...current, pendingEmail },
      ),
  });
}

/** Confirms the new sign-in address with its code. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ConfirmEmailRequest>) =>
      call('confirmEmail', body, { idempotencyKey }),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

/** Has WHMCS e-mail its own password-reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<Record<string, never>>) =>
      call('resetPassword', body, { idempotencyKey }),
  });
}
