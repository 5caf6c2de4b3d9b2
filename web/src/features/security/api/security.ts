import type { SecurityResponse } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { SECURITY_QUERY_KEY } from '@/components/step-up/step-up-store';
import { call } from '@/lib/api-client';

/** The customer's factors: passkeys, the authenticator app, recovery codes. */
export const securityQueryOptions = () =>
  queryOptions({
    queryKey: SECURITY_QUERY_KEY,
    queryFn: () => call('security', {}),
  });

/** The customer's factors. */
export function useSecurity() {
  return useQuery(securityQueryOptions());
}

/** The last 20 sign-ins, newest first. */
export const signInHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['security', 'signInHistory'] as const,
    queryFn: () => call('signInHistory', {}),
  });

/** The customer's last sign-ins. */
export function useSignInHistory() {
  return useQuery(signInHistoryQueryOptions());
}

/**
 * Keeps a change's answer, the factors as they now are, as the `security`
 * query (docs/architecture.md, "Answers update what they changed"); new
 * recovery codes, shown once, stay with the form that asked for them.
 */
export function applySecurity(
  queryClient: QueryClient,
  answer: SecurityResponse & { recoveryCodes?: string[] },
): void {
  const { recoveryCodes: _shownOnce, ...security } = answer;
  queryClient.setQueryData(securityQueryOptions().queryKey, security);
}
