import type { TicketChangeResponse } from '@members/contract';
import type { QueryClient } from '@tanstack/react-query';

import { setAllDataSection } from '@/stores/all-data';

import { ticketQueryOptions } from './get-ticket';

/**
 * Puts a changed ticket and the refreshed list from the answer into the
 * cache, so the thread and the dashboard show them without another request.
 */
export function applyTicketChange(
  queryClient: QueryClient,
  change: TicketChangeResponse,
): void {
  queryClient.setQueryData(
    ticketQueryOptions(change.ticket.ticketid).queryKey,
    change.ticket,
  );
  setAllDataSection(queryClient, 'ticketsData', change.tickets);
}
