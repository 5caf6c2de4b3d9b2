import { Button, Paper, Text } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconTv } from '@/components/ui/icons/tv';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import { SubscriptionCard } from './subscription-card';
import classes from './subscriptions.module.css';
import { WithdrawHint } from './withdraw-hint';

/**
 * A subscription's card and, below it (the card itself is a link), the
 * way to withdraw from it while its 14 days last.
 */
function SubscriptionSlot({
  subscription,
  extra,
}: {
  subscription: Subscription;
  extra?: ReactNode;
}) {
  return (
    <div className={classes.slot} data-subscriptionid={subscription.id}>
      <SubscriptionCard subscription={subscription} extra={extra} />
      <WithdrawHint subscription={subscription} />
    </div>
  );
}

/** No Active subscription: say whether there are none at all, and offer support. */
function NoActiveSubscriptions({ hasNone }: { hasNone: boolean }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg">
      <EmptyState
        icon={<IconTv size={22} />}
        title={t(
          hasNone
            ? 'subscriptions.empty.title'
            : 'subscriptions.empty.noActiveTitle',
        )}
        description={t(
          hasNone
            ? 'subscriptions.empty.description'
            : 'subscriptions.empty.noActiveDescription',
        )}
        action={
          <Button component={Link} to={toPath('/#tickets')} variant="light">
            {t('subscriptions.empty.contactSupport')}
          </Button>
        }
      />
    </Paper>
  );
}

/** The inactive subscriptions behind a switch. */
function InactiveSubscriptions({
  inactive,
  isShowing,
  onShowingChange,
}: {
  inactive: Subscription[];
  isShowing: boolean;
  onShowingChange: (isShowing: boolean) => void;
}) {
  const { t } = useTranslation();
  const inactiveId = useId();
  return (
    <>
      {/* A native switch: Mantine's brings the whole input kit along. */}
      <label className={`${classes.toggle} ${classes.switch}`}>
        <input
          type="checkbox"
          role="switch"
          className={classes.switchInput}
          checked={isShowing}
          onChange={(event) => onShowingChange(event.currentTarget.checked)}
          aria-controls={inactiveId}
        />
        <span className={classes.switchTrack} aria-hidden="true" />
        <span>
          {t('subscriptions.showInactive', { count: inactive.length })}
        </span>
      </label>
      <div id={inactiveId} hidden={!isShowing}>
        {isShowing && (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {t('subscriptions.inactiveHint')}
            </Text>
            <div className={classes.grid} data-testid="inactive-subscriptions">
              {inactive.map((subscription) => (
                <SubscriptionSlot
                  key={subscription.id}
                  subscription={subscription}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
}

/**
 * Active subscriptions as cards; the inactive ones behind a toggle, and a
 * way forward when there are none.
 */
export function SubscriptionList({
  active,
  inactive,
  renderExtra,
}: {
  active: Subscription[];
  inactive: Subscription[];
  /** More on each Active subscription's card, composed by the page. */
  renderExtra?: (subscription: Subscription) => ReactNode;
}) {
  const [isShowingInactive, setIsShowingInactive] = useState(false);
  const hasNone = active.length === 0 && inactive.length === 0;

  return (
    <div className={classes.list}>
      {active.length === 0 ? (
        <NoActiveSubscriptions hasNone={hasNone} />
      ) : (
        <div className={classes.grid} data-testid="active-subscriptions">
          {active.map((subscription) => (
            <SubscriptionSlot
              key={subscription.id}
              subscription={subscription}
              extra={renderExtra?.(subscription)}
            />
          ))}
        </div>
      )}
      {inactive.length > 0 && (
        <InactiveSubscriptions
          inactive={inactive}
          isShowing={isShowingInactive}
          onShowingChange={setIsShowingInactive}
        />
      )}
    </div>
  );
}
