import { Paper, Skeleton, Stack } from '@mantine/core';
import type { SubscriptionLists } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AsyncState } from '@/components/ui/async-content';
import { ErrorState } from '@/components/ui/error-state';
import { NotFoundState } from '@/components/ui/not-found-state';
import { BackLink } from '@/components/ui/page-header';
import { useLocalePath } from '@/lib/locale-context';

import { SubscriptionDetail } from './subscription-detail';

function SubscriptionSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="loading">
      <Skeleton height={36} width="50%" />
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

/**
 * The subscription page. Only Active subscriptions open (spec 4): any other
 * status, or an id that is not the customer's, shows a not-found state.
 */
export function SubscriptionPage({
  subscriptionid,
  state,
}: {
  subscriptionid: number | null;
  state: AsyncState<SubscriptionLists>;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const back = toPath('/#subscriptions');
  const subscription =
    subscriptionid === null
      ? undefined
      : state.data?.activeSubs.find((sub) => sub.id === subscriptionid);

  const isNotFound =
    subscriptionid === null ||
    (!state.errorMessage && state.data !== undefined && !subscription);
  let content: ReactNode;
  if (subscriptionid !== null && state.errorMessage) {
    content = (
      <Paper withBorder radius="lg">
        <ErrorState
          message={state.errorMessage}
          onRetry={state.onRetry}
          isRetrying={state.isRetrying}
        />
      </Paper>
    );
  } else if (subscriptionid !== null && state.data === undefined) {
    content = <SubscriptionSkeleton />;
  } else if (!subscription) {
    content = (
      <NotFoundState
        title={t('subscriptions.notFound.title')}
        description={t('subscriptions.notFound.description')}
        backTo={back}
        backLabel={t('subscriptions.back')}
      />
    );
  } else {
    content = (
      <SubscriptionDetail key={subscription.id} subscription={subscription} />
    );
  }

  return (
    <>
      {!isNotFound && <BackLink to={back}>{t('subscriptions.back')}</BackLink>}
      {content}
    </>
  );
}
