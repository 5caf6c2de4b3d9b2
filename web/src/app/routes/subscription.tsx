import { useIdParam } from '@/components/ui/parse-id';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';

/** `/subscription?subscriptionid=N`: one Active subscription, from `allData`. */
export function Component() {
  const state = useAllDataSection('subscriptionsData');
  return (
    <SubscriptionPage
      subscriptionid={useIdParam('subscriptionid')}
      state={state}
    />
  );
}
