import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { openPaymentPage } from '../utils/open-payment-page';

/** A single-sign-on link to WHMCS's page paying every Unpaid invoice at once (valid 60 s). */
export function payAll() {
  return call('payAll', {});
}

/**
 * Pay all: asks for the mass payment link and leaves for it. When nothing is
 * due any more (paid meanwhile), the dashboard is refetched so the button goes.
 */
export function usePayAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payAll,
    onSuccess: ({ link }) => {
      openPaymentPage(link);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'NOTHING_TO_PAY') {
        await queryClient.invalidateQueries({
          queryKey: allDataQueryOptions().queryKey,
        });
      }
    },
  });
}
