import { SERVICE_STATUS_TTL_SECONDS } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { openProblems } from '../utils/open-issues';

import { SERVICE_STATUS_KEY } from './service-status-key';

const PERIOD_MS = SERVICE_STATUS_TTL_SECONDS * 1000;

/**
 * WHMCS's network issues, asked again every minute while the page is in
 * view (the server reads WHMCS at most that often).
 */
export const serviceStatusQueryOptions = () =>
  queryOptions({
    queryKey: SERVICE_STATUS_KEY,
    queryFn: () => call('serviceStatus', {}),
    staleTime: PERIOD_MS / 2,
    refetchInterval: PERIOD_MS,
    refetchIntervalInBackground: false,
  });

/** The service status, kept fresh while in view. */
export function useServiceStatus() {
  return useQuery(serviceStatusQueryOptions());
}

/**
 * Whether the service status has a problem open. It asks WHMCS only when
 * `asks` (the query then carries the way to ask even when it does not: a
 * refetch runs with the options its query was made with).
 */
export function useHasOpenProblems(asks: boolean): boolean {
  const { data } = useQuery({ ...serviceStatusQueryOptions(), enabled: asks });
  return openProblems(data) !== null;
}
