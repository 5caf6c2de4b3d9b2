import { OpenTicketPage } from '@/features/tickets/components/open-ticket-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useEnv } from '@/stores/env';

/** `/openTicket`: the open-ticket form, with the customer's subscriptions and the upload limits. */
export function Component() {
  const env = useEnv();
  const { data } = useAllDataSection('subscriptionsData');
  return (
    <OpenTicketPage
      subscriptions={data ? [...data.activeSubs, ...data.unactiveSubs] : []}
      uploads={env.data?.uploads}
    />
  );
}
