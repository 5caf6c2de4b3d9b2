import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

/**
 * A subscription's name for display: its product's name, or "Subscription
 * #id" when WHMCS sends none (the product was deleted, the service stays).
 */
export function useSubscriptionName(): (
  subscription: Pick<Subscription, 'id' | 'name'>,
) => string {
  const { t } = useTranslation();
  return (subscription) =>
    subscription.name.trim() ||
    t('subscriptions.unnamed', { id: subscription.id });
}
