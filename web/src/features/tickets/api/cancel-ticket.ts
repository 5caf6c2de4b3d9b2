import type { CancelTicketRequest } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import { applyTicketChange } from './apply-ticket-change';

/** Closes a ticket (`PUT /dashboard/api/cancelTicket`). */
export function cancelTicket({
  body,
  idempotencyKey,
}: Keyed<CancelTicketRequest>) {
  return call('cancelTicket', body, { idempotencyKey });
}

/** Closing a ticket; the thread and the lists update from the answer. */
export function useCancelTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTicket,
    onSuccess: (change) => applyTicketChange(queryClient, change),
  });
}
