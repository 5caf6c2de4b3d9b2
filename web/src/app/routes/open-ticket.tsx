import { OpenTicketPage } from '@/features/tickets/components/open-ticket-page';
import { useEnv } from '@/lib/env';
import { useAllDataSection } from '@/lib/use-all-data-section';

/** `/openTicket`: the open-ticket form, with the customer's subscriptions and the upload limits. */
export function Component() {
  const env = useEnv();
  const subscriptions = useAllDataSection('subscriptionsData', (data) => [
    ...data.subscriptionsData.activeSubs,
    ...data.subscriptionsData.unactiveSubs,
  ]);
  return (
    <OpenTicketPage
      subscriptions={subscriptions.data ?? []}
      uploads={env.data?.uploads}
    />
  );
}
