import { useSearchParams } from 'react-router';

import { parseId } from '../../components/ui/parse-id';
import { TicketPage } from '../../features/tickets/components/ticket-page';

/** `/ticket?ticketid=N`: one ticket and its thread. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <TicketPage ticketid={parseId(searchParams.get('ticketid'))} />;
}
