import { Card, Text } from '@mantine/core';
import type { Subscription } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconChevronRight } from '@/components/ui/icons/chevron-right';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate } from '@/utils/format';

import { useFormatPrice } from '../hooks/use-format-price';
import { useSubscriptionName } from '../hooks/use-subscription-name';

import { CancellationNote } from './cancellation-note';
import classes from './subscriptions.module.css';

function Detail({
  label,
  value,
  isMono = false,
}: {
  label: string;
  value: string;
  isMono?: boolean;
}) {
  return (
    <div className={classes.detail}>
      <dt className={classes.detailLabel}>{label}</dt>
      <dd className={classes.detailValue} data-mono={isMono || undefined}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A subscription at a glance. An Active one is a link to its page (product rules: Transitions:
 * only Active subscriptions open); any other is inert and shows its status.
 */
export function SubscriptionCard({
  subscription,
  extra,
}: {
  subscription: Subscription;
  /** More about an Active subscription, shown above its footer (no links: the card is one). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const formatPrice = useFormatPrice();
  const nameOf = useSubscriptionName();
  const isActive = subscription.status === 'Active';

  const content = (
    <>
      <div className={classes.cardTop}>
        <Text fw={700} className={classes.cardTitle} lineClamp={2}>
          {nameOf(subscription)}
        </Text>
        <StatusBadge kind="subscription" status={subscription.status} />
      </div>
      <CancellationNote subscription={subscription} />
      <dl className={classes.details}>
        <Detail
          label={t('subscriptions.fields.username')}
          value={subscription.username || '—'}
          isMono
        />
        <Detail
          label={t('subscriptions.fields.nextDueDate')}
          value={formatDate(subscription.nextDueDate, locale) || '—'}
        />
        <Detail
          label={t('subscriptions.fields.price')}
          value={formatPrice(subscription)}
        />
        {subscription.mac && (
          <Detail
            label={t('subscriptions.fields.mac')}
            value={subscription.mac}
            isMono
          />
        )}
      </dl>
      {isActive && extra}
      {isActive && (
        <span className={classes.cardFooter}>
          {t('subscriptions.card.open')}
          <IconChevronRight size={16} />
        </span>
      )}
    </>
  );

  if (isActive) {
    return (
      <Card
        component={Link}
        to={toPath(paths.subscription(subscription.id))}
        className={classes.card}
        data-active
        data-testid="subscription-card"
      >
        {content}
      </Card>
    );
  }
  return (
    <Card
      className={classes.card}
      data-inactive
      data-testid="subscription-card"
    >
      {content}
    </Card>
  );
}
