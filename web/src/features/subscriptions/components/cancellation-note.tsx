import { Badge } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatDay } from '@/utils/format';

/**
 * A recorded cancellation of a subscription: "Cancellation requested — ends
 * on …", or "— end to be confirmed" while its end is not known; a
 * withdrawal (§ 356a BGB) says "Withdrawn on …" instead. Nothing without
 * one.
 */
export function CancellationNote({
  subscription,
  size = 'md',
}: {
  subscription: Subscription;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { cancellation } = subscription;
  if (!cancellation) {
    return null;
  }
  return (
    <Badge
      variant="light"
      color="orange"
      radius="sm"
      size={size}
      tt="none"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal' } }}
      data-testid="cancellation-note"
    >
      {cancellation.withdrawn
        ? t('subscriptions.withdraw.withdrawnOn', {
            date: formatDay(cancellation.requestedAt, locale),
          })
        : cancellation.endsAt
          ? t('subscriptions.cancellation.endsOn', {
              date: formatDate(cancellation.endsAt, locale),
            })
          : t('subscriptions.cancellation.endOpen')}
    </Badge>
  );
}
