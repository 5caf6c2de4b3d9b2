import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { openPaymentPage } from '../utils/open-payment-page';

import { invoiceQueryOptions } from './get-invoice';

/** A single-sign-on link to the payment page of an Unpaid invoice (valid 60 s). */
export function payInvoice(invoiceid: number) {
  return call('payInvoice', { invoiceid });
}

/**
 * Pay now: asks for the payment link and leaves for it. An invoice that can
 * no longer be paid (paid meanwhile, cancelled) is refetched so the page
 * shows why.
 */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payInvoice,
    onSuccess: ({ link }) => {
      openPaymentPage(link);
    },
    onError: async (error, invoiceid) => {
      if (error instanceof ApiError && error.code === 'INVOICE_NOT_PAYABLE') {
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: invoiceQueryOptions(invoiceid).queryKey,
          }),
          queryClient.invalidateQueries({
            queryKey: allDataQueryOptions().queryKey,
          }),
        ]);
      }
    },
  });
}
