import type { UpdateParentalCodeRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import { applySubscriptionLists } from './subscription-lists';

/** Sets the four-digit parental code of an Active subscription. */
export function updateParentalCode(
  body: UpdateParentalCodeRequest,
  idempotencyKey?: string,
) {
  return call('update_parental_code', body, { idempotencyKey });
}

/** The parental code change; on success the subscription lists are refreshed. */
export function useUpdateParentalCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<UpdateParentalCodeRequest>) =>
      updateParentalCode(body, idempotencyKey),
    onSuccess: (lists, { body }) =>
      applySubscriptionLists(queryClient, body.serviceid, lists),
  });
}
