import type { FormErrorOverrides } from '@/hooks/use-form-error';

/** How the subscription forms word the failures they share. */
export const SUBSCRIPTION_FORM_ERRORS: FormErrorOverrides = {
  RATE_LIMITED: 'subscriptions.limitReached',
};
