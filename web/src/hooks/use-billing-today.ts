import { billingDay, DEFAULT_BILLING_TIMEZONE } from '@members/contract';

import { useEnv } from '@/stores/env';
import { now } from '@/utils/clock';

/**
 * Today in the billing calendar (`YYYY-MM-DD`): the date in the provider's
 * billing time zone, which WHMCS's due dates are days of, wherever the
 * customer is (product rules: Dates).
 */
export function useBillingToday(): string {
  const timeZone = useEnv().data?.billingTimeZone ?? DEFAULT_BILLING_TIMEZONE;
  return billingDay(now(), timeZone);
}
