import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** One page of the e-mail history (from 1). */
export const emailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['emails', page] as const,
    queryFn: () => call('emails', { page: String(page) }),
  });

/** A page of the e-mails WHMCS sent the customer; the last page shows while the next loads. */
export function useEmails(page: number) {
  return useQuery({
    ...emailsQueryOptions(page),
    placeholderData: keepPreviousData,
  });
}

/** One e-mail with its HTML. */
export function useEmail(emailid: number) {
  return useQuery({
    queryKey: ['email', emailid] as const,
    queryFn: () => call('email', { emailid: String(emailid) }),
  });
}
