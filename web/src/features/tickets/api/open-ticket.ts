import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { allDataQueryOptions } from '@/stores/all-data';

import { appendFiles, postForm } from './post-form';

/** What the open-ticket form sends. */
export interface OpenTicketInput {
  deptid: number;
  subject: string;
  /** Markdown. */
  message: string;
  serviceid: number | null;
  attachments: readonly File[];
}

/** Opens a ticket (`POST /dashboard/api/openTicket`, multipart). */
export function openTicket(input: OpenTicketInput, idempotencyKey: string) {
  const form = new FormData();
  form.append('deptid', String(input.deptid));
  form.append('subject', input.subject);
  form.append('message', input.message);
  if (input.serviceid !== null) {
    form.append('serviceid', String(input.serviceid));
  }
  appendFiles(form, input.attachments);
  return postForm('openTicket', form, idempotencyKey);
}

/** Opening a ticket; afterwards the ticket lists are loaded again. */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<OpenTicketInput>) =>
      openTicket(body, idempotencyKey),
    // Not awaited: the new ticket opens while the lists reload behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: allDataQueryOptions().queryKey,
      });
    },
  });
}
