import type {
  Subscription,
  WithdrawRequest,
  WithdrawResponse,
} from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';
import { updateCachedSubscriptions } from '@/stores/all-data';

import { withdrawableLinesQueryOptions } from './withdrawable-lines';

/** Declares a withdrawal (§ 356a BGB), as a guest or from an own line. */
export function withdraw(body: WithdrawRequest, idempotencyKey?: string) {
  return call('withdraw', body, { idempotencyKey });
}

/** A subscription with the withdrawal a receipt recorded for it. */
function withWithdrawal(
  subscription: Subscription,
  response: WithdrawResponse,
): Subscription {
  if (subscription.id !== response.receipt.serviceid) {
    return subscription;
  }
  return {
    ...subscription,
    withdrawUntil: null,
    cancellation: {
      requestedAt: response.receivedAt,
      endsAt: subscription.cancellation?.endsAt ?? null,
      type: 'immediate',
      withdrawn: true,
    },
  };
}

/**
 * Shows a signed-in customer's withdrawal on their subscriptions at once,
 * then reloads the dashboard's data and the withdrawable lines for what the
 * server recorded.
 */
async function applyReceipt(
  queryClient: QueryClient,
  response: WithdrawResponse,
): Promise<void> {
  if (response.receipt.serviceid === null) {
    return;
  }
  await Promise.all([
    updateCachedSubscriptions(queryClient, (sub) =>
      withWithdrawal(sub, response),
    ),
    queryClient.invalidateQueries({
      queryKey: withdrawableLinesQueryOptions().queryKey,
    }),
  ]);
}

/**
 * The declaration of the withdraw page's second step, sent with its
 * attempt's Idempotency-Key (a retry after a lost answer is recorded once);
 * a signed-in customer's subscriptions then show it.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<WithdrawRequest>) =>
      withdraw(body, idempotencyKey),
    onSuccess: (response) => {
      // The receipt shows at once; the dashboard catches up behind it.
      void applyReceipt(queryClient, response);
    },
  });
}
