import type { Subscription } from '@members/contract';

import { useIdParam } from '@/components/ui/parse-id';
import { AddConnectionButton } from '@/features/connections/components/connection-entry';
import { useLineStatus } from '@/features/line-status/api/get-line-status';
import { LineStatusCard } from '@/features/line-status/components/line-status-card';
import {
  ChangePlanButton,
  TrialInvite,
} from '@/features/plans/components/plan-entry';
import { ChannelsSection } from '@/features/subscriptions/components/channels-section';
import { SubscriptionDetail } from '@/features/subscriptions/components/subscription-detail';
import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useEnv } from '@/stores/env';

/**
 * A subscription with its way to another plan: a trial line is invited to
 * a paid plan first, any other offers a change beside its actions. With the
 * panel known, the line's live state comes first, its channels come last
 * (closed until asked for), and the playlist formats offered are those the
 * panel allows the line, once read.
 */
function SubscriptionWithPlans({
  subscription,
  isLinePanelOn,
}: {
  subscription: Subscription;
  isLinePanelOn: boolean;
}) {
  const line = useLineStatus(subscription.id, isLinePanelOn);
  const isTrial =
    useEnv().data?.trialProductIds.includes(subscription.productId) === true;
  return (
    <SubscriptionDetail
      subscription={subscription}
      notice={isTrial ? <TrialInvite serviceid={subscription.id} /> : null}
      planAction={
        isTrial ? null : (
          <>
            <ChangePlanButton serviceid={subscription.id} />
            {subscription.status === 'Active' && (
              <AddConnectionButton serviceid={subscription.id} />
            )}
          </>
        )
      }
      lineStatus={
        isLinePanelOn ? <LineStatusCard subscription={subscription} /> : null
      }
      channels={
        isLinePanelOn && subscription.status === 'Active' ? (
          <ChannelsSection serviceid={subscription.id} />
        ) : null
      }
      playlistFormats={line.data?.outputFormats ?? null}
    />
  );
}

/** `/subscription?subscriptionid=N`: one Active subscription, from `allData`, with its way to another plan and its line's live state when the panel is known. */
export function Component() {
  const state = useAllDataSection('subscriptionsData');
  const isLinePanelOn = useEnv().data?.linePanel === true;
  return (
    <SubscriptionPage
      subscriptionid={useIdParam('subscriptionid')}
      state={state}
      renderDetail={(subscription) => (
        <SubscriptionWithPlans
          subscription={subscription}
          isLinePanelOn={isLinePanelOn}
        />
      )}
    />
  );
}
