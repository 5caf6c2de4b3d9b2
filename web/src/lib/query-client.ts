import { QueryClient } from '@tanstack/react-query';

import { followSessionAnswers } from '@/stores/session';

import { ApiError } from './api-client';

/** What a query may say of itself, beyond its options. */
export interface AppQueryMeta extends Record<string, unknown> {
  /**
   * The part of the page that asked shows its own loading state (a
   * section's spinner): the loading bar at the top does not run for it.
   */
  showsOwnLoading?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/** A query the loading bar runs for: any but those that show their own loading. */
export function isLoadingBarQuery(query: { meta?: AppQueryMeta }): boolean {
  return query.meta?.showsOwnLoading !== true;
}

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
