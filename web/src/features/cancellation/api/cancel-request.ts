import type {
  CancelRequestRequest,
  CancelRequestResponse,
  Subscription,
} from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';
import { updateCachedSubscriptions } from '@/stores/all-data';

/** Declares a cancellation (§ 312k BGB), as a guest or for an own subscription. */
export function cancelRequest(
  body: CancelRequestRequest,
  idempotencyKey?: string,
) {
  return call('cancelRequest', body, { idempotencyKey });
}

/** A subscription with the cancellation a receipt recorded for it. */
function withCancellation(
  subscription: Subscription,
  response: CancelRequestResponse,
): Subscription {
  const { receipt } = response;
  if (subscription.id !== receipt.serviceid || receipt.type === null) {
    return subscription;
  }
  return {
    ...subscription,
    cancellation: subscription.cancellation ?? {
      requestedAt: receipt.receivedAt,
      endsAt: receipt.endsAt,
      type: receipt.type,
      withdrawn: false,
    },
  };
}

/**
 * Shows a signed-in customer's cancellation on their subscriptions at once,
 * then reloads the dashboard's data for what the server recorded.
 */
async function applyReceipt(
  queryClient: QueryClient,
  response: CancelRequestResponse,
): Promise<void> {
  if (response.receipt.serviceid === null) {
    return;
  }
  await updateCachedSubscriptions(queryClient, (sub) =>
    withCancellation(sub, response),
  );
}

/**
 * The declaration of the cancel page, sent with its attempt's
 * Idempotency-Key (a retry after a lost answer is recorded once); a
 * signed-in customer's subscriptions then show it.
 */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<CancelRequestRequest>) =>
      cancelRequest(body, idempotencyKey),
    onSuccess: (response) => {
      // The receipt shows at once; the dashboard catches up behind it.
      void applyReceipt(queryClient, response);
    },
  });
}
