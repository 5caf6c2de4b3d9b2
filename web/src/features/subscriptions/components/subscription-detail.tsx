import type { Subscription } from '@members/contract';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { IconCalendar } from '@/components/ui/icons/calendar';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge, useStatusLabel } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import { useFormatPrice } from '../hooks/use-format-price';
import { useSubscriptionName } from '../hooks/use-subscription-name';

import { CancellationNote } from './cancellation-note';
import { DetailCard } from './detail-card';
import { DeviceSetupCard, DownloadPlaylistButton } from './device-setup-card';
import { MacAddressCard } from './mac-address-card';
import { ParentalCodeCard } from './parental-code-card';
import { PasswordResetCard } from './password-reset-card';
import { SetupGuide } from './setup-guide';
import classes from './subscription-detail.module.css';
import { WithdrawHint } from './withdraw-hint';

function PlanCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatPrice = useFormatPrice();
  const statusLabel = useStatusLabel();
  const nameOf = useSubscriptionName();
  const copyLabel = (field: string) => t('subscriptions.copyField', { field });
  const fields = [
    { key: 'product', value: nameOf(subscription) },
    {
      key: 'status',
      value: statusLabel('subscription', subscription.status),
    },
    { key: 'regdate', value: formatDate(subscription.regdate, locale) },
    { key: 'nextDueDate', value: formatDate(subscription.nextDueDate, locale) },
    { key: 'price', value: formatPrice(subscription) },
  ];
  return (
    <DetailCard
      icon={IconCalendar}
      title={t('subscriptions.detail.plan')}
      testId="plan-card"
    >
      <div className={classes.planFields}>
        {fields.map((field) => {
          const label = t(`subscriptions.fields.${field.key}`);
          return (
            <CopyField
              key={field.key}
              label={label}
              value={field.value}
              copyLabel={copyLabel(label)}
              emptyText="—"
            />
          );
        })}
      </div>
    </DetailCard>
  );
}

/** What the subscription page composes around the detail. */
interface SubscriptionDetailProps {
  subscription: Subscription;
  /** A way to another plan, beside the page's actions (composed by the page). */
  planAction?: ReactNode;
  /** Something to say first, above everything else (composed by the page). */
  notice?: ReactNode;
  /** The line's live state, shown first (composed by the page). */
  lineStatus?: ReactNode;
  /** What the line carries, below the rest (composed by the page). */
  channels?: ReactNode;
  /** The stream formats the panel allows the line; null when not known. */
  playlistFormats?: readonly string[] | null;
}

/**
 * One Active subscription: how to connect a device (credentials, playlist,
 * QR code and steps per device family), the plan, and the changes a
 * customer can make: MAC address, parental code and line password.
 */
export function SubscriptionDetail({
  subscription,
  lineStatus,
  channels,
  planAction,
  notice,
  playlistFormats = null,
}: SubscriptionDetailProps) {
  const formatPrice = useFormatPrice();
  const [playlistFormat, setPlaylistFormat] = useState<string | null>(null);
  const playlist = {
    allowedFormats: playlistFormats,
    format: playlistFormat,
  };
  const nameOf = useSubscriptionName();
  return (
    <>
      <PageHeader
        title={nameOf(subscription)}
        badge={
          <>
            <StatusBadge
              kind="subscription"
              status={subscription.status}
              size="lg"
            />
            <CancellationNote subscription={subscription} size="lg" />
          </>
        }
        subtitle={[subscription.groupName, formatPrice(subscription)]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            {planAction}
            <DownloadPlaylistButton serviceid={subscription.id} {...playlist} />
          </>
        }
      />
      <WithdrawHint subscription={subscription} className={classes.lineArea} />
      {notice && <div className={classes.lineArea}>{notice}</div>}
      {lineStatus && <div className={classes.lineArea}>{lineStatus}</div>}
      <div className={classes.layout}>
        <div className={classes.main}>
          <div className={classes.setupArea}>
            <DeviceSetupCard
              serviceid={subscription.id}
              {...playlist}
              onFormatChange={setPlaylistFormat}
            />
          </div>
          <div className={classes.guideArea}>
            <SetupGuide serviceid={subscription.id} mac={subscription.mac} />
          </div>
          <div className={classes.planArea}>
            <PlanCard subscription={subscription} />
          </div>
        </div>
        <div className={classes.side}>
          <div className={classes.macArea}>
            <MacAddressCard subscription={subscription} />
          </div>
          <div className={classes.parentalArea}>
            <ParentalCodeCard subscription={subscription} />
          </div>
          <div className={classes.passwordArea}>
            <PasswordResetCard subscription={subscription} />
          </div>
        </div>
      </div>
      {channels && <div className={classes.channelsArea}>{channels}</div>}
    </>
  );
}
