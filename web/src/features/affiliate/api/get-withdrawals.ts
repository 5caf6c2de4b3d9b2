import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** Earlier withdrawal requests, the balance and what can still be asked for. */
export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: ['affiliate', 'withdrawals'],
    queryFn: () => call('withdrawals'),
  });

/** The withdrawals of an affiliate; nothing is fetched for other customers. */
export function useWithdrawals(isEnabled: boolean) {
  return useQuery({ ...withdrawalsQueryOptions(), enabled: isEnabled });
}
