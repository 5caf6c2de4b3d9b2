import { Text } from '@mantine/core';
import { PAGES } from '@members/contract';
import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate } from '@/utils/format';

import classes from './subscriptions.module.css';

/**
 * A subscription within its 14-day withdrawal period (§ 356a BGB): "You can
 * withdraw until …" and the way to the withdraw page with this line chosen.
 * Nothing after the period, or once it is cancelled or withdrawn from.
 */
export function WithdrawHint({
  subscription,
  className,
}: {
  subscription: Subscription;
  /** Where the page places it (the detail page's grid area). */
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  if (subscription.withdrawUntil === null || subscription.cancellation) {
    return null;
  }
  return (
    <Text
      size="sm"
      className={[classes.withdrawHint, className].filter(Boolean).join(' ')}
      data-testid="withdraw-hint"
    >
      {t('subscriptions.withdraw.until', {
        date: formatDate(subscription.withdrawUntil, locale),
      })}
      {' · '}
      <Link
        to={`${toPath(PAGES.withdraw)}?subscriptionid=${subscription.id}`}
        className={classes.withdrawLink}
      >
        {t('subscriptions.withdraw.link')}
      </Link>
    </Text>
  );
}
