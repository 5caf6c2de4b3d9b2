import type { Subscription, SubscriptionLists } from '@members/contract';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AsyncState } from '@/components/ui/async-content';
import { DetailPage } from '@/components/ui/detail-page';
import { useLocalePath } from '@/hooks/locale-context';

import { SubscriptionDetail } from './subscription-detail';

/**
 * The subscription page. Only Active subscriptions open (product rules: Transitions): any other
 * status, or an id that is not the customer's, shows a not-found state.
 */
export function SubscriptionPage({
  subscriptionid,
  state,
  renderDetail = (subscription) => (
    <SubscriptionDetail subscription={subscription} />
  ),
}: {
  subscriptionid: number | null;
  state: AsyncState<SubscriptionLists>;
  /**
   * The subscription shown, when the page composes more into it (the line's
   * live state); by default the subscription alone.
   */
  renderDetail?: (subscription: Subscription) => ReactNode;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const subscription =
    state.data?.activeSubs.find((sub) => sub.id === subscriptionid) ?? null;
  return (
    <DetailPage
      id={subscriptionid}
      state={{
        ...state,
        data: state.data === undefined ? undefined : subscription,
      }}
      back={{ to: toPath('/#subscriptions'), label: t('subscriptions.back') }}
      notFound={{
        title: t('subscriptions.notFound.title'),
        description: t('subscriptions.notFound.description'),
      }}
      skeleton={{ titleWidth: '50%', blocks: [260] }}
    >
      {(found) => <Fragment key={found.id}>{renderDetail(found)}</Fragment>}
    </DetailPage>
  );
}
