import type { UpdateMacAddressRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useAttemptKey } from '@/hooks/attempt-key';
import { call } from '@/lib/api-client';

import { applySubscriptionLists } from './subscription-lists';

/** Sets the device MAC of an Active subscription. */
export function updateMacAddress(
  body: UpdateMacAddressRequest,
  idempotencyKey?: string,
) {
  return call('updateMacAddress', body, { idempotencyKey });
}

/** The MAC change; on success the subscription lists are refreshed. */
export function useUpdateMacAddress() {
  const queryClient = useQueryClient();
  const attemptKey = useAttemptKey();
  return useMutation({
    mutationFn: (body: UpdateMacAddressRequest) =>
      updateMacAddress(body, attemptKey.keyFor(body)),
    onSuccess: (lists, body) =>
      applySubscriptionLists(queryClient, body.serviceid, lists),
    onSettled: (_data, error) => attemptKey.settle(error ?? undefined),
  });
}
