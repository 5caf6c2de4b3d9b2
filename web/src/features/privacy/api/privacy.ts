import type { PrivacyResponse } from '@members/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** What the "Your data" page shows: the consent, the exports left, an open erasure request. */
export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy'] as const,
    queryFn: () => call('privacy', {}),
  });

/** The customer's privacy state. */
export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}

/**
 * Gives or takes back the marketing consent. The switch moves at once; a
 * failure puts the kept state back, and the answer (the state WHMCS now
 * holds) replaces the guess.
 */
export function useMarketingConsent() {
  const queryClient = useQueryClient();
  const { queryKey } = privacyQueryOptions();
  return useMutation({
    mutationFn: (optIn: boolean) => call('marketingConsent', { optIn }),
    onMutate: async (optIn) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PrivacyResponse>(queryKey);
      queryClient.setQueryData<PrivacyResponse>(
        queryKey,
        (current) => current && { ...current, marketingOptIn: optIn },
      );
      return { previous };
    },
    onError: (_error, _optIn, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKey, context.previous);
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
    },
  });
}

/** Asks for erasure; the open request then stands on the page instead of the form. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  const { queryKey } = privacyQueryOptions();
  return useMutation({
    mutationFn: (message: string) => call('requestErasure', { message }),
    onSuccess: ({ erasureRequest }) => {
      queryClient.setQueryData<PrivacyResponse>(
        queryKey,
        (current) => current && { ...current, erasureRequest },
      );
    },
  });
}
