import { QueryClient } from '@tanstack/react-query';

import { followSessionAnswers } from '@/stores/session';

import { ApiError } from './api-client';

/**
 * One query client for the app: lists are fetched once and reused until a
 * change; the session follows every `allData` and `me` answer.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          error instanceof ApiError &&
          [
            'NETWORK',
            'TIMEOUT',
            'WHMCS_UNAVAILABLE',
            'WHMCS_TIMEOUT',
            // The instance was shutting down: the read never ran.
            'SERVICE_CLOSING',
          ].includes(error.code),
      },
      mutations: { retry: false },
    },
  });
  followSessionAnswers(queryClient);
  return queryClient;
}
