import type { UpdateParentalCodeRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useAttemptKey } from '@/hooks/attempt-key';
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
  const attemptKey = useAttemptKey();
  return useMutation({
    mutationFn: (body: UpdateParentalCodeRequest) =>
      updateParentalCode(body, attemptKey.keyFor(body)),
    onSuccess: (lists, body) =>
      applySubscriptionLists(queryClient, body.serviceid, lists),
    onSettled: (_data, error) => attemptKey.settle(error ?? undefined),
  });
}
