import { useIdParam } from '@/components/ui/parse-id';
import { LineStatusCard } from '@/features/line-status/components/line-status-card';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useEnv } from '@/stores/env';

/** `/subscription?subscriptionid=N`: one Active subscription, from `allData`, with its line's live state when the panel is known. */
export function Component() {
  const state = useAllDataSection('subscriptionsData');
  const isLinePanelOn = useEnv().data?.linePanel === true;
  return (
    <SubscriptionPage
      subscriptionid={useIdParam('subscriptionid')}
      state={state}
      renderLineStatus={
        isLinePanelOn
          ? (subscription) => <LineStatusCard subscription={subscription} />
          : undefined
      }
    />
  );
}
