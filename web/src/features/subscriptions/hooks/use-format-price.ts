import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

import { getCycleKey } from '../utils/billing-cycle';

/** "€89.00 / year": the amount of a subscription per billing cycle. */
export function useFormatPrice(): (subscription: Subscription) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (subscription) => {
    const amount = formatMoney(
      subscription.recurringAmount,
      subscription.currency,
      locale,
    );
    const key = getCycleKey(subscription.billingCycle);
    if (!key) {
      return subscription.billingCycle
        ? `${amount} · ${subscription.billingCycle}`
        : amount;
    }
    return t(`subscriptions.price.${key}`, { amount });
  };
}
