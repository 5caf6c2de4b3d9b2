import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** One ticket with its thread, by WHMCS's internal id. */
export const ticketQueryOptions = (ticketid: number) =>
  queryOptions({
    queryKey: ['tickets', 'detail', ticketid],
    queryFn: async () => (await call('ticket', { ticketid })).ticket,
  });

/** The ticket `ticketid`; nothing is fetched while the id is null. */
export function useTicket(ticketid: number | null) {
  return useQuery({
    ...ticketQueryOptions(ticketid ?? 0),
    enabled: ticketid !== null,
  });
}
