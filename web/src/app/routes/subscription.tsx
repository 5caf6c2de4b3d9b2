import type { Subscription } from '@members/contract';

import { useIdParam } from '@/components/ui/parse-id';
import { useLineStatus } from '@/features/line-status/api/get-line-status';
import { LineStatusCard } from '@/features/line-status/components/line-status-card';
import { SubscriptionDetail } from '@/features/subscriptions/components/subscription-detail';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useEnv } from '@/stores/env';

/**
 * A subscription with its line's live state first; the playlist formats it
 * offers are those the panel allows the line, once read.
 */
function SubscriptionWithLine({
  subscription,
}: {
  subscription: Subscription;
}) {
  const line = useLineStatus(subscription.id, true);
  return (
    <SubscriptionDetail
      subscription={subscription}
      lineStatus={<LineStatusCard subscription={subscription} />}
      playlistFormats={line.data?.outputFormats ?? null}
    />
  );
}

/** `/subscription?subscriptionid=N`: one Active subscription, from `allData`, with its line's live state when the panel is known. */
export function Component() {
  const state = useAllDataSection('subscriptionsData');
  const isLinePanelOn = useEnv().data?.linePanel === true;
  return (
    <SubscriptionPage
      subscriptionid={useIdParam('subscriptionid')}
      state={state}
      renderDetail={
        isLinePanelOn
          ? (subscription) => (
              <SubscriptionWithLine subscription={subscription} />
            )
          : undefined
      }
    />
  );
}
