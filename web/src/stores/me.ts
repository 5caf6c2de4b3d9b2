import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The signed-in customer's account (its e-mail goes with a withdrawal). */
export const meQueryOptions = () =>
  queryOptions({ queryKey: ['affiliate', 'me'], queryFn: () => call('me') });

/** The signed-in customer's account. */
export function useMe(isEnabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled: isEnabled });
}
