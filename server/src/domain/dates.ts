import { billingDay } from '@members/contract';

import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';

/**
 * Turns WHMCS's `YYYY-MM-DD HH:MM:SS` (local time, no offset) into the
 * contract's `YYYY-MM-DDTHH:MM:SS`.
 */
export function toLocalDateTime(value: string | null): string | null {
  return value === null ? null : value.replace(' ', 'T');
}

/**
 * Today in the billing calendar: the date in `BILLING_TIMEZONE` by the
 * server's clock (product rules: Dates). WHMCS dates are compared with it.
 */
export function billingToday(deps: {
  now: Clock;
  config: Pick<Config, 'billingTimeZone'>;
}): string {
  return billingDay(deps.now(), deps.config.billingTimeZone);
}
