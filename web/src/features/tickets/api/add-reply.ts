import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';

import { applyTicketChange } from './apply-ticket-change';
import { appendFiles, postForm } from './post-form';

/** What the reply form sends. */
export interface AddReplyInput {
  ticketid: number;
  /** Markdown. */
  message: string;
  attachments: readonly File[];
}

/** Replies to a ticket (`POST /dashboard/api/addReply`, multipart). */
export function addReply(input: AddReplyInput, idempotencyKey: string) {
  const form = new FormData();
  form.append('ticketid', String(input.ticketid));
  form.append('message', input.message);
  appendFiles(form, input.attachments);
  return postForm('addReply', form, idempotencyKey);
}

/** Replying; the thread and the lists update from the answer. */
export function useAddReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<AddReplyInput>) =>
      addReply(body, idempotencyKey),
    onSuccess: (change) => applyTicketChange(queryClient, change),
  });
}
