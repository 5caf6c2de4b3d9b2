import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The signed-in customer's lines a withdrawal may name, with their periods. */
export const withdrawableLinesQueryOptions = () =>
  queryOptions({
    queryKey: ['withdrawal', 'withdrawableLines'],
    queryFn: () => call('withdrawableLines', {}),
  });

/** The lines of the signed-in form; not asked for a guest. */
export function useWithdrawableLines(isEnabled: boolean) {
  return useQuery({ ...withdrawableLinesQueryOptions(), enabled: isEnabled });
}
