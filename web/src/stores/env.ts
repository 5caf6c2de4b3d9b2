import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The public settings of the members area, loaded once. */
export const envQueryOptions = () =>
  queryOptions({ queryKey: ['env'], queryFn: () => call('env') });

/** The public settings (provider name, hosts, limits). */
export function useEnv() {
  return useQuery(envQueryOptions());
}
