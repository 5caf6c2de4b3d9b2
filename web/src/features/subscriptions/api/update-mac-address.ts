import type { UpdateMacAddressRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
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
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<UpdateMacAddressRequest>) =>
      updateMacAddress(body, idempotencyKey),
    onSuccess: (lists, { body }) =>
      applySubscriptionLists(queryClient, body.serviceid, lists),
  });
}
