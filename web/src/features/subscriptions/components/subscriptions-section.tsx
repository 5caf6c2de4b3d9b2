import { Skeleton } from '@mantine/core';
import type { Subscription, SubscriptionLists } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { IconTv } from '@/components/ui/icons/tv';
import { SectionCard } from '@/components/ui/section-card';

import { SubscriptionList } from './subscription-list';
import classes from './subscriptions.module.css';

/** Skeleton cards in the shape of the subscription grid. */
export function SubscriptionsSkeleton() {
  return (
    <div className={classes.grid}>
      <Skeleton height={196} radius="lg" />
      <Skeleton height={196} radius="lg" />
    </div>
  );
}

/** The subscriptions section (`#subscriptions` on the dashboard). */
export function SubscriptionsSection({
  state,
  id = 'subscriptions',
  title,
  renderExtra,
  action,
}: {
  state: AsyncState<SubscriptionLists>;
  id?: string;
  title?: string;
  /** More on each Active subscription's card, composed by the page. */
  renderExtra?: (subscription: Subscription) => ReactNode;
  /** Beside the title (a way to order another line). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id={id}
      title={title ?? t('subscriptions.title')}
      icon={<IconTv size={18} />}
      count={state.errorMessage ? undefined : state.data?.activeSubs.length}
      isBare={!state.errorMessage}
      action={action}
    >
      <AsyncContent state={state} skeleton={<SubscriptionsSkeleton />}>
        {(data) => (
          <SubscriptionList
            active={data.activeSubs}
            inactive={data.unactiveSubs}
            renderExtra={renderExtra}
          />
        )}
      </AsyncContent>
    </SectionCard>
  );
}
