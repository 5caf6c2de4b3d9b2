import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** One invoice with its items, by id. */
export const invoiceQueryOptions = (invoiceid: number) =>
  queryOptions({
    queryKey: ['invoices', 'detail', invoiceid],
    queryFn: async () => (await call('invoice', { invoiceid })).invoice,
  });

/**
 * The invoice `invoiceid`, fetched again each time its page opens (its
 * status may have changed since); nothing is fetched while the id is null.
 */
export function useInvoice(invoiceid: number | null) {
  return useQuery({
    ...invoiceQueryOptions(invoiceid ?? 0),
    enabled: invoiceid !== null,
    refetchOnMount: 'always',
  });
}
