import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { useIdParam } from '@/components/ui/parse-id';
import { CloseTicketButton } from '@/features/tickets/components/close-ticket-button';
import { ClosedTicketNote } from '@/features/tickets/components/closed-ticket-note';
import { TicketPage } from '@/features/tickets/components/ticket-page';
import { useEnv } from '@/stores/env';

// The editor is the heavy part of this page: the thread shows without it.
const ReplyForm = lazy(async () => ({
  default: (await import('@/features/tickets/components/reply-form')).ReplyForm,
}));

/** `/ticket?ticketid=N`: one ticket, its thread, the reply box and closing. */
export function Component() {
  const env = useEnv();
  return (
    <TicketPage
      ticketid={useIdParam('ticketid')}
      renderActions={(ticket) =>
        ticket.status === 'Closed' ? null : (
          <CloseTicketButton ticket={ticket} />
        )
      }
      renderFooter={(ticket) =>
        ticket.status === 'Closed' ? (
          <ClosedTicketNote />
        ) : (
          <Suspense
            fallback={
              <Skeleton height={320} radius="lg" data-testid="loading" />
            }
          >
            <ReplyForm
              key={ticket.ticketid}
              ticket={ticket}
              uploads={env.data?.uploads}
            />
          </Suspense>
        )
      }
    />
  );
}
