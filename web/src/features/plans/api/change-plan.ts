import type { ChangePlanRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { planOptionsQueryOptions } from './plan-options';

/** Moves an Active subscription to another plan its product allows. */
export function changePlan(body: ChangePlanRequest, idempotencyKey: string) {
  return call('changePlan', body, { idempotencyKey });
}

/** Refusals after which the options shown (prices, plans, a pending change) are stale. */
const STALE_OPTION_CODES: ReadonlySet<string> = new Set([
  'PRICE_CHANGED',
  'PLAN_NOT_ALLOWED',
  'CYCLE_NOT_OFFERED',
  'UPGRADE_PENDING',
]);

/**
 * Changes the plan; the dashboard's data is read again so that the new
 * plan and its invoice show everywhere. A refusal because the options
 * changed meanwhile reads them again.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ChangePlanRequest>) =>
      changePlan(body, idempotencyKey),
    onSuccess: (_answer, { body }) => {
      void queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      });
      void queryClient.invalidateQueries({
        queryKey: planOptionsQueryOptions(body.serviceid).queryKey,
      });
    },
    onError: async (error, { body }) => {
      if (error instanceof ApiError && STALE_OPTION_CODES.has(error.code)) {
        await queryClient.invalidateQueries({
          queryKey: planOptionsQueryOptions(body.serviceid).queryKey,
        });
      }
    },
  });
}
