import type {
  AutoPayRequest,
  PayMethodRequest,
  PayMethodsResponse,
} from '@members/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

/** The Payment page: the stored methods (default first) and automatic charging. */
export const payMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payMethods'] as const,
    queryFn: () => call('payMethods', {}),
  });

/** The customer's stored payment methods. */
export function usePayMethods() {
  return useQuery(payMethodsQueryOptions());
}

/**
 * Keeps a change's answer (what WHMCS now holds) as the page's data, and has
 * the dashboard read again: its Needs attention names expiring cards.
 */
function applyPayMethods(
  queryClient: QueryClient,
  answer: PayMethodsResponse,
): void {
  queryClient.setQueryData(payMethodsQueryOptions().queryKey, answer);
  void queryClient.invalidateQueries({
    queryKey: allDataQueryOptions().queryKey,
  });
}

/** Makes one of the customer's methods the one WHMCS charges first. */
export function useSetDefaultPayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<PayMethodRequest>) =>
      call('setDefaultPayMethod', body, { idempotencyKey }),
    onSuccess: (answer) => applyPayMethods(queryClient, answer),
  });
}

/** Removes one of the customer's stored methods. */
export function useRemovePayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<PayMethodRequest>) =>
      call('removePayMethod', body, { idempotencyKey }),
    onSuccess: (answer) => applyPayMethods(queryClient, answer),
  });
}

/** Switches automatic charging on or off. */
export function useAutoPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<AutoPayRequest>) =>
      call('autoPay', body, { idempotencyKey }),
    onSuccess: (answer) => applyPayMethods(queryClient, answer),
  });
}

/**
 * Asks for the sign-on link to the billing system's "Add payment method"
 * page and leaves for it: the card is typed there, never here.
 */
export function useAddPayMethod() {
  return useMutation({
    mutationFn: () => call('addPayMethodLink', {}),
    onSuccess: ({ link }) => {
      window.location.assign(link);
    },
  });
}
