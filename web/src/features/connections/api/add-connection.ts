import type { AddConnectionRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { connectionOptionsQueryOptions } from './connection-options';

/** Orders more connections for a line. */
export function addConnection(
  body: AddConnectionRequest,
  idempotencyKey: string,
) {
  return call('addConnection', body, { idempotencyKey });
}

/** Refusals after which the choices shown (prices, counts) are stale. */
const STALE_CODES: ReadonlySet<string> = new Set([
  'PRICE_CHANGED',
  'CONNECTIONS_NOT_OFFERED',
  'UPGRADE_PENDING',
]);

/**
 * Orders the connections; the dashboard's data is read again so that the
 * new invoice shows everywhere. A refusal because the choices changed
 * meanwhile reads them again.
 */
export function useAddConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<AddConnectionRequest>) =>
      addConnection(body, idempotencyKey),
    onSuccess: (_answer, { body }) => {
      void queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      });
      void queryClient.invalidateQueries({
        queryKey: connectionOptionsQueryOptions(Number(body.serviceid))
          .queryKey,
      });
    },
    onError: async (error, { body }) => {
      if (error instanceof ApiError && STALE_CODES.has(error.code)) {
        await queryClient.invalidateQueries({
          queryKey: connectionOptionsQueryOptions(Number(body.serviceid))
            .queryKey,
        });
      }
    },
  });
}
