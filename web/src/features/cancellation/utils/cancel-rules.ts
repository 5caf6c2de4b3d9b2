import {
  checkCancelDate,
  checkCancelName,
  checkCancelReason,
  checkEmail,
  checkServiceRef,
  hasEnded,
} from '@members/contract';
import type { CancellationKind, Subscription } from '@members/contract';

import type { FieldRule } from '@/hooks/use-field-form';

/** The typed fields of the cancel form, named as the request names them. */
export type CancelField =
  'reason' | 'name' | 'email' | 'serviceid' | 'serviceRef' | 'endAt';

/** How the customer wants the contract to end: the earliest date, or a date. */
export type EndChoice = 'endOfPeriod' | 'date';

/** The form's own problem: a signed-in customer chose no subscription. */
export const CONTRACT_REQUIRED = 'contract_required';

/** A customer's subscriptions that can still be cancelled (not ended). */
export function cancellableSubscriptions(
  subscriptions: readonly Subscription[],
): Subscription[] {
  return subscriptions.filter((subscription) => !hasEnded(subscription.status));
}

/**
 * The rules of the cancel form: the contract's checkers, the reason required
 * only for an extraordinary cancellation, the subscription chosen (signed
 * in) or named (a guest), and the date only when one is asked for, from
 * today up to the end of the paid period when known.
 */
export function cancelRules(options: {
  kind: CancellationKind;
  isSignedIn: boolean;
  endChoice: EndChoice;
  today: string;
  latest: string | null;
}): Record<CancelField, FieldRule> {
  const trim = (value: string) => value.trim();
  return {
    reason: {
      check: (value) =>
        checkCancelReason(value, options.kind === 'extraordinary'),
      prepare: trim,
    },
    name: { check: checkCancelName, prepare: trim },
    email: { check: checkEmail, prepare: trim },
    serviceid: {
      check: (value) =>
        options.isSignedIn && value === '' ? CONTRACT_REQUIRED : null,
    },
    serviceRef: {
      check: (value) => (options.isSignedIn ? null : checkServiceRef(value)),
      prepare: trim,
    },
    endAt: {
      check: (value) =>
        options.endChoice === 'date'
          ? checkCancelDate(value, {
              today: options.today,
              latest: options.latest,
            })
          : null,
    },
  };
}
