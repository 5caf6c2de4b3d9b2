import type { FormErrorOverrides } from '@/hooks/use-form-error';

/** How the subscription forms word the failures they share. */
export const SUBSCRIPTION_FORM_ERRORS: FormErrorOverrides = {
  RATE_LIMITED: 'subscriptions.limitReached',
};

/**
 * Forgets a form's last failure when a field is edited. A change under way
 * is left alone: resetting it would drop its answer, and the submission
 * would wait for it for ever.
 */
export function forgetFailure(mutation: {
  isPending: boolean;
  reset: () => void;
}): void {
  if (!mutation.isPending) {
    mutation.reset();
  }
}
