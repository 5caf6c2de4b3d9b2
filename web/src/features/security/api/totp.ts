import type { TotpEnableRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import { applySecurity } from './security';

type Empty = Record<string, never>;

/** Starts setting up the authenticator app: a new secret to scan or type. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<Empty>) =>
      call('totpSetup', body, { idempotencyKey }),
  });
}

/** Turns the app on with its first code; the answer carries the recovery codes. */
export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<TotpEnableRequest>) =>
      call('totpEnable', body, { idempotencyKey }),
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}

/** Turns the app off (and its recovery codes with it). */
export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<Empty>) =>
      call('totpDisable', body, { idempotencyKey }),
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}

/** New recovery codes in place of the old ones, shown once. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<Empty>) =>
      call('renewRecoveryCodes', body, { idempotencyKey }),
    onSuccess: (answer) => applySecurity(queryClient, answer),
  });
}
