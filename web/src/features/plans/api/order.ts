import type { OrderRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { catalogueQueryOptions } from './catalogue';

/** Refusals after which the catalogue shown (prices, products, cycles) is stale. */
const STALE_CATALOGUE_CODES: ReadonlySet<string> = new Set([
  'PRICE_CHANGED',
  'PLAN_NOT_ALLOWED',
  'CYCLE_NOT_OFFERED',
]);

/** Orders one more line. */
export function order(body: OrderRequest, idempotencyKey: string) {
  return call('order', body, { idempotencyKey });
}

/**
 * Orders a line; the dashboard's data is read again so that the new line
 * and its invoice show everywhere. A refusal because a price changed reads
 * the catalogue again.
 */
export function useOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<OrderRequest>) =>
      order(body, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      });
    },
    onError: async (error) => {
      if (error instanceof ApiError && STALE_CATALOGUE_CODES.has(error.code)) {
        await queryClient.invalidateQueries({
          queryKey: catalogueQueryOptions().queryKey,
        });
      }
    },
  });
}
