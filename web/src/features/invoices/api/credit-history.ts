import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { openPaymentPage } from '../utils/open-payment-page';

/** The credit, its movements and what adding funds allows. */
export const creditHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['creditHistory'] as const,
    queryFn: () => call('creditHistory', {}),
  });

/** The customer's credit history. */
export function useCreditHistory() {
  return useQuery(creditHistoryQueryOptions());
}

/** Asks for the link to WHMCS's Add Funds page and goes there. */
export function useAddFunds() {
  return useMutation({
    mutationFn: () => call('addFundsLink', {}),
    onSuccess: ({ link }) => {
      openPaymentPage(link);
    },
  });
}
